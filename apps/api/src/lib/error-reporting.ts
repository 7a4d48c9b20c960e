import type * as SentryNode from '@sentry/node';

type SentryModule = typeof SentryNode;

let sentry: SentryModule | undefined;

/**
 * Starts reporting unexpected errors to Sentry when SENTRY_DSN is set; without it nothing is
 * loaded or sent. Once per process: the server, the CLI and the worker all call it through
 * createAppContext. The SDK is imported only then, as it takes seconds to load.
 */
export async function startErrorReporting(config: {
  sentryDsn: string | undefined;
  isProduction: boolean;
}): Promise<void> {
  if (sentry || !config.sentryDsn) return;
  const Sentry = await import('@sentry/node');
  if (sentry) return;
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.isProduction ? 'production' : 'development',
    // Errors only: no tracing.
    tracesSampleRate: 0,
  });
  sentry = Sentry;
}

/** Reports an error the API answered with a 500; a no-op until reporting started. */
export function reportError(error: unknown): void {
  sentry?.captureException(error);
}

/** Waits (up to the timeout) until reported errors have been sent. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sentry ? sentry.flush(timeoutMs) : true;
}
