import type * as SentryNamespace from '@sentry/react';
import { APP_MODE, getSentryDsn } from '../config/env';

type SentryModule = typeof SentryNamespace;

let loading: Promise<SentryModule | null> | undefined;

/**
 * Monitoring settings of the specification's §9. Session idle pause and expiry, the event buffer
 * cap, the network body and console argument truncation, the send retries and the profiler's
 * sampling interval, buffer and 30 s maximum are Sentry's own defaults and match §9 as they are.
 */
async function loadSentry(dsn: string): Promise<SentryModule> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: APP_MODE,
    tracesSampleRate: 1,
    profileSessionSampleRate: 1,
    profileLifecycle: 'trace',
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.browserProfilingIntegration(),
      Sentry.replayIntegration({
        flushMinDelay: 5000,
        flushMaxDelay: 5500,
        minReplayDuration: 4999,
        maxReplayDuration: 60 * 60 * 1000,
        mutationBreadcrumbLimit: 750,
        mutationLimit: 10_000,
        slowClickTimeout: 7000,
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
      }),
    ],
  });
  return Sentry;
}

/**
 * Starts error reporting when a DSN is configured. Sentry is imported on demand, so without a DSN
 * it adds nothing to what the browser downloads.
 */
export function initMonitoring(): Promise<SentryModule | null> {
  loading ??= (() => {
    const dsn = getSentryDsn();
    if (!dsn) return Promise.resolve(null);
    return loadSentry(dsn).catch((error: unknown) => {
      console.error('Error reporting could not start', error);
      return null;
    });
  })();
  return loading;
}

/** Reports an error (a no-op without a DSN). */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void initMonitoring().then((Sentry) => {
    Sentry?.captureException(error, context ? { extra: context } : undefined);
  });
}
