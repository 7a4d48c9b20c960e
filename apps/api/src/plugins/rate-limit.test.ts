import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** With REDIS_URL, API processes share one count: failures on one are refused on the other. */
describe('rate limits kept in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_FACTOR: '1' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts password-reset requests from one address across two API processes', async () => {
    // A fresh address per run, so an earlier run's counts in Redis do not leak in.
    const address = `10.${randomBytes(3).join('.')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? a : b;
      const response = await target.request({
        method: 'POST',
        url: '/api/users/password-reset/',
        payload: { email: uniqueEmail() },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
