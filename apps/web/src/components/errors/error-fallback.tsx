import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ErrorFallbackProps = { error: unknown; onReset?: () => void };

/** "Something went wrong:" and the error's message, in red (docs/product-rules.md § Screens). */
export function ErrorFallback({ error, onReset }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Center mih="60dvh" p="xl">
      <Stack role="alert" maw={560} gap="sm" align="flex-start">
        <Title order={2} c="red.9" fz={22}>
          {t('common:errorBoundary.title')}
        </Title>
        <Text c="red.9" component="div">
          <Code block c="red.9" bg="red.0">
            {message}
          </Code>
        </Text>
        {onReset ? (
          <Button variant="light" onClick={onReset}>
            {t('common:actions.retry')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
