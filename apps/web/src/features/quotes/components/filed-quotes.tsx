import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { useQuotes } from '../api/quotes';
import { QuoteTable } from './quote-table';
import { UploadQuotes } from './upload-quotes';

/**
 * The quotes filed under one RFQ, on the RFQ's page: upload files straight onto it and follow each
 * one's reading there (docs/product-rules.md § Quote intake and review).
 */
export function RfqQuotes({ rfqId, canManage }: { rfqId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const quotes = useQuotes({ rfq_id: rfqId, page });
  const data = quotes.data;
  const title = t('quotes:rfq.title', { count: data?.total ?? 0 });
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {canManage ? <UploadQuotes rfqId={rfqId} /> : null}
      {quotes.isPending || quotes.isError || !data ? (
        <QueryState preferServerMessage query={quotes} errorMessage={t('quotes:list.loadError')} />
      ) : data.quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('quotes:rfq.empty')}
        </Text>
      ) : (
        <QuoteTable data={data} label={title} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}
