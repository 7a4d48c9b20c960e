import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@app/shared/constants/purchasing';

const COLORS: Record<QuoteStatus, string> = {
  received: 'gray',
  reading: 'blue',
  to_review: 'yellow',
  confirmed: 'green',
  failed: 'red',
};

/** A quote's state in words (never colour alone); a spinner while it is being read. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  const busy = status === 'received' || status === 'reading';
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      leftSection={busy ? <Loader size={10} color={COLORS[status]} aria-hidden /> : undefined}
    >
      {t(`quotes:status.${status}`)}
    </Badge>
  );
}
