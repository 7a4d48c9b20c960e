import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-storage';
import { RequireAuth } from './require-auth';

function renderGuarded() {
  const router = createMemoryRouter(
    [
      { path: '/in', element: <RequireAuth>signed-in area</RequireAuth> },
      { path: '/login', element: <>login page</> },
    ],
    { initialEntries: ['/in'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor without a stored session to /login', async () => {
    const router = renderGuarded();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the signed-in area when tokens are stored', () => {
    storeTokens({ access: 'a', refresh: 'r' });
    renderGuarded();
    expect(screen.getByText('signed-in area')).toBeInTheDocument();
  });
});
