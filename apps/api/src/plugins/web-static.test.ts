import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_LANGUAGE_SCRIPT } from '@app/shared/constants/first-paint';
import { buildApp } from '../app.ts';
import { createMemoryTransport } from '../../test/mail-catcher.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';

describe('the web app on the same port', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cotiza-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Cotiza</title><div id="root"></div>',
    );
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    // What the build writes beside a text file (apps/web/vite.config.ts): smaller copies.
    writeFileSync(join(dist, 'assets', 'app-123.js.br'), 'brotli bytes');
    writeFileSync(join(dist, 'assets', 'app-123.js.gz'), 'gzip bytes');
    writeFileSync(join(dist, 'assets', 'app-123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(join(dist, 'config.js'), 'window.__COTIZA_CONFIG__ = {};');
    // What the build's prerender step writes (apps/web/vite/prerender.ts).
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'prerendered', 'signup.html'),
      `<!doctype html><script>${FIRST_PAINT_LANGUAGE_SCRIPT}</script><div id="root-es" inert><h1>Crea tu cuenta de Cotiza</h1></div>`,
    );
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({
        WEB_DIST_DIR: dist,
        WEB_SENTRY_DSN: 'https://key@sentry.example.com/1',
      }),
      database,
      mailTransport: createMemoryTransport(),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(['/', '/login', '/in/settings', '/users/activate/MQ/abc-def', '/anything/else'])(
    'answers %s with the app page',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves built assets with a long cache and a missing asset as a 404, not the page', async () => {
    const asset = await app.inject({ url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
    // A signed link's token ends with a long signature after a dot: still the app's page.
    const link = await app.inject({
      url: '/rfq-answer/eyJpIjoxfQ.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfG',
    });
    expect(link.statusCode).toBe(200);
    expect(link.headers['content-type']).toContain('text/html');
  });

  it('hands the browser its start-time settings in a same-origin script, and lets it reach the error reporter', async () => {
    const response = await app.inject({ url: '/config.js' });
    expect(response.body).toBe(
      'window.__COTIZA_CONFIG__={"sentryDsn":"https://key@sentry.example.com/1"};',
    );
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain(
      "connect-src 'self' https://sentry.example.com",
    );
  });

  it('keeps the source maps it was built with to itself unless configured to serve them', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app-123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
    const script = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(script.statusCode).toBe(200);
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies', async () => {
    const asset = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip bytes');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses API answers of 1 KB and more, and leaves smaller ones as they are', async () => {
    const openapi = await app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(String(openapi.headers.vary)).toMatch(/accept-encoding/i);
    const health = await app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends no HSTS over plain http, where it would pin every subdomain of the host to https', async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers a prerendered page with its first paint, and lets its language script run', async () => {
    const page = await app.inject({ url: '/signup' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Crea tu cuenta de Cotiza</h1>');
    const hash = createHash('sha256').update(FIRST_PAINT_LANGUAGE_SCRIPT).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('answers a prerendered page asked with a query with the app page, which draws what the query says', async () => {
    const page = await app.inject({ url: '/signup?type=retail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('Crea tu cuenta');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ url: '/api/nope/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', error_code: 'not_found' });
  });
});
