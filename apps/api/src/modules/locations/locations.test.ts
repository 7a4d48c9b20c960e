import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location } from '@app/shared/schemas/locations';
import { createCompany, createMember, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const valid = {
  name: 'Bodega Norte',
  city: 'Monterrey',
  state: 'Nuevo León',
  country: 'México',
  postal_code: '64000',
};

describe('/api/locations/', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
  });
  afterAll(() => t.close());

  const create = (payload: unknown, token = owner) =>
    t.request({
      method: 'POST',
      url: '/api/locations/',
      token,
      payload: payload as Record<string, unknown>,
    });

  it('creates a location with defaults, answers it with 201, and lists it', async () => {
    const response = await create(valid);
    expect(response.statusCode).toBe(201);
    const saved = response.json<Location>();
    expect(saved).toEqual({
      id: expect.any(Number) as number,
      ...valid,
      location_type: 'OTHER',
      street_number: '',
      route: '',
      floor: '',
      apartment: '',
      latitude: null,
      longitude: null,
      place_id: '',
      formatted_address: '',
      full_address: '',
    });
    const buyer = await createMember(t, company, 'BUYER');
    const list = await t.request({
      method: 'GET',
      url: '/api/locations/',
      token: (await signIn(t, buyer.email)).access,
    });
    expect(list.json<Location[]>()).toContainEqual(saved);
  });

  it('replaces a location with PUT and answers the saved one', async () => {
    const { id } = (await create(valid)).json<Location>();
    const response = await t.request({
      method: 'PUT',
      url: `/api/locations/${id}/`,
      token: owner,
      payload: {
        ...valid,
        name: 'Tienda Centro',
        location_type: 'STORE',
        latitude: -90,
        longitude: 180,
        route: 'Av. Juárez',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Tienda Centro',
      location_type: 'STORE',
      latitude: -90,
      longitude: 180,
      route: 'Av. Juárez',
    });
  });

  it('deletes a location with 204; deleting it again answers 404', async () => {
    const { id } = (await create(valid)).json<Location>();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${id}/`, token: owner }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${id}/`, token: owner }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 400 naming each missing required field', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>()).sort()).toEqual([
      'city',
      'country',
      'error_code',
      'name',
      'postal_code',
      'state',
    ]);
    const blank = await create({ ...valid, city: '  ' });
    expect(blank.json()).toEqual({
      city: ['This field is required.'],
      error_code: 'validation_failed',
    });
  });

  it('answers 400 on latitude 91, longitude -181 and a wrong location type, never 500', async () => {
    const latitude = await create({ ...valid, latitude: 91 });
    expect(latitude.statusCode).toBe(400);
    expect(latitude.json()).toEqual({
      latitude: ['Latitude must be between -90 and 90.'],
      error_code: 'validation_failed',
    });
    const longitude = await create({ ...valid, longitude: -181 });
    expect(longitude.json()).toEqual({
      longitude: ['Longitude must be between -180 and 180.'],
      error_code: 'validation_failed',
    });
    const type = await create({ ...valid, location_type: 'CASTLE' }, owner);
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({
      location_type: ['Choose a valid location type.'],
      error_code: 'validation_failed',
    });
    const text = await create({ ...valid, latitude: '12' });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json<object>())).toEqual(['latitude', 'error_code']);
  });

  it('answers the nine location types, job site first, with names in the request language', async () => {
    const es = await t.request({
      method: 'GET',
      url: '/api/locations/types/?language=es',
      token: owner,
    });
    const types = es.json<Record<string, string>>();
    expect(Object.keys(types)).toEqual([
      'JOB_SITE',
      'WAREHOUSE',
      'STORE',
      'OFFICE',
      'FACTORY',
      'DISTRIBUTION_CENTER',
      'SHOWROOM',
      'HOME',
      'OTHER',
    ]);
    const en = await t.request({
      method: 'GET',
      url: '/api/locations/types/',
      token: owner,
      headers: { 'accept-language': 'en' },
    });
    expect(en.json<Record<string, string>>().WAREHOUSE).toBe('Warehouse');
    expect(types.WAREHOUSE).not.toBe('Warehouse');
  });

  it('answers 403 when a BUYER creates a location', async () => {
    const buyer = await createMember(t, company, 'BUYER');
    const response = await create(valid, (await signIn(t, buyer.email)).access);
    expect(response.statusCode).toBe(403);
  });

  it("keeps each company's and retail account's locations apart: another company's id answers 404 and changes nothing", async () => {
    const retail = await createCompany(t, { type: 'retail' });
    const retailToken = (await signIn(t, retail.ownerEmail)).access;
    const mine = (
      await create({ ...valid, name: 'Casa', location_type: 'HOME' }, retailToken)
    ).json<Location>();
    const ours = (await create(valid)).json<Location>();
    const retailList = (
      await t.request({ method: 'GET', url: '/api/locations/', token: retailToken })
    ).json<Location[]>();
    expect(retailList.map((l) => l.id)).toEqual([mine.id]);
    const put = await t.request({
      method: 'PUT',
      url: `/api/locations/${ours.id}/`,
      token: retailToken,
      payload: { ...valid, name: 'Hijacked' },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/locations/${ours.id}/`, token: retailToken }))
        .statusCode,
    ).toBe(404);
    const ownerList = (
      await t.request({ method: 'GET', url: '/api/locations/', token: owner })
    ).json<Location[]>();
    expect(ownerList.find((l) => l.id === ours.id)?.name).toBe('Bodega Norte');
    expect(ownerList.some((l) => l.id === mine.id)).toBe(false);
  });
});
