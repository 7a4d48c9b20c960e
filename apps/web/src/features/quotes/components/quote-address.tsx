import { CopyButton, Button, Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quoteAddressSchema } from '@app/shared/schemas/quotes';
import { apiClient, call } from '#web/lib/api.ts';

/**
 * The company's quote address: mail forwarded to it is filed as quotes (docs/product-rules.md §
 * Quote intake and review). Nothing is shown when quotes by e-mail are off.
 */
export function QuoteAddress() {
  const { t } = useTranslation();
  const address = useQuery({
    queryKey: ['quotes', 'address'],
    queryFn: async ({ signal }) =>
      quoteAddressSchema.parse(await call(apiClient.GET('/api/quotes/address/', { signal }))),
    staleTime: Infinity,
  });
  const value = address.data?.address;
  if (!value) return null;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('quotes:address.label')} <strong data-testid="quote-address">{value}</strong>
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="default" onClick={copy}>
              {copied ? t('quotes:address.copied') : t('quotes:address.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
