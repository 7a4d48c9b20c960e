import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MIME_TYPES } from '@app/shared/constants/limits';
import { readFileAsDataUrl } from '../utils/crop-image';
import { AvatarCropModal } from './avatar-crop-modal';

type AvatarPickerProps = {
  /** What is shown now: the new picture if one was chosen, else the saved one. */
  value: string | null;
  name: string;
  onChange: (dataUrl: string) => void;
};

const ACCEPTED: readonly string[] = AVATAR_MIME_TYPES;

/** Chooses a picture from a file, crops it square and hands back a small data URL. */
export function AvatarPicker({ value, name, onChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<{ dataUrl: string; mimeType: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setFailure(t('validation:avatar.invalid'));
      return;
    }
    setFailure(null);
    try {
      setSource({ dataUrl: await readFileAsDataUrl(file), mimeType: file.type });
    } catch (error) {
      console.error('The avatar file could not be read', error);
      setFailure(t('profile:avatar.cropFailed'));
    }
  };

  return (
    <Group gap="lg" align="center">
      <Avatar
        src={value}
        name={name}
        color="indigo"
        variant="filled"
        size={88}
        radius={999}
        alt={t('profile:avatar.alt')}
      />
      <Stack gap={6}>
        <FileButton
          onChange={(file) => void choose(file)}
          accept={ACCEPTED.join(',')}
          inputProps={{ 'aria-label': t('profile:avatar.choose') }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={18} aria-hidden />}
            >
              {t('profile:avatar.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('profile:avatar.hint')}
        </Text>
        {failure ? (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        ) : null}
      </Stack>
      <AvatarCropModal
        source={source}
        onCancel={() => setSource(null)}
        onCropped={(dataUrl) => {
          setSource(null);
          onChange(dataUrl);
        }}
      />
    </Group>
  );
}
