import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { paths } from '#web/config/paths.ts';
import { downloadFile } from '#web/lib/api-client.ts';
import { QuoteStatusBadge } from './quote-status-badge';
import { useFormat } from '#web/lib/format.ts';

/** The review's title: the file, its status, project and RFQ, who confirmed it, and its download. */
export function QuoteReviewTitle({ data }: { data: QuoteDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.app.quotes.getHref()} size="sm">
          {t('quotes:review.back')}
        </Anchor>
        <Title order={1} fz={26}>
          {data.file_name ?? t('quotes:list.typed')}
        </Title>
        <Group gap="xs">
          <QuoteStatusBadge status={data.status} />
          {data.project ? (
            <Anchor component={Link} to={paths.app.project.getHref(data.project.id)} size="sm">
              {data.project.code} · {data.project.name}
            </Anchor>
          ) : null}
          {data.rfq ? (
            <Anchor component={Link} to={paths.app.rfq.getHref(data.rfq.id)} size="sm">
              {data.rfq.number} · {data.rfq.title}
            </Anchor>
          ) : null}
          {data.confirmed_at ? (
            <Text size="sm" c="dimmed">
              {t('quotes:review.confirmedBy', {
                name: data.confirmed_by ?? '',
                date: format.dates.timestamp(data.confirmed_at),
              })}
            </Text>
          ) : null}
        </Group>
      </Stack>
      {data.file ? (
        <Button
          variant="default"
          onClick={() => void downloadFile(API_PATHS.quoteFile(data.id), data.file_name ?? 'quote')}
        >
          {t('quotes:review.download')}
        </Button>
      ) : null}
    </Group>
  );
}
