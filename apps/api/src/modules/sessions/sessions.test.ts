import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { createCompany, createMember, PASSWORD, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';

// The session cache (docs/decisions/017-session-cache.md § Session cache): signed-in callers are
// served from memory, and every way of ending or changing what a session may do takes effect at the
// next request.
describe('the session cache', () => {
  let t: TestApp;
  let statements: string[] = [];
  beforeAll(async () => {
    const base = await createTestDatabase();
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const options = { schema, casing: 'snake_case' as const, logger };
    const db = (base.raw
      ? drizzlePglite(base.raw, options)
      : drizzlePg(base.pool!, options)) as unknown as Db;
    t = await createTestApp({ database: { ...base, db } });
  }, 60_000);
  afterAll(() => t.close());

  const profile = (token: string) =>
    t.request({ method: 'GET', url: '/api/users/profile/', token });
  const sessionQueries = () => statements.filter((query) => query.includes('"sessions"'));

  it('asks the database for a session once, then serves the next requests from memory', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    statements = [];
    for (let i = 0; i < 3; i++) expect((await profile(pair.access)).statusCode).toBe(200);
    expect(sessionQueries()).toHaveLength(1);
  });

  it('refuses the access token at the next request after a logout', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    expect((await profile(pair.access)).statusCode).toBe(200);
    const logout = await t.request({
      method: 'POST',
      url: '/api/token/blacklist/',
      payload: { refresh: pair.refresh },
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await profile(pair.access)).statusCode).toBe(401);
  });

  it('refuses the access token at the next request after a spent refresh token comes back', async () => {
    const company = await createCompany(t);
    const pair = await signIn(t, company.ownerEmail);
    const refresh = (token: string) =>
      t.request({ method: 'POST', url: '/api/token/refresh/', payload: { refresh: token } });
    const next = await refresh(pair.refresh);
    expect(next.statusCode).toBe(200);
    const { access } = next.json<{ access: string }>();
    expect((await profile(access)).statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(401);
    expect((await profile(access)).statusCode).toBe(401);
  });

  it('refuses a member deactivated by the owner at their next request', async () => {
    const company = await createCompany(t);
    const owner = await signIn(t, company.ownerEmail);
    const member = await createMember(t, company, 'BUYER');
    const pair = await signIn(t, member.email);
    expect((await profile(pair.access)).statusCode).toBe(200);
    const toggle = await t.request({
      method: 'POST',
      url: `/api/users/${member.id}/toggle_status/`,
      token: owner.access,
    });
    expect(toggle.statusCode).toBe(200);
    expect((await profile(pair.access)).statusCode).toBe(401);
  });

  it('ends the other sessions at once when the password changes, and keeps the one that changed it', async () => {
    const company = await createCompany(t);
    const laptop = await signIn(t, company.ownerEmail);
    const phone = await signIn(t, company.ownerEmail);
    expect((await profile(phone.access)).statusCode).toBe(200);
    const change = await t.request({
      method: 'POST',
      url: '/api/users/change-password/',
      token: laptop.access,
      payload: { current_password: PASSWORD, new_password: 'Varilla#Corrugada77' },
    });
    expect(change.statusCode).toBeLessThan(300);
    expect((await profile(phone.access)).statusCode).toBe(401);
    expect((await profile(laptop.access)).statusCode).toBe(200);
  });

  it('applies a role change at the next request: an admin made buyer may no longer rename the company', async () => {
    const company = await createCompany(t);
    const owner = await signIn(t, company.ownerEmail);
    const admin = await createMember(t, company, 'ADMIN');
    const pair = await signIn(t, admin.email);
    const rename = (name: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/stakeholders/mine/',
        token: pair.access,
        payload: { name },
      });
    expect((await rename('Renamed by the admin')).statusCode).toBe(200);
    // The rename itself refreshed every member's actor: this request caches the admin's again.
    expect((await profile(pair.access)).statusCode).toBe(200);
    const demote = await t.request({
      method: 'PATCH',
      url: `/api/users/${admin.id}/`,
      token: owner.access,
      payload: { role: 'BUYER' },
    });
    expect(demote.statusCode).toBe(200);
    expect((await rename('Renamed by a buyer')).statusCode).toBe(403);
  });
});
