import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@app/shared/schemas/locations';
import type { Project, ProjectList } from '@app/shared/schemas/projects';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const site = {
  name: 'Obra Torre Norte',
  location_type: 'JOB_SITE',
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'MX',
  postal_code: '64000',
};

describe('/api/projects/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  let siteId: number;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    const created = await t.request({
      method: 'POST',
      url: '/api/locations/',
      token: owner,
      payload: site,
    });
    siteId = created.json<Location>().id;
  });
  afterAll(() => t.close());

  const valid = () => ({
    name: 'Torre Norte',
    code: `TN-${Math.random().toString(36).slice(2, 8)}`,
    client: 'Grupo Inmobiliario Sur',
    delivery_location_id: siteId,
    currency: 'MXN',
    tax_rate: '16',
    budget: '12500000.50',
  });
  const create = (payload: unknown, token = owner) =>
    t.request({
      method: 'POST',
      url: '/api/projects/',
      token,
      payload: payload as Record<string, unknown>,
    });

  it('creates a project on a job site with exact money, lists it for a BUYER, and finds it by search', async () => {
    const payload = valid();
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    const project = response.json<Project>();
    expect(project).toMatchObject({
      name: 'Torre Norte',
      code: payload.code,
      delivery_location: { id: siteId, name: 'Obra Torre Norte' },
      currency: 'MXN',
      tax_rate: '16',
      budget: '12500000.50',
      status: 'active',
      rfq_count: 0,
      closed_at: null,
    });
    const buyer = await createMember(t, company, 'BUYER');
    const buyerToken = (await signIn(t, buyer.email)).access;
    const list = await t.request({
      method: 'GET',
      url: '/api/projects/?search=inmobiliario',
      token: buyerToken,
    });
    expect(list.json<ProjectList>().projects.map((p) => p.id)).toContain(project.id);
    const none = await t.request({
      method: 'GET',
      url: '/api/projects/?search=zzz-nothing',
      token: buyerToken,
    });
    expect(none.json()).toEqual({ projects: [], page: 1, page_size: 50, total: 0 });
  });

  it('lets a BUYER edit, close and reopen a project', async () => {
    const buyer = await createMember(t, company, 'BUYER');
    const token = (await signIn(t, buyer.email)).access;
    const { id } = (await create(valid(), token)).json<Project>();
    const edited = await t.request({
      method: 'PUT',
      url: `/api/projects/${id}/`,
      token,
      payload: { ...valid(), name: 'Torre Sur', budget: null, currency: 'USD', tax_rate: '0' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Torre Sur', budget: null, currency: 'USD' });
    const closed = await t.request({ method: 'POST', url: `/api/projects/${id}/close/`, token });
    expect(closed.json()).toMatchObject({
      status: 'closed',
      closed_at: expect.any(String) as string,
    });
    const active = await t.request({
      method: 'GET',
      url: '/api/projects/?status=active',
      token,
    });
    expect(active.json<ProjectList>().projects.some((p) => p.id === id)).toBe(false);
    const reopened = await t.request({ method: 'POST', url: `/api/projects/${id}/reopen/`, token });
    expect(reopened.json()).toMatchObject({ status: 'active', closed_at: null });
  });

  it('answers 400 for a repeated code, a negative budget, a tax rate over 100, a float and a wrong currency', async () => {
    const first = valid();
    expect((await create(first)).statusCode).toBe(201);
    const again = await create({ ...valid(), code: first.code.toLowerCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: ['Another project of your company already uses this code.'],
      error_code: 'project_code_taken',
    });
    const bad = await create({ ...valid(), budget: '-5', tax_rate: '116', currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      budget: ['Enter a number that is not negative.'],
      tax_rate: ['Enter a percentage from 0 to 100.'],
      currency: ['Choose a valid currency.'],
      error_code: 'validation_failed',
    });
    const spanish = await t.request({
      method: 'POST',
      url: '/api/projects/?language=es',
      token: owner,
      payload: { ...valid(), budget: '1,5' },
    });
    expect(spanish.json()).toEqual({
      budget: ['Escribe un número con punto decimal, p. ej. 1234.50.'],
      error_code: 'validation_failed',
    });
  });

  it("refuses another company's location and answers 404 for another company's project", async () => {
    const other = await createCompany(t, { type: 'company' });
    const otherToken = (await signIn(t, other.ownerEmail)).access;
    const foreign = await create({ ...valid(), delivery_location_id: siteId }, otherToken);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json<object>())).toEqual(['delivery_location_id', 'error_code']);
    const { id } = (await create(valid())).json<Project>();
    for (const [method, url] of [
      ['GET', `/api/projects/${id}/`],
      ['PUT', `/api/projects/${id}/`],
      ['POST', `/api/projects/${id}/close/`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token: otherToken,
        ...(method === 'PUT' ? { payload: { ...valid(), name: 'Hijacked' } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = await t.request({ method: 'GET', url: `/api/projects/${id}/`, token: owner });
    expect(mine.json()).toMatchObject({ name: 'Torre Norte', status: 'active' });
  });

  it('answers 403 to a provider company and lets a retail user keep projects of their own', async () => {
    const provider = await createCompany(t, { type: 'provider' });
    const providerToken = (await signIn(t, provider.ownerEmail)).access;
    expect((await create(valid(), providerToken)).statusCode).toBe(403);
    const listed = await t.request({ method: 'GET', url: '/api/projects/', token: providerToken });
    expect(listed.statusCode).toBe(403);
    const retail = await createCompany(t, { type: 'retail' });
    const retailToken = (await signIn(t, retail.ownerEmail)).access;
    const mine = await create({ ...valid(), delivery_location_id: null }, retailToken);
    expect(mine.statusCode).toBe(201);
    const list = await t.request({ method: 'GET', url: '/api/projects/', token: retailToken });
    expect(list.json<ProjectList>().projects.map((p) => p.id)).toEqual([mine.json<Project>().id]);
  });
});
