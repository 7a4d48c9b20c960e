import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, buildRfqSummary, pageOf } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

/** The project page of a buyer whose project has `total` RFQs; keeps the list URLs asked for. */
function openProject(total: number, path = '/in/projects/5') {
  const asked: URL[] = [];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.project(5)), () => HttpResponse.json(buildProject())),
    http.get(apiUrl(API_PATHS.rfqs), ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(pageOf(request.url, total, (n) => buildRfqSummary(n)));
    }),
  );
  return { ...renderApp(path), asked };
}

const pager = () => screen.queryByRole('navigation', { name: "Pages of the project's requests" });

describe("a project's RFQ list", () => {
  it('shows the first 50 RFQs with a pager, and asks for page 2 when it is chosen', async () => {
    const { user, asked, location } = openProject(53);
    expect(
      await screen.findByRole('link', { name: 'SDC-2026-0001' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "The project's requests for quotation" });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pageAndProject = (url: URL | undefined) =>
      [url?.searchParams.get('page'), url?.searchParams.get('project')].join(' of project ');
    expect(asked.map(pageAndProject)).toEqual(['1 of project 5']);
    const nav = pager();
    expect(nav).toBeInTheDocument();
    expect(within(nav as HTMLElement).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav as HTMLElement).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'SDC-2026-0051' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SDC-2026-0001' })).not.toBeInTheDocument();
    expect(pageAndProject(asked.at(-1))).toBe('2 of project 5');
    expect(location().search).toBe('?page=2');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: 'SDC-2026-0001' })).toBeInTheDocument();
    expect(location().search).toBe('');
  }, 30_000);

  it('opens on the page the URL names', async () => {
    const { asked } = openProject(120, '/in/projects/5?page=3');
    expect(
      await screen.findByRole('link', { name: 'SDC-2026-0101' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['3']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('shows no pager when every RFQ fits on one page', async () => {
    openProject(50);
    expect(
      await screen.findByRole('link', { name: 'SDC-2026-0050' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(pager()).not.toBeInTheDocument();
  });
});
