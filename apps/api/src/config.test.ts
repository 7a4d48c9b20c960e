import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cotiza-config-'));

describe('configuration', () => {
  it('starts with nothing set: embedded database, outbox, a generated secret kept for the next start', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      appUrl: 'http://localhost:3000',
    });
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first.secretKey);
  });

  it('refuses to start in production without SECRET_KEY, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/SECRET_KEY/);
  });

  it('refuses to start in production without SMTP_URL, naming it, instead of printing links', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: dataDir(), SECRET_KEY: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe(
      'smtp://mail:25',
    );
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, off by default', () => {
    const config = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(config()).toBe(false);
    expect(config('false')).toBe(false);
    expect(config('1')).toBe(1);
    expect(config('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['true', '0', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => config(bad)).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });

  it.each([
    ['PORT', 'eighty', /PORT/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL/],
    ['SMTP_URL', 'http://mail', /SMTP_URL/],
    ['APP_URL', 'not a url', /APP_URL/],
    ['ACCOUNT_EXECUTIVE_EMAILS', 'a@b.co, nope', /ACCOUNT_EXECUTIVE_EMAILS/],
    ['REDIS_URL', 'localhost:6379', /REDIS_URL/],
    ['SECRET_KEY', 'short', /SECRET_KEY/],
    ['WEB_CONCURRENCY', 'two', /WEB_CONCURRENCY: must be a whole number of processes/],
    ['WEB_CONCURRENCY', '0', /WEB_CONCURRENCY: must be a whole number of processes/],
    ['WEB_CONCURRENCY', '1.5', /WEB_CONCURRENCY: must be a whole number of processes/],
  ])('stops with a message naming %s when it is bad', (name, value, pattern) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(pattern);
  });

  it('reads the account executives as a list and APP_URL without a trailing slash', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ACCOUNT_EXECUTIVE_EMAILS: 'a@b.co, c@d.co',
      APP_URL: 'https://cotiza.example/',
      PORT: '8080',
    });
    expect(config.accountExecutiveEmails).toEqual(['a@b.co', 'c@d.co']);
    expect(config.appUrl).toBe('https://cotiza.example');
    expect(config.port).toBe(8080);
  });

  it('runs one API process per core in production and one in development, on PostgreSQL', () => {
    const server = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/cotiza' };
    const production = {
      ...server,
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail:25',
    };
    expect(loadConfig(production).webConcurrency).toBe(availableParallelism());
    expect(loadConfig(server).webConcurrency).toBe(1);
    expect(loadConfig({ ...production, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it('keeps one API process on the embedded database and says what it refused', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: '4' });
    expect(config).toMatchObject({ webConcurrency: 1, webConcurrencyRefused: 4 });
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrencyRefused).toBeUndefined();
  });
});
