import { Box, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { cropImageToDataUrl, type PixelArea } from '../utils/crop-image';

type AvatarCropModalProps = {
  source: { dataUrl: string; mimeType: string } | null;
  onCancel: () => void;
  onCropped: (dataUrl: string) => void;
};

/** Square crop of the chosen picture, with a zoom slider that also works from the keyboard. */
export function AvatarCropModal({ source, onCancel, onCropped }: AvatarCropModalProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [isWorking, setIsWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const apply = async () => {
    if (!source || !area) return;
    setIsWorking(true);
    setFailure(null);
    try {
      onCropped(await cropImageToDataUrl(source.dataUrl, area, source.mimeType));
    } catch (error) {
      console.error('The avatar could not be cropped', error);
      setFailure(t('profile:avatar.cropFailed'));
    } finally {
      setIsWorking(false);
    }
  };

  return (
    <Modal
      opened={source !== null}
      onClose={onCancel}
      title={t('profile:avatar.cropTitle')}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('profile:avatar.cropHint')}
        </Text>
        <Box
          pos="relative"
          h={280}
          bg="dark.8"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          {source ? (
            <Cropper
              image={source.dataUrl}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
            />
          ) : null}
        </Box>
        <Box>
          <Text size="sm" fw={500} mb={4} aria-hidden>
            {t('profile:avatar.zoom')}
          </Text>
          <Slider
            min={1}
            max={3}
            step={0.05}
            value={zoom}
            onChange={setZoom}
            label={null}
            thumbLabel={t('profile:avatar.zoom')}
          />
        </Box>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void apply()} loading={isWorking} disabled={!area}>
            {t('profile:avatar.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
