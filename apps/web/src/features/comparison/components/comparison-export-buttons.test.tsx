import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Comparison } from '@app/shared/schemas/comparisons';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

const comparison: Comparison = {
  rfq_id: 7,
  currency: 'MXN',
  items: [],
  offers: [],
  cells: [],
};

async function openComparison(fileStatus = 200) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const requests: Request[] = [];
  const file = ({ request }: { request: Request }) => {
    requests.push(request);
    return fileStatus === 200
      ? new HttpResponse(new Blob(['file']), { status: 200 })
      : HttpResponse.json({ error: 'Not found.' }, { status: fileStatus });
  };
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.rfqComparison(7)), () => HttpResponse.json(comparison)),
    http.get(apiUrl(API_PATHS.rfqComparisonXlsx(7)), file),
    http.get(apiUrl(API_PATHS.rfqComparisonPdf(7)), file),
  );
  const view = renderApp('/in/rfqs/7/comparison');
  await screen.findByRole('heading', { level: 1, name: 'Comparison' }, { timeout: 10_000 });
  return { ...view, requests };
}

describe('comparison export buttons', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the XLSX and the PDF with the session token, in the interface language', async () => {
    const createObjectURL = vi.fn(() => 'blob:comparison');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, requests } = await openComparison();

    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));

    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      expect.stringMatching(/\/rfqs\/7\/comparison\/xlsx\/$/),
      expect.stringMatching(/\/rfqs\/7\/comparison\/pdf\/$/),
    ]);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
    expect(new URL(requests[0]!.url).searchParams.get('language')).toBe('en');
    const links = click.mock.contexts as HTMLAnchorElement[];
    expect(links.map((link) => link.download)).toEqual(['comparison-7.xlsx', 'comparison-7.pdf']);
  });

  it('says so when the file cannot be downloaded', async () => {
    const { user } = await openComparison(404);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });
});
