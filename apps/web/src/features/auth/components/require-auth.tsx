import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { hasSession } from '#web/lib/auth-storage.ts';

/** Renders its children only with a stored session; a signed-out visitor goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!hasSession()) return <Navigate to="/login" replace />;
  return children;
}
