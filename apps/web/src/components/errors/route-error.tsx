import { useRouteError } from 'react-router';
import { useEffect } from 'react';
import { reportError } from '../../lib/monitoring';
import { ErrorFallback } from './error-fallback';

/** The router's error element: rendering and lazy-loading failures of a route. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error);
  }, [error]);
  return <ErrorFallback error={error} onReset={() => window.location.reload()} />;
}
