import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@app/shared/constants/purchasing';

// Dark shades with white text, as the RFQ badges: readable on striped rows too.
const COLORS: Record<QuoteStatus, string> = {
  received: 'gray.7',
  reading: 'blue.9',
  to_review: 'violet.9',
  confirmed: 'green.9',
  failed: 'red.9',
};

/** A quote's state in words (never colour alone); a spinner while it is being read. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  const busy = status === 'received' || status === 'reading';
  return (
    <Badge
      color={COLORS[status]}
      variant="filled"
      leftSection={busy ? <Loader size={10} color="white" aria-hidden /> : undefined}
    >
      {t(`quotes:status.${status}`)}
    </Badge>
  );
}
