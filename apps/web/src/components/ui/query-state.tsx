import { Button, Center, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/errors';
import { FormAlert } from './form-alert';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** What the alert says when loading failed. */
  errorMessage: string;
  /**
   * Say the server's own message instead, when it sent one (a 404 that says what is missing); the
   * accounts screens keep their fixed texts (docs/product-rules.md § Screens).
   */
  preferServerMessage?: boolean;
  /** Whether the loaded data is empty: `empty` is shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What to show once loaded; without it only the loading and failed states are drawn. */
  children?: (data: T) => ReactNode;
  /** A small spinner, for a panel inside a page rather than the page itself. */
  compact?: boolean;
};

/**
 * The three states every panel that loads something has, built once: a spinner announced to screen
 * readers while it loads, an alert with a retry button when it failed (the data loaded before, if
 * any, stays below it), and an empty state when there is nothing to show.
 */
export function QueryState<T>({
  query,
  errorMessage,
  isEmpty,
  empty,
  children,
  compact = false,
  preferServerMessage = false,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py={compact ? 'md' : 'xl'} role="status" aria-label={t('common:loading')}>
        <Loader size={compact ? 'sm' : 'md'} />
      </Center>
    );
  }
  const failure = query.isError ? (
    <FormAlert>
      {preferServerMessage ? getErrorMessage(query.error, errorMessage) : errorMessage}{' '}
      <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()}>
        {t('common:actions.retry')}
      </Button>
    </FormAlert>
  ) : null;
  if (query.data === undefined || !children) return failure;
  const content = isEmpty?.(query.data) ? empty : children(query.data);
  if (!failure) return <>{content}</>;
  return (
    <Stack gap="md">
      {failure}
      {content}
    </Stack>
  );
}
