import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { RequireAuth } from './require-auth';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={['/in']}>
      <CurrentPath />
      <Routes>
        <Route path="/in" element={<RequireAuth>signed-in area</RequireAuth>} />
        <Route path="/login" element={<>login page</>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a stored session to /login', async () => {
    renderGuarded();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/login');
  });

  it('shows the signed-in area when tokens are stored', () => {
    storeTokens({ access: 'a', refresh: 'r' });
    renderGuarded();
    expect(screen.getByText('signed-in area')).toBeInTheDocument();
  });
});
