import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_SUCCESS_MS } from '@app/shared/constants/limits';

/** Once `isDone`, goes to `to` after the specification's 3 s pause. */
export function useRedirectAfterSuccess(isDone: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isDone) return undefined;
    const timer = window.setTimeout(() => {
      void navigate(to, { replace: true });
    }, REDIRECT_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, to, navigate]);
}
