import { Alert, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** While a view loads, a spinner; when it failed, a message saying to try again. */
export function ViewStatus({ query }: { query: UseQueryResult }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {t('analytics:loadError')}
      </Alert>
    );
  }
  return <Loader aria-label={t('analytics:loading')} />;
}
