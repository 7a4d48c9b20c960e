import { Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_FILE_MAX_BYTES } from '@app/shared/constants/purchasing';
import type { SupplierRfqView } from '@app/shared/schemas/rfqs';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useFormat } from '#web/lib/format.ts';

const MEGABYTE = 1024 * 1024;

type AnswerFilesProps = {
  view: SupplierRfqView;
  isUploading: boolean;
  onUpload: (file: File) => Promise<unknown>;
};

/** The supplier's own quote files: upload one (20 MB at most) and see what was sent. */
export function AnswerFiles({ view, isUploading, onUpload }: AnswerFilesProps) {
  const { t } = useTranslation();
  const format = useFormat(view.buyer_country);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > QUOTE_FILE_MAX_BYTES) {
      setMessage({
        tone: 'error',
        text: t('rfq-answer:files.tooLarge', { max: QUOTE_FILE_MAX_BYTES / MEGABYTE }),
      });
      return;
    }
    setMessage(null);
    try {
      await onUpload(file);
      setMessage({ tone: 'success', text: t('rfq-answer:files.uploaded', { name: file.name }) });
    } catch (error) {
      setMessage({
        tone: 'error',
        text: getErrorMessage(error, t('rfq-answer:errors.uploadFailed')),
      });
    }
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('rfq-answer:files.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('rfq-answer:files.help', { max: QUOTE_FILE_MAX_BYTES / MEGABYTE })}
        </Text>
        {view.files.length > 0 ? (
          <List size="sm" aria-label={t('rfq-answer:files.list')}>
            {view.files.map((file) => (
              <List.Item
                key={file.id}
              >{`${file.file_name} (${format.numbers.number(file.size / MEGABYTE, 1)} MB)`}</List.Item>
            ))}
          </List>
        ) : null}
        {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
        {view.can_answer ? (
          <Group>
            <FileButton onChange={(file) => void upload(file)}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={isUploading}
                  leftSection={<IconUpload size={16} aria-hidden />}
                >
                  {t('rfq-answer:files.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
