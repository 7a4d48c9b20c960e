import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { cssVariablesResolver, theme } from '../components/ui/theme';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

/** True once the interface language is set (specification §4, Startup). */
function useLanguageReady(): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void initI18n().then(() => {
      if (isMounted) setIsReady(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return isReady;
}

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** `test` turns Mantine's transitions off (tests), so menus and dialogs open at once. */
  mantineEnv?: 'default' | 'test';
};

export function AppProvider({ children, queryClient, mantineEnv }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const isLanguageReady = useLanguageReady();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
      {isLanguageReady ? (
        <ErrorBoundary>
          <QueryClientProvider client={client}>
            <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
          </QueryClientProvider>
        </ErrorBoundary>
      ) : (
        <FullScreenLoader />
      )}
    </MantineProvider>
  );
}
