import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { cssVariablesResolver, theme } from '../components/ui/theme';
import { i18n, initI18n } from '../lib/i18n';
import { QueryClientFactoryContext } from './server-state-context';

/**
 * True once the interface language is set (docs/product-rules.md § Screens). A prerendered page
 * is hydrated after the language is set, so its first render already shows the page, as the
 * prerendered markup does (docs/decisions/016-web-delivery.md § Web delivery).
 */
function useLanguageReady(): boolean {
  const [isReady, setIsReady] = useState(() => i18n.isInitialized);
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
  /** Tests make their query clients without retries; the app uses `createQueryClient`. */
  createQueryClient?: () => QueryClient;
  /** `test` turns Mantine's transitions off (tests), so menus and dialogs open at once. */
  mantineEnv?: 'default' | 'test';
};

export function AppProvider({ children, createQueryClient, mantineEnv }: AppProviderProps) {
  const isLanguageReady = useLanguageReady();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
      {isLanguageReady ? (
        <ErrorBoundary>
          <QueryClientFactoryContext value={createQueryClient}>
            <Suspense fallback={<FullScreenLoader />}>{children}</Suspense>
          </QueryClientFactoryContext>
        </ErrorBoundary>
      ) : (
        <FullScreenLoader />
      )}
    </MantineProvider>
  );
}
