import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('/api/stakeholders/mine/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'provider', name: 'Cementos Lago' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  it("answers the caller's company name and type", async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/stakeholders/mine/',
      token: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Cementos Lago', type: 'provider' });
  });

  it('renames the company for an admin and answers the saved company', async () => {
    const admin = await createMember(t, company, 'ADMIN');
    const token = (await signIn(t, admin.email)).access;
    const response = await t.request({
      method: 'PATCH',
      url: '/api/stakeholders/mine/',
      token,
      payload: { name: '  Cementos del Lago ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Cementos del Lago', type: 'provider' });
  });

  it('answers 400 on name for an empty or over-long name', async () => {
    for (const name of ['', '   ', 'x'.repeat(151), 12]) {
      const response = await t.request({
        method: 'PATCH',
        url: '/api/stakeholders/mine/',
        token: owner,
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<object>())).toEqual(['name', 'error_code']);
    }
  });

  it('answers 403 when a STAFF member renames the company, before looking at the body', async () => {
    const staff = await createMember(t, company, 'STAFF');
    const token = (await signIn(t, staff.email)).access;
    const response = await t.request({
      method: 'PATCH',
      url: '/api/stakeholders/mine/?language=es',
      token,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'No tienes permiso para realizar esta acción.',
      error_code: 'forbidden',
    });
  });

  it('answers 403 to a retail user, who has no company', async () => {
    const retail = await createCompany(t, { type: 'retail' });
    const token = (await signIn(t, retail.ownerEmail)).access;
    expect(
      (await t.request({ method: 'GET', url: '/api/stakeholders/mine/', token })).statusCode,
    ).toBe(403);
    const members = await t.request({ method: 'GET', url: '/api/users/invites/', token });
    expect(members.statusCode).toBe(403);
    expect(members.json()).toEqual({
      error: 'Retail accounts have no company members.',
      error_code: 'retail_no_company',
    });
  });
});
