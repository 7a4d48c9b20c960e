import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useQuotes, type QuoteTarget } from '../api/quotes';
import { QuoteTable } from './quote-table';
import { UploadQuotes } from './upload-quotes';

/**
 * The quotes filed on one RFQ or one project, on its page: upload files straight onto it and
 * follow each one's reading there. A project's include those of its RFQs (docs/product-rules.md
 * § Quote intake and review). An RFQ's count includes the answers its suppliers typed through the
 * link or the inbox (`typedAnswers`), which its invitations list shows.
 */
export function FiledQuotes({
  target,
  canManage,
  typedAnswers = 0,
}: {
  target: QuoteTarget;
  canManage: boolean;
  typedAnswers?: number;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const isRfq = 'rfqId' in target;
  const quotes = useQuotes(
    isRfq ? { rfq_id: target.rfqId, page } : { project_id: target.projectId, page },
  );
  const data = quotes.data;
  const title = isRfq
    ? t('quotes:rfq.title', { count: (data?.total ?? 0) + typedAnswers })
    : t('quotes:project.title', { count: data?.total ?? 0 });
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {canManage ? <UploadQuotes target={target} /> : null}
      {quotes.isPending || quotes.isError || !data ? (
        <QueryState preferServerMessage query={quotes} errorMessage={t('quotes:list.loadError')} />
      ) : data.quotes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {isRfq && typedAnswers > 0
            ? t('quotes:rfq.typedOnly', { count: typedAnswers })
            : isRfq
              ? t('quotes:rfq.empty')
              : t('quotes:project.empty')}
        </Text>
      ) : (
        <QuoteTable data={data} label={title} page={page} onPage={setPage} />
      )}
    </Stack>
  );
}
