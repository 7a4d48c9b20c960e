import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PoStatus } from '@app/shared/constants/purchasing';

/** Dark filled shades: white text on them passes the contrast check. */
const COLORS: Record<PoStatus, string> = {
  sent: 'blue.9',
  acknowledged: 'indigo.9',
  partly_delivered: 'orange.9',
  delivered: 'green.9',
  closed: 'gray.7',
  cancelled: 'red.9',
};

export function OrderStatusBadge({ status }: { status: PoStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`purchase-orders:status.${status}`)}
    </Badge>
  );
}
