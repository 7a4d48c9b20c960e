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
import { quoteDetail } from '../testing/quote-fixtures';

const TORRE = { id: 7, code: 'TN-01', name: 'Torre Norte' };
const PLAZA = { id: 8, code: 'PS-02', name: 'Plaza Sur' };

/**
 * The Quotes page of a buyer whose company has 120 quotes, the odd ones on Torre Norte (all of
 * them when the list asks for a project); keeps what each request asked for. The project search
 * finds Plaza Sur for "plaza", else 60 projects of which Torre Norte is beyond the first page.
 */
function openQuotes(path: string, language: 'en' | 'es' = 'en') {
  const asked: string[] = [];
  const requests: URL[] = [];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER', language })),
    ),
    http.get(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const page = Number(url.searchParams.get('page') ?? '1');
      asked.push(`${url.searchParams.get('status') ?? '-'} ${page}`);
      const projectId = Number(url.searchParams.get('project_id'));
      const asProject = [TORRE, PLAZA].find((p) => p.id === projectId);
      const quotes = Array.from({ length: 50 }, (_, i) => {
        const n = (page - 1) * 50 + i + 1;
        return quoteDetail(n, {
          file_name: `cotizacion-${n}.pdf`,
          project: asProject ?? (n % 2 === 1 ? TORRE : null),
        });
      });
      return HttpResponse.json({ quotes, page, page_size: 50, total: 120 });
    }),
    http.get(apiUrl(API_PATHS.projects), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      return HttpResponse.json(
        search === 'plaza'
          ? projectPageOf(request.url, 1, () => buildProject(PLAZA))
          : projectPageOf(request.url, 60, (n) =>
              buildProject({ id: 200 - n, code: `OB-${n}`, name: `Obra ${n}` }),
            ),
      );
    }),
    http.get(apiUrl(API_PATHS.quoteAddress), () => HttpResponse.json({ address: null })),
    http.get(apiUrl(API_PATHS.project(TORRE.id)), () => HttpResponse.json(buildProject(TORRE))),
    http.get(apiUrl(API_PATHS.project(PLAZA.id)), () => HttpResponse.json(buildProject(PLAZA))),
  );
  return { ...renderApp(path), asked, requests };
}

describe('the quotes list', () => {
  it('opens a shared link or a reload on the same filter and page, and a new filter starts at page 1', async () => {
    const { user, asked, location } = openQuotes('/in/quotes?status=failed&page=2');
    expect(
      await screen.findByRole('link', { name: 'cotizacion-51.pdf' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['failed 2']);
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'To review' }));
    await waitFor(() => expect(asked.at(-1)).toBe('to_review 1'));
    expect(location().search).toBe('?status=to_review');
  }, 30_000);

  it("names each quote's project by its code, which opens the project's page, and — without one", async () => {
    const { user, location } = openQuotes('/in/quotes', 'es');
    const table = await screen.findByRole('table', { name: 'Cotizaciones' }, { timeout: 10_000 });
    expect(within(table).getByRole('columnheader', { name: 'Proyecto' })).toBeInTheDocument();
    const cellsOf = (file: string) =>
      within(screen.getByRole('row', { name: new RegExp(`^${file} `) })).getAllByRole('cell');
    expect(cellsOf('cotizacion-2.pdf')[3]).toHaveTextContent(/^—$/);
    const link = within(cellsOf('cotizacion-1.pdf')[3]!).getByRole('link', { name: 'TN-01' });

    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/in/projects/7'));
  }, 30_000);

  it('keeps the project filter in the URL beside the status, asks the API with it, and a new project starts at page 1', async () => {
    const { user, location, requests } = openQuotes('/in/quotes?status=failed&project=7&page=2');
    expect(
      await screen.findByRole('link', { name: 'cotizacion-51.pdf' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const asked = () => requests.at(-1)?.searchParams;
    expect(asked()?.get('project_id')).toBe('7');
    expect(asked()?.get('status')).toBe('failed');
    expect(asked()?.get('page')).toBe('2');
    // Torre Norte is not among the newest 50 projects: the filter still names it.
    const picker = screen.getByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(picker).toHaveValue('TN-01 · Torre Norte'));

    await user.clear(picker);
    await user.type(picker, 'plaza');
    await user.click(await screen.findByRole('option', { name: 'PS-02 · Plaza Sur' }));
    await waitFor(() => expect(location().search).toBe('?status=failed&project=8'));
    await waitFor(() => expect(asked()?.get('project_id')).toBe('8'));
    expect(asked()?.get('page')).toBe('1');
    expect(asked()?.get('status')).toBe('failed');

    // Choosing it again chooses no project.
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'PS-02 · Plaza Sur' }));
    await waitFor(() => expect(location().search).toBe('?status=failed'));
    await waitFor(() => expect(asked()?.has('project_id')).toBe(false));
  }, 30_000);

  it('reads a project in the URL that is no id as no project', async () => {
    const { requests } = openQuotes('/in/quotes?project=abc');
    expect(
      await screen.findByRole('link', { name: 'cotizacion-1.pdf' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(requests.map((url) => url.searchParams.has('project_id'))).toEqual([false]);
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('');
  }, 30_000);
});
