import { Alert, List, Text } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RFQ_MAX_ITEMS } from '@app/shared/constants/purchasing';

/** What one paste or import did: rows read, rows refused and why, rows over the cap. */
export type PasteOutcome = {
  added: number;
  refused: { row: number; message: string }[];
  dropped: number;
};

/** Shown under the grid after a paste or an import, until the next one. */
export function PasteSummary({ outcome, onClose }: { outcome: PasteOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  const hasProblems = outcome.refused.length > 0 || outcome.dropped > 0;
  return (
    <Alert
      role="status"
      color={hasProblems ? 'orange' : 'green'}
      variant="light"
      icon={<IconClipboardList aria-hidden />}
      title={t('rfqs:paste.summary', { count: outcome.added })}
      withCloseButton
      closeButtonLabel={t('common:actions.close')}
      onClose={onClose}
    >
      {outcome.refused.length > 0 ? (
        <>
          <Text size="sm">{t('rfqs:paste.refused', { count: outcome.refused.length })}</Text>
          <List size="sm" mt={4} aria-label={t('rfqs:paste.refusedList')}>
            {outcome.refused.slice(0, 50).map((refusal) => (
              <List.Item key={`${refusal.row}-${refusal.message}`}>
                {t('rfqs:paste.row', { row: refusal.row, message: refusal.message })}
              </List.Item>
            ))}
          </List>
          {outcome.refused.length > 50 ? (
            <Text size="sm" mt={4}>
              {t('rfqs:paste.moreRefused', { count: outcome.refused.length - 50 })}
            </Text>
          ) : null}
        </>
      ) : null}
      {outcome.dropped > 0 ? (
        <Text size="sm" mt={4}>
          {t('rfqs:paste.dropped', { count: outcome.dropped, max: RFQ_MAX_ITEMS })}
        </Text>
      ) : null}
    </Alert>
  );
}
