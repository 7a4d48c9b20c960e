import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, projectPageOf } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const project = (n: number) => buildProject({ id: n, name: `Torre ${n}`, code: `T-${n}` });

/** The projects screen of a buyer whose company has `total` projects; keeps the URLs asked for. */
function openProjects(total: number, path = '/in/projects') {
  const asked: URL[] = [];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.projects), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      // The search finds three projects, as the server would across all its pages.
      const found = url.searchParams.get('search') ? 3 : total;
      return HttpResponse.json(projectPageOf(request.url, found, project));
    }),
  );
  return { ...renderApp(path), asked };
}

const pager = () => screen.queryByRole('navigation', { name: 'Pages of the project list' });
const card = (n: number) => ({ name: `Torre ${n} (T-${n})` });
/** What a request asked for: page, status and search. */
const query = (url: URL | undefined) =>
  ['page', 'status', 'search'].map((key) => url?.searchParams.get(key) ?? '-').join(' ');

describe('the projects list', () => {
  it('shows the first 50 projects with a pager, and asks for page 2 when it is chosen', async () => {
    const { user, asked, location } = openProjects(53);
    expect(await screen.findByRole('link', card(1), { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', card(50))).toBeInTheDocument();
    expect(screen.queryByRole('link', card(51))).not.toBeInTheDocument();
    expect(asked.map(query)).toEqual(['1 active -']);
    const nav = pager() as HTMLElement;
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', card(53))).toBeInTheDocument();
    expect(screen.queryByRole('link', card(1))).not.toBeInTheDocument();
    expect(query(asked.at(-1))).toBe('2 active -');
    expect(location().search).toBe('?page=2');
  }, 30_000);

  it('searches and filters on the server, starting again at page 1', async () => {
    const { user, asked, location } = openProjects(120, '/in/projects?page=3');
    expect(await screen.findByRole('link', card(101), { timeout: 10_000 })).toBeInTheDocument();
    expect(asked.map(query)).toEqual(['3 active -']);

    await user.type(
      screen.getByRole('textbox', { name: 'Search by name, code or client' }),
      'delta',
    );
    await waitFor(() => expect(query(asked.at(-1))).toBe('1 active delta'));
    expect(await screen.findByRole('link', card(3))).toBeInTheDocument();
    expect(location().search).toBe('?q=delta');
    expect(pager()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(query(asked.at(-1))).toBe('1 closed delta'));
    expect(location().search).toBe('?q=delta&status=closed');
  }, 30_000);

  it('opens a shared link or a reload on the same search, status and page', async () => {
    const { asked } = openProjects(120, '/in/projects?q=delta&status=all&page=2');
    expect(
      await screen.findByRole('textbox', { name: 'Search by name, code or client' }),
    ).toHaveValue('delta');
    await waitFor(() => expect(asked.map(query)).toContain('2 - delta'));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  }, 30_000);

  it('shows no pager when every project fits on one page', async () => {
    openProjects(50);
    expect(await screen.findByRole('link', card(50), { timeout: 10_000 })).toBeInTheDocument();
    expect(pager()).not.toBeInTheDocument();
  });
});
