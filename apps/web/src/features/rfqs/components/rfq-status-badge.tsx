import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvitationStatus, RfqStatus } from '@app/shared/constants/purchasing';

const RFQ_COLORS: Record<RfqStatus, string> = {
  draft: 'gray.7',
  sent: 'indigo.9',
  closed: 'orange.9',
  awarded: 'green.9',
};
const INVITATION_COLORS: Record<InvitationStatus, string> = {
  invited: 'gray.7',
  viewed: 'indigo.9',
  answered: 'green.9',
  withdrawn: 'red.9',
};

export function RfqStatusBadge({ status }: { status: RfqStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={RFQ_COLORS[status]} variant="filled">
      {t(`rfqs:status.${status}`)}
    </Badge>
  );
}

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={INVITATION_COLORS[status]} variant="filled">
      {t(`rfqs:invitationStatus.${status}`)}
    </Badge>
  );
}
