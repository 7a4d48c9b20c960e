import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';
import { quoteDetail, quoteLine } from '../testing/quote-fixtures';

const ID = 63;

const tiffQuote: QuoteDetail = quoteDetail(ID, {
  file_name: 'escaneo.tiff',
  quote_number: 'F-1',
  version: 2,
  file: { id: 9, content_type: 'image/tiff', size: 4000, sha256: 'ab' },
  // Read on the second page of the TIFF.
  lines: [
    quoteLine(1, { description: 'Codo PVC', source: { page: 2, box: [100, 300, 900, 340] } }),
  ],
});

/** A buyer on a TIFF quote; each page PNG asked for is counted. */
function buyerWithTiff(pages: () => Response) {
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const asked: string[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.quote(ID)), () => HttpResponse.json(tiffQuote)),
    http.get(apiUrl(API_PATHS.quotePriceAlerts(ID)), () => HttpResponse.json({ lines: [] })),
    http.get(apiUrl(API_PATHS.quoteFilePages(ID)), pages),
    http.get(apiUrl(API_PATHS.quoteFilePage(ID, ':page')), ({ params }) => {
      asked.push(String(params.page));
      return new HttpResponse(new Uint8Array([137, 80, 78, 71]), {
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return asked;
}

beforeEach(() => {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:page-${++n}`),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a TIFF quote beside its values', { timeout: 60_000 }, () => {
  it('shows the page of the focused line as the PNG the API renders, and turns pages', async () => {
    const asked = buyerWithTiff(() =>
      HttpResponse.json({
        pages: [
          { width: 1700, height: 2200 },
          { width: 1700, height: 2200 },
        ],
      }),
    );
    const { user } = renderApp(`/in/quotes/${ID}`);
    expect(
      await screen.findByText('Page 1 of 2', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'Original document: escaneo.tiff' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:page-/));
    expect(asked).toEqual(['1']);

    // Focusing the line read on page 2 turns to it and outlines its box there.
    await user.click(screen.getByRole('textbox', { name: 'Quantity, line 1' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['1', '2']));
    expect(await screen.findByTestId('source-highlight')).toHaveStyle({
      left: `${(100 / 1700) * 100}%`,
      top: `${(300 / 2200) * 100}%`,
    });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('says the file cannot be shown when the API cannot draw it', async () => {
    const asked = buyerWithTiff(() =>
      HttpResponse.json(
        {
          error: 'This file cannot be shown here: download it to open it on your computer.',
          error_code: 'quote_preview_unavailable',
        },
        { status: 422 },
      ),
    );
    renderApp(`/in/quotes/${ID}`);
    expect(
      await screen.findByText(
        'This file cannot be shown here: download it to open it on your computer.',
        undefined,
        { timeout: 30_000 },
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download the original' })).toBeInTheDocument();
  });
});
