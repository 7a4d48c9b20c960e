import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useUploadQuote, type QuoteTarget } from '../api/quotes';

/** What the file chooser offers; the server still checks every file's type from its bytes. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,.xlsx,.csv,.eml';

/**
 * "Upload quote": several files at once, chosen or dropped. Each is sent on its own, so one bad
 * file is refused with its reason while the others go on to be read. With a target each is filed
 * on that RFQ or project.
 */
export function UploadQuotes({ target }: { target?: QuoteTarget }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadQuote();
  const [errors, setErrors] = useState<string[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const [sending, setSending] = useState(0);

  async function send(files: File[]) {
    setErrors([]);
    setSending(files.length);
    const refused: string[] = [];
    for (const file of files) {
      if (file.size > QUOTE_FILE_MAX_BYTES) {
        refused.push(t('quotes:upload.tooLarge', { name: file.name }));
      } else {
        try {
          await upload.mutateAsync({ file, ...(target ? { target } : {}) });
        } catch (error) {
          const reason = getErrorMessage(error, t('quotes:upload.failed'));
          refused.push(t('quotes:upload.refused', { name: file.name, reason }));
        }
      }
      setSending((n) => n - 1);
    }
    setErrors(refused);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="xs">
      <Group
        p="md"
        gap="sm"
        justify="space-between"
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        style={{
          border: '2px dashed var(--mantine-color-gray-4)',
          borderRadius: 'var(--mantine-radius-md)',
          background: isDragging ? 'var(--mantine-color-blue-0)' : undefined,
        }}
      >
        <Text size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
          {t('quotes:upload.hint')}
        </Text>
        <Button
          leftSection={<IconUpload size={18} aria-hidden />}
          loading={sending > 0}
          onClick={() => input.current?.click()}
        >
          {t('quotes:upload.button')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          data-testid="quote-files"
          aria-label={t('quotes:upload.button')}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            void send(files);
          }}
        />
      </Group>
      {errors.map((message) => (
        <FormAlert key={message}>{message}</FormAlert>
      ))}
    </Stack>
  );
}
