import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { call, publicApiClient } from '#web/lib/api.ts';
import { clearSession, getRefreshToken } from '#web/lib/auth-storage.ts';

/** POST /token/blacklist/ with the refresh token: ends this session on the server. */
export async function logout(): Promise<void> {
  const refresh = getRefreshToken();
  if (refresh) await call(publicApiClient.POST('/api/token/blacklist/', { body: { refresh } }));
}

/**
 * Ends the session on the server, then forgets everything kept locally (tokens, cached first name,
 * cached answers) even when the server could not be reached, and goes to /login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onError: (error) => {
      console.error('The session could not be ended on the server', error);
    },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate(paths.auth.login.getHref(), { replace: true });
    },
  });
}
