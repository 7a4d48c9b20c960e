import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

type RenderAppOptions = { withFakeTimers?: boolean };

/** Keeps the router's current location where a test can read it. */
function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/** Renders the whole app (providers and real routes) at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  let current: Location | undefined;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const user = userEvent.setup(
    options.withFakeTimers
      ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }
      : { delay: null },
  );
  const view = render(
    <AppProvider queryClient={queryClient} mantineEnv="test">
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onChange={(location) => (current = location)} />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  /** Where the app is now (path, query). */
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  return { ...view, location, user, queryClient };
}
