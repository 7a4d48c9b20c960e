import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@app/shared/api/paths';
import type { Project } from '@app/shared/schemas/projects';
import { storeTokens } from '#web/lib/auth-storage.ts';
import { i18n } from '#web/lib/i18n.ts';
import { buildProfile } from '#web/testing/app-handlers.ts';
import { apiUrl } from '#web/testing/handlers.ts';
import { buildProject, projectPageOf } from '#web/testing/purchasing-fixtures.ts';
import { server } from '#web/testing/server.ts';
import { renderApp } from '#web/testing/test-utils.tsx';

/** A Spanish-speaking buyer of a company in `country`; keeps the projects it saves. */
async function signInSpanish(country: string) {
  await i18n.changeLanguage('es');
  storeTokens({ access: 'access-1', refresh: 'refresh-1' });
  const saved: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.profile), () =>
      HttpResponse.json(
        buildProfile({
          user_type: 'Company User',
          role: 'OWNER',
          language: 'es',
          company_country: country,
        }),
      ),
    ),
    http.get(apiUrl(API_PATHS.project(5)), () =>
      HttpResponse.json(buildProject({ budget: '1250000.5', tax_rate: '16' })),
    ),
    http.get(apiUrl(API_PATHS.rfqs), () =>
      HttpResponse.json({ rfqs: [], page: 1, page_size: 50, total: 0 }),
    ),
    http.get(apiUrl(API_PATHS.projects), ({ request }) =>
      HttpResponse.json(projectPageOf(request.url, 0, (n) => buildProject({ id: n }))),
    ),
    http.post(apiUrl(API_PATHS.projects), async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json(buildProject({ id: 5 }) satisfies Project, { status: 201 });
    }),
  );
  return saved;
}

/** docs/product-rules.md § Numbers and dates: the company's country writes and reads amounts. */
describe('amounts the way the company’s country writes them', () => {
  it('shows one budget as 1,250,000.50 in Mexico and 1.250.000,50 in Spain, both in Spanish', async () => {
    await signInSpanish('MX');
    const mexico = renderApp('/in/projects/5');
    expect(
      await screen.findByText('1,250,000.50 MXN', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    mexico.unmount();

    await signInSpanish('ES');
    renderApp('/in/projects/5');
    expect(
      await screen.findByText('1.250.000,50 MXN', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('1,250,000.50 MXN')).not.toBeInTheDocument();
  }, 30_000);

  it('takes a budget typed with a decimal comma in Spain and with a point in Mexico', async () => {
    for (const [country, typed] of [
      ['ES', '1250000,50'],
      ['ES', '1.250.000,50'],
      ['MX', '1,250,000.50'],
      ['MX', '1250000.50'],
    ] as const) {
      const saved = await signInSpanish(country);
      const { user, unmount } = renderApp('/in/projects');
      await user.click(
        await screen.findByRole('button', { name: 'Nuevo proyecto' }, { timeout: 10_000 }),
      );
      const dialog = within(await screen.findByRole('dialog'));
      await user.type(dialog.getByRole('textbox', { name: /Nombre/ }), 'Torre Reforma');
      await user.type(dialog.getByRole('textbox', { name: /Clave/ }), 'TR-1');
      await user.type(dialog.getByRole('textbox', { name: /Presupuesto/ }), typed);
      await user.click(dialog.getByRole('button', { name: 'Guardar' }));
      await expect.poll(() => saved.length, { timeout: 10_000 }).toBe(1);
      expect(saved[0]).toMatchObject({ budget: '1250000.5', tax_rate: '16' });
      unmount();
    }
  }, 90_000);

  it('says under the field when the budget is no number, in Spanish', async () => {
    const saved = await signInSpanish('ES');
    const { user } = renderApp('/in/projects');
    await user.click(
      await screen.findByRole('button', { name: 'Nuevo proyecto' }, { timeout: 10_000 }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Nombre/ }), 'Torre Reforma');
    await user.type(dialog.getByRole('textbox', { name: /Clave/ }), 'TR-1');
    await user.type(dialog.getByRole('textbox', { name: /Presupuesto/ }), '12,5,0');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByRole('textbox', { name: /Presupuesto/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(saved).toEqual([]);
  }, 30_000);
});
