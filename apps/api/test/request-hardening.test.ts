import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createMember, signIn, type Company } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Bad input of every kind answers 400 or 413 with a clear message, never 500, and leaks nothing. */
describe('bad input', () => {
  let t: TestApp;
  let access: string;
  let company: Company;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t);
    access = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const post = (url: string, body: string, language = 'en') =>
    t.request({
      method: 'POST',
      url: `${url}?language=${language}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });

  it('answers malformed JSON with 400 and a message in the request language', async () => {
    const response = await post('/api/token/', '{"email": "a@b.co", ', 'es');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'El cuerpo de la solicitud no es un JSON válido.',
      error_code: 'malformed_json',
    });
  });

  it('treats an empty JSON body as no body: a call that needs one names its fields', async () => {
    const response = await post('/api/stakeholders/register/', '');
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, unknown>>()).not.toEqual({
      error: 'The request body is not valid JSON.',
    });
    expect(JSON.stringify(response.json())).not.toContain('JSON');
  });

  it('accepts a DELETE and a POST that send the JSON content type with an empty body', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/locations/',
      token: access,
      payload: {
        name: 'Bodega vacía',
        city: 'Monterrey',
        state: 'Nuevo León',
        country: 'México',
        postal_code: '64000',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/locations/${id}/`,
      token: access,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.request({ method: 'GET', url: `/api/locations/${id}/`, token: access });
    expect(gone.statusCode).toBe(404);
    const member = await createMember(t, company, 'STAFF');
    const toggled = await t.request({
      method: 'POST',
      url: `/api/users/${member.id}/toggle_status/`,
      token: access,
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(toggled.statusCode).toBe(200);
  });

  it('answers a body over 10 MB with 413', async () => {
    const response = await post(
      '/api/stakeholders/check-email/',
      JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(10 * 1024 * 1024 + 10) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The request body is too large.',
      error_code: 'body_too_large',
    });
  });

  it('answers wrong types with 400 naming the fields', async () => {
    const response = await post(
      '/api/stakeholders/register/',
      JSON.stringify({
        email: 42,
        password: ['x'],
        first_name: {},
        last_name: null,
        phone_number: true,
        registration_type: 7,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(
      expect.arrayContaining([
        'email',
        'password',
        'first_name',
        'last_name',
        'phone_number',
        'registration_type',
      ]),
    );
  });

  it('answers over-long names and descriptions with 400', async () => {
    const response = await post(
      '/api/stakeholders/register/',
      JSON.stringify({
        email: 'long@example.com',
        password: 'Ladrillo#Rojo2026',
        first_name: 'a'.repeat(151),
        last_name: 'b',
        phone_number: '+5215512345678',
        registration_type: 'company',
        subtype: 'contractor',
        company_name: 'c'.repeat(151),
        description: 'd'.repeat(2001),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      first_name: ['This value is too long.'],
      company_name: ['This value is too long.'],
      description: ['This value is too long.'],
      error_code: 'validation_failed',
    });
  });

  it('ignores unknown fields', async () => {
    const response = await post(
      '/api/stakeholders/check-email/',
      JSON.stringify({ email: 'free@example.com', is_staff: true }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers a JSON array or a string where an object is expected with 400', async () => {
    for (const body of ['[]', '"text"', 'null', '12']) {
      const response = await post('/api/token/', body);
      expect(response.statusCode, body).toBe(400);
    }
  });

  it('answers a body that is not JSON with 415 and a message', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/token/',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'Send the request body as JSON.',
      error_code: 'unsupported_media_type',
    });
  });

  it('never shows a stack trace, SQL or a password hash', async () => {
    const responses = await Promise.all([
      post('/api/token/', '{bad'),
      t.request({ method: 'GET', url: '/api/users/profile/', token: access }),
      t.request({
        method: 'PUT',
        url: '/api/users/profile/',
        token: access,
        payload: { first_name: 1 },
      }),
    ]);
    for (const response of responses) {
      expect(response.body).not.toMatch(
        /at .+\.ts:\d+|select |insert into|scrypt\$|password_hash|passwordHash/i,
      );
    }
  });

  it('answers an id that is not a number as not found', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/backoffice/registrations/abc/approve/',
      token: access,
    });
    expect([403, 404]).toContain(response.statusCode);
  });

  it('answers 401 before any field error when a signed-in call comes without a valid token', async () => {
    const calls = [
      { method: 'PUT' as const, url: '/api/users/profile/', payload: { first_name: 7 } },
      { method: 'POST' as const, url: '/api/users/set-user-language/', payload: { language: 7 } },
      { method: 'POST' as const, url: '/api/users/change-password/', payload: { password: 7 } },
      { method: 'POST' as const, url: '/api/backoffice/registrations/abc/approve/', payload: {} },
      { method: 'POST' as const, url: '/api/internal/cli/', payload: { command: 7 } },
    ];
    for (const call of calls) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await t.request({
          ...call,
          url: `${call.url}?language=es`,
          ...(token ? { token } : {}),
        });
        expect({ url: call.url, token, status: response.statusCode }).toEqual({
          url: call.url,
          token,
          status: 401,
        });
        expect(response.body).not.toMatch(/first_name|language|password|command/);
      }
    }
  });

  it('sets security headers with a content security policy', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health/' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the request schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(document.paths['/api/stakeholders/register/']?.post?.requestBody).toBeTruthy();
    expect(document.paths['/api/token/refresh/']).toBeTruthy();
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });
});
