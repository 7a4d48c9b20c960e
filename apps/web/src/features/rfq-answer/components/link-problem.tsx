import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '#web/components/ui/page-title.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { getErrorMessage } from '#web/lib/errors.ts';

/**
 * What an expired, tampered or withdrawn answer link shows: why, in the reader's language (the
 * server's own message), and nothing of the RFQ.
 */
export function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t('rfq-answer:problem.title'));
  const isNetwork = error instanceof ApiError && error.status === 0;
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto" role="alert">
      <Stack align="center" ta="center" gap="sm">
        <IconLinkOff size={40} aria-hidden />
        <Title order={1} fz={24}>
          {isNetwork ? t('rfq-answer:problem.networkTitle') : t('rfq-answer:problem.title')}
        </Title>
        <Text>
          {isNetwork
            ? t('rfq-answer:problem.network')
            : getErrorMessage(error, t('rfq-answer:problem.generic'))}
        </Text>
        <Text size="sm" c="dimmed">
          {t('rfq-answer:problem.help')}
        </Text>
        <Button component={Link} to="/" variant="default">
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </Paper>
  );
}
