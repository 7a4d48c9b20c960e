import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

describe("a project's page", () => {
  it('shows the budget to the cent, however large (docs/product-rules.md § Projects)', async () => {
    storeTokens({ access: 'access-1', refresh: 'refresh-1' });
    server.use(
      http.get(apiUrl(API_PATHS.profile), () =>
        HttpResponse.json(buildProfile({ user_type: 'Company User', role: 'BUYER' })),
      ),
      http.get(apiUrl(API_PATHS.project(5)), () =>
        HttpResponse.json(buildProject({ budget: '98765432109876543.21' })),
      ),
      http.get(apiUrl(API_PATHS.rfqs), () =>
        HttpResponse.json({ rfqs: [], page: 1, page_size: 50, total: 0 }),
      ),
    );
    renderApp('/in/projects/5');
    // As a binary float this amount reads 98,765,432,109,876,540.00.
    expect(
      await screen.findByText('98,765,432,109,876,543.21 MXN', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 30_000);
});
