import { Anchor, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { paths } from '#web/config/paths.ts';

/**
 * What the reviewer should know before the values: still reading, failed, sums that do not add
 * up, the supplier matched (when it is not being chosen), possible duplicates, the reader's notes.
 */
export function QuoteNotices({
  data,
  canChooseSupplier,
}: {
  data: QuoteDetail;
  canChooseSupplier: boolean;
}) {
  const { t } = useTranslation();
  const isReading = data.status === 'received' || data.status === 'reading';
  return (
    <>
      {isReading ? (
        <Paper withBorder p="lg" role="status">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>{t('quotes:review.reading')}</Text>
          </Group>
        </Paper>
      ) : null}
      {data.status === 'failed' && data.failure_code ? (
        <FormAlert title={t('quotes:review.failedTitle')}>
          {t(`quotes:failure.${data.failure_code}`)} {t('quotes:review.typeIn')}
        </FormAlert>
      ) : null}
      {data.arithmetic.subtotal === false || data.arithmetic.total === false ? (
        <FormAlert tone="info" title={t('quotes:review.sumsTitle')}>
          {data.arithmetic.subtotal === false ? t('quotes:review.subtotalOff') : null}{' '}
          {data.arithmetic.total === false ? t('quotes:review.totalOff') : null}
        </FormAlert>
      ) : null}
      {canChooseSupplier ? null : data.supplier_match ? (
        <Text size="sm">
          {t('quotes:review.supplierMatch', {
            name: data.supplier_match.legal_name,
            how: t(`quotes:review.matchBy.${data.supplier_match.by}`),
          })}
        </Text>
      ) : data.status === 'to_review' && data.supplier_name ? (
        <Text size="sm">{t('quotes:review.supplierNew', { name: data.supplier_name })}</Text>
      ) : null}
      {data.duplicate_of.length ? (
        <FormAlert tone="info" title={t('quotes:review.duplicateTitle')}>
          {t('quotes:review.duplicate')}{' '}
          {data.duplicate_of.map((id, i) => (
            <span key={id}>
              {i ? ', ' : ''}
              <Anchor component={Link} to={paths.app.quote.getHref(id)}>
                #{id}
              </Anchor>
            </span>
          ))}
        </FormAlert>
      ) : null}
      {data.warnings.length ? (
        // The reader's own notes are in English for the log; the reviewer reads what they mean.
        <FormAlert tone="info" title={t('quotes:review.warnings')}>
          {t('quotes:review.warningsText')}
        </FormAlert>
      ) : null}
    </>
  );
}
