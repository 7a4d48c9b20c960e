import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { QueryClientFactoryContext } from './server-state-context';

/**
 * TanStack Query for the pages that keep server state: activation, password reset, invitations
 * and the whole signed-in area. `/`, `/login` and `/signup` do without it, so their first load
 * stays within the 150 KB budget (docs/decisions/011-first-load-without-tanstack-query.md,
 * docs/decisions/016-web-delivery.md § Web delivery).
 *
 * Each mount has its own cache, so the signed-in area's answers go when it is left: a session
 * that ends (sign-out or expiry lands on /login) leaves nothing for the next user to see.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const createClient = useContext(QueryClientFactoryContext) ?? createQueryClient;
  const [client] = useState(createClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
