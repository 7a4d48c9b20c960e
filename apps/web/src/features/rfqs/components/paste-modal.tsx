import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasteModalProps = { isOpen: boolean; onClose: () => void; onRead: (text: string) => void };

/** A place to paste spreadsheet rows for those who do not paste straight into the grid. */
export function PasteModal({ isOpen, onClose, onRead }: PasteModalProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      opened={isOpen}
      onClose={onClose}
      title={t('rfqs:paste.title')}
      size="xl"
    >
      <Stack gap="md">
        <Text size="sm">{t('rfqs:paste.help')}</Text>
        <Textarea
          label={t('rfqs:paste.label')}
          autosize
          minRows={8}
          maxRows={16}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          styles={{ input: { fontFamily: 'monospace', whiteSpace: 'pre' } }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={!text.trim()}
            onClick={() => {
              onRead(text);
              setText('');
            }}
          >
            {t('rfqs:paste.read')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
