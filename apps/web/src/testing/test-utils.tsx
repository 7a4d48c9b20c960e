import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** The app's query client without retries, so a failing answer shows at once. */
function createTestQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return queryClient;
}

type RenderAppOptions = { withFakeTimers?: boolean };

/** Keeps the router's current location, and a way back in its history, where a test can reach them. */
function RouterProbe({ onChange }: { onChange: (location: Location, goBack: () => void) => void }) {
  const navigate = useNavigate();
  onChange(useLocation(), () => void navigate(-1));
  return null;
}

/** Renders the whole app (providers and real routes) at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  let current: Location | undefined;
  let back = () => {};
  const user = userEvent.setup(
    options.withFakeTimers
      ? { delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }
      : { delay: null },
  );
  const view = render(
    <AppProvider createQueryClient={createTestQueryClient} mantineEnv="test">
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe
          onChange={(location, goBack) => {
            current = location;
            back = goBack;
          }}
        />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>,
  );
  /** Where the app is now (path, query). */
  const location = (): Location => {
    if (!current) throw new Error('The router has not rendered yet');
    return current;
  };
  /** The browser's back button (a POP navigation). */
  const goBack = () => back();
  return { ...view, location, goBack, user };
}
