import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { connectSessionExpiry, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

type RenderAppOptions = { withFakeTimers?: boolean };

/** Renders the whole app (providers and real routes) at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const router = connectSessionExpiry(createMemoryRouter(routes, { initialEntries: [path] }));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const user = userEvent.setup(
    options.withFakeTimers
      ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }
      : { delay: null },
  );
  const view = render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
