import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Input PostgreSQL cannot take answers 400 in the user's language, never 500 (docs/product-rules.md § Errors). */
describe('values the database cannot hold', () => {
  let t: TestApp;
  let access: string;
  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t);
    access = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  it.each([
    ['/api/token/', { email: 'ana\u0000@cotiza.test', password: 'x' }, 'email'],
    ['/api/stakeholders/check-email/', { email: 'ana\u0000@cotiza.test' }, 'email'],
    ['/api/users/password-reset/', { email: 'ana\u0000@cotiza.test' }, 'email'],
  ])('refuses a NUL character sent to %s as that field’s error', async (url, payload, field) => {
    const response = await t.request({ method: 'POST', url: `${url}?language=es`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ [field]: ['Quita los caracteres no válidos.'] });
  });

  it('refuses a NUL character in a signed-in form, and saves nothing', async () => {
    const before = await t.request({ method: 'GET', url: '/api/users/profile/', token: access });
    const response = await t.request({
      method: 'PUT',
      url: '/api/users/profile/',
      token: access,
      payload: { ...before.json<Record<string, unknown>>(), first_name: 'Ana\u0000' },
    });
    expect(response.statusCode).toBe(400);
    const after = await t.request({ method: 'GET', url: '/api/users/profile/', token: access });
    expect(after.json()).toEqual(before.json());
  });

  it('answers ids past the integer column as not found', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.request({
        method,
        url: '/api/locations/2147483648/',
        token: access,
        ...(method === 'PUT' ? { payload: { name: 'Obra', location_type: 'warehouse' } } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
  });
});
