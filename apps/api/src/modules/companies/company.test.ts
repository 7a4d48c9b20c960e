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
    expect(response.json()).toEqual({ name: 'Cementos Lago', type: 'provider', country: 'MX' });
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
    expect(response.json()).toEqual({
      name: 'Cementos del Lago',
      type: 'provider',
      country: 'MX',
    });
  });

  it('moves the company to another country, which every member’s profile then carries', async () => {
    const staff = await createMember(t, company, 'STAFF');
    const response = await t.request({
      method: 'PATCH',
      url: '/api/stakeholders/mine/',
      token: owner,
      payload: { name: 'Cementos del Lago', country: 'ES' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ country: 'ES' });
    const profile = await t.request({
      method: 'GET',
      url: '/api/users/profile/',
      token: (await signIn(t, staff.email)).access,
    });
    expect(profile.json()).toMatchObject({ company_country: 'ES' });
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/stakeholders/mine/',
      token: owner,
      payload: { name: 'Cementos Lago' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Cementos Lago', country: 'ES' });
  });

  it('answers 400 on country, in the caller’s language, for a country it does not know', async () => {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/stakeholders/mine/?language=es',
      token: owner,
      payload: { name: 'Cementos Lago', country: 'XX' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ country: [expect.stringContaining('país')] });
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
