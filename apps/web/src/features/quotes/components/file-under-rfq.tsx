import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFolderSymlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useFileQuote, useRfqChoices } from '../api/file-quote';

/**
 * "File under RFQ…": a quote that arrived first is filed under one of the company's RFQs not yet
 * awarded (docs/product-rules.md § Quote intake and review). Unsaved changes are saved first, since
 * filing moves the quote to its next version.
 */
export function FileUnderRfq({ quote, isDisabled }: { quote: QuoteDetail; isDisabled: boolean }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const [rfqId, setRfqId] = useState<string | null>(null);
  const choices = useRfqChoices(isOpen);
  const filing = useFileQuote(quote.id);
  const options = (choices.data?.rfqs ?? [])
    .filter((rfq) => rfq.status !== 'awarded' && rfq.id !== quote.rfq?.id)
    .map((rfq) => ({ value: String(rfq.id), label: `${rfq.number} · ${rfq.title}` }));
  const submit = () => {
    if (!rfqId) return;
    filing.mutate(
      { version: quote.version, rfq_id: Number(rfqId) },
      {
        onSuccess: () => {
          setRfqId(null);
          close();
        },
      },
    );
  };
  return (
    <>
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconFolderSymlink size={16} aria-hidden />}
          onClick={open}
          disabled={isDisabled}
        >
          {t('quotes:filing.open')}
        </Button>
      </Group>
      <Modal opened={isOpen} onClose={close} title={t('quotes:filing.title')}>
        <Stack gap="md">
          <Text size="sm">{t('quotes:filing.hint')}</Text>
          <Select
            label={t('quotes:filing.rfq')}
            placeholder={t('quotes:filing.placeholder')}
            data={options}
            value={rfqId}
            onChange={setRfqId}
            searchable
            nothingFoundMessage={t('quotes:filing.none')}
          />
          {filing.isError ? (
            <FormAlert>{getErrorMessage(filing.error, t('quotes:filing.error'))}</FormAlert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('quotes:filing.cancel')}
            </Button>
            <Button onClick={submit} disabled={!rfqId} loading={filing.isPending}>
              {t('quotes:filing.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
