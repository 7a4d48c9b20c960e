import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Rfq } from '@app/shared/schemas/rfqs';
import { InvitationAnswers } from './invitation-answers';
import { InvitationStatusBadge } from './rfq-status-badge';
import { useFormat } from '#web/lib/format.ts';

type InvitationsPanelProps = {
  rfq: Rfq;
  canManage: boolean;
  onWithdraw: (invitationId: number, name: string) => void;
};

/** Who was invited, who answered, and each answer (opened on demand). */
export function InvitationsPanel({ rfq, canManage, onWithdraw }: InvitationsPanelProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rfq.invitations.length === 0) return <Text c="dimmed">{t('rfqs:invitations.none')}</Text>;
  return (
    <Accordion variant="separated" radius="md" multiple>
      {rfq.invitations.map((invitation) => (
        <Accordion.Item key={invitation.id} value={String(invitation.id)}>
          <Accordion.Control
            aria-label={t('rfqs:invitations.toggle', { name: invitation.supplier.name })}
          >
            <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
              <Stack gap={0}>
                <Text fw={600}>{invitation.supplier.name}</Text>
                <Text size="sm" c="dimmed">
                  {invitation.email}
                  {invitation.provider_company ? ` · ${t('rfqs:invitations.onCotiza')}` : ''}
                </Text>
              </Stack>
              <Group gap="xs">
                <InvitationStatusBadge status={invitation.status} />
                {invitation.answered_at ? (
                  <Text size="sm" c="dimmed">
                    {t('rfqs:invitations.answeredAt', {
                      date: format.dates.timestamp(invitation.answered_at),
                    })}
                  </Text>
                ) : null}
              </Group>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              <InvitationAnswers rfq={rfq} invitationId={invitation.id} />
              {canManage &&
              invitation.status !== 'withdrawn' &&
              rfq.status !== 'closed' &&
              rfq.status !== 'awarded' ? (
                <Group justify="flex-end">
                  <Button
                    variant="default"
                    size="compact-sm"
                    onClick={() => onWithdraw(invitation.id, invitation.supplier.name)}
                  >
                    {t('rfqs:invitations.withdraw')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
