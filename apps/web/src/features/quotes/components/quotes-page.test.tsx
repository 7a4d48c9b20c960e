import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '../../../lib/auth-storage';
import { buildProfile } from '../../../testing/app-handlers';
import { apiUrl } from '../../../testing/handlers';
import { server } from '../../../testing/server';
import { renderApp } from '../../../testing/test-utils';
import { quoteDetail } from '../testing/quote-fixtures';

/** The Quotes page of a buyer whose company has 120 quotes; keeps what each request asked for. */
function openQuotes(path: string) {
  const asked: string[] = [];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
    ),
    http.get(apiUrl(API_PATHS.quotes), ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      asked.push(`${url.searchParams.get('status') ?? '-'} ${page}`);
      const quotes = Array.from({ length: 50 }, (_, i) =>
        quoteDetail((page - 1) * 50 + i + 1, {
          file_name: `cotizacion-${(page - 1) * 50 + i + 1}.pdf`,
        }),
      );
      return HttpResponse.json({ quotes, page, page_size: 50, total: 120 });
    }),
  );
  return { ...renderApp(path), asked };
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
});
