import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/health/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 ok when the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not answer', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.resolve(false);
    try {
      const response = await t.request({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
    } finally {
      t.database.ping = original;
    }
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here/?language=es' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No encontrado.' });
  });
});
