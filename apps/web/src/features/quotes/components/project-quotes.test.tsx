import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { quoteDetail } from '../testing/quote-fixtures';

const PROJECT = 5;
const projectRef = { id: PROJECT, code: 'TORRE-A', name: 'Torre Reforma' };
const rfqRef = { id: 7, number: 'SDC-2026-0007', title: 'Materiales etapa 7' };

/**
 * A member on project 5's page; the server lists the quotes whose project the query names and
 * files an upload on the project the query string names.
 */
function openProject(role: 'BUYER' | 'STAFF' = 'BUYER', isEmpty = false) {
  const listed: URL[] = [];
  const uploaded: URL[] = [];
  const filed: QuoteDetail[] = isEmpty
    ? []
    : [
        quoteDetail(31, {
          file_name: 'bodega-beta.pdf',
          rfq: rfqRef,
          project: projectRef,
          status: 'confirmed',
        }),
      ];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role })),
    ),
    http.get(apiUrl(API_PATHS.project(PROJECT)), () => HttpResponse.json(buildProject())),
    http.get(apiUrl(API_PATHS.rfqs), () =>
      HttpResponse.json({ rfqs: [], page: 1, page_size: 50, total: 0 }),
    ),
    http.get(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      listed.push(url);
      const rows = filed.filter(
        (q) => String(q.project?.id) === url.searchParams.get('project_id'),
      );
      return HttpResponse.json({ quotes: rows, page: 1, page_size: 50, total: rows.length });
    }),
    http.post(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      uploaded.push(url);
      const quote = quoteDetail(40 + uploaded.length, {
        status: 'received',
        file_name: url.searchParams.get('file_name'),
        project: url.searchParams.get('project_id') === String(PROJECT) ? projectRef : null,
      });
      filed.push(quote);
      return HttpResponse.json(quote, { status: 201 });
    }),
  );
  return { ...renderApp(`/in/projects/${PROJECT}`), listed, uploaded };
}

describe("a project's quotes", () => {
  it("lists the project's quotes and files an upload on the project, with no RFQ", async () => {
    const { user, listed, uploaded } = openProject();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Quotes on this project (1)' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Quotes on this project (1)' });
    expect(within(table).getByRole('link', { name: 'bodega-beta.pdf' })).toHaveAttribute(
      'href',
      '/in/quotes/31',
    );
    expect(within(table).getByText('SDC-2026-0007')).toBeInTheDocument();
    expect(listed.map((url) => url.searchParams.get('project_id'))).toEqual([String(PROJECT)]);
    expect(listed[0]!.searchParams.has('rfq_id')).toBe(false);

    await user.upload(
      screen.getByTestId('quote-files'),
      new File(['Cantidad,Precio\n1,2'], 'aceros-alfa.csv', { type: 'text/csv' }),
    );
    await waitFor(() => expect(uploaded).toHaveLength(1));
    expect(uploaded[0]!.searchParams.get('project_id')).toBe(String(PROJECT));
    expect(uploaded[0]!.searchParams.has('rfq_id')).toBe(false);
    expect(
      await screen.findByRole('link', { name: 'aceros-alfa.csv' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quotes on this project (2)' })).toBeInTheDocument();
  }, 30_000);

  it('offers no upload to a member who only reads, and says when nothing is filed yet', async () => {
    openProject('STAFF', true);
    expect(
      await screen.findByText(/No quote is filed on this project yet/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quotes on this project (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload quote' })).not.toBeInTheDocument();
  }, 30_000);
});
