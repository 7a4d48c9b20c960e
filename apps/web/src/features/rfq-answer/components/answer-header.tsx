import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { contactLine, deliveryPlaceLine } from '@app/shared/rules/delivery';
import type { SupplierRfqView } from '@app/shared/schemas/rfqs';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useFormat } from '#web/lib/format.ts';

/** Who asks, for which project, where and by when; and whether answers are still taken. */
export function AnswerHeader({ view }: { view: SupplierRfqView }) {
  const { t } = useTranslation();
  const format = useFormat(view.buyer_country);
  const facts = [
    { label: t('rfq-answer:header.buyer'), value: view.buyer_company },
    { label: t('rfq-answer:header.project'), value: view.project },
    { label: t('rfq-answer:header.dueAt'), value: format.dates.timestamp(view.due_at) },
    {
      label: t('rfq-answer:header.needBy'),
      value: view.need_by_date ? format.dates.date(view.need_by_date) : '—',
    },
    {
      label: t('rfq-answer:header.deliveryLocation'),
      value: deliveryPlaceLine(view.delivery_location) || '—',
    },
    { label: t('rfq-answer:header.contact'), value: contactLine(view.delivery_contact) || '—' },
    { label: t('rfq-answer:header.currency'), value: view.currency },
  ];
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <PageTitle
          title={`${view.number} · ${view.title}`}
          description={t('rfq-answer:header.for', { name: view.supplier_name })}
        />
        {view.revisions.length > 0 ? (
          <Badge color="green.9" variant="filled" w="fit-content">
            {t('rfq-answer:header.answered', { count: view.revisions.length })}
          </Badge>
        ) : null}
      </Stack>
      {view.can_answer ? null : <FormAlert tone="info">{t('rfq-answer:header.closed')}</FormAlert>}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {facts.map((fact) => (
            <Stack key={fact.label} gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {fact.label}
              </Text>
              <Text>{fact.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        {view.notes ? <Text mt="md">{view.notes}</Text> : null}
      </Paper>
    </Stack>
  );
}
