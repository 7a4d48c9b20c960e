import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildInboxEntry, pageOf } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

/** The inbox of a provider company sent `total` RFQs; keeps the list URLs asked for. */
function openInbox(total: number) {
  const asked: URL[] = [];
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  server.use(
    http.get(apiUrl(API_PATHS.inboxRfqs), ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(pageOf(request.url, total, (n) => buildInboxEntry(n)));
    }),
  );
  return { ...renderApp('/in/inbox'), asked };
}

const rfqLink = (n: number) =>
  screen.findByRole('link', {
    name: `SDC-2026-${String(n).padStart(4, '0')} · Materiales etapa ${n}`,
  });

describe('the provider inbox', () => {
  it('shows 50 RFQs a page with a pager, and asks for page 2 when it is chosen', async () => {
    const { user, asked, location } = openInbox(51);
    expect(await rfqLink(1)).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'RFQs received' })).getAllByRole('row'),
    ).toHaveLength(51);
    const nav = screen.getByRole('navigation', { name: 'Pages of RFQs received' });
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await rfqLink(51)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(asked.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(location().search).toBe('?page=2');
  }, 30_000);

  it('shows no pager when every RFQ fits on one page', async () => {
    openInbox(2);
    expect(await rfqLink(2)).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Pages of RFQs received' }),
    ).not.toBeInTheDocument();
  });
});
