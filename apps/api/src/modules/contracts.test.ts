import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, type Contract } from '@app/shared/api/contract';
import { allContracts } from '@app/shared/api/contracts/index';
import { API_BASE } from '@app/shared/api/paths';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INTERNAL_CLI_PATH } from './internal/internal.service.ts';

/**
 * Routes without a contract. The CLI's loopback door is no part of the API. The RFQ routes landed
 * before the contract layer and still register with app.get/app.post: they move onto contracts
 * next, and this list shrinks to the CLI door. A route added anywhere else without a contract fails.
 */
const WITHOUT_CONTRACT = new Set([
  `POST ${API_BASE}${INTERNAL_CLI_PATH}`,
  ...[
    'GET /rfqs/',
    'POST /rfqs/',
    'GET /rfqs/:id/',
    'PUT /rfqs/:id/',
    'POST /rfqs/:id/send/',
    'POST /rfqs/:id/close/',
    'POST /rfqs/:id/invitations/:invitationId/withdraw/',
    'GET /rfqs/:id/pdf/',
    'GET /rfqs/:id/xlsx/',
    'GET /rfq-answer/:token/',
    'POST /rfq-answer/:token/',
    'POST /rfq-answer/:token/files/',
    'GET /inbox/rfqs/',
    'GET /inbox/rfqs/:id/',
    'POST /inbox/rfqs/:id/answer/',
    'POST /inbox/rfqs/:id/files/',
  ].map((route) => route.replace(' ', ` ${API_BASE}`)),
]);

const contracts = Object.entries<Record<string, Contract>>(allContracts).flatMap(
  ([module, group]) =>
    Object.entries(group).map(([name, contract]) => ({ id: `${module}.${name}`, contract })),
);

describe('route contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers every API route from a contract', () => {
    const withoutContract = t.app.apiRouteList
      .filter((route) => !route.contract)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !WITHOUT_CONTRACT.has(route));
    expect(withoutContract).toEqual([]);
  });

  it('has a route for every contract, at its method and path', () => {
    const registered = new Set(t.app.apiRouteList.map((route) => `${route.method} ${route.url}`));
    const missing = contracts
      .map(({ id, contract }) => ({ id, key: `${contract.method} ${API_BASE}${contract.path}` }))
      .filter(({ key }) => !registered.has(key))
      .map(({ id, key }) => `${id}: ${key}`);
    expect(missing).toEqual([]);
  });

  it('writes each contract once: no two contracts share a method and path', () => {
    const keys = contracts.map(({ contract }) => `${contract.method} ${contract.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('documents every contract in the OpenAPI document', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `${API_BASE}/openapi.json` });
    const document = answer.json<{ paths: Record<string, Record<string, unknown>> }>();
    const missing = contracts
      .filter(({ contract }) => !contract.hide)
      .filter(({ contract }) => {
        const path = `${API_BASE}${contract.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
        return !document.paths[path]?.[contract.method.toLowerCase()];
      })
      .map(({ id }) => id);
    expect(missing).toEqual([]);
  });

  it('fills path parameters, encoded', () => {
    expect(fillPath(allContracts.locations.update, { id: 7 })).toBe('/locations/7/');
    expect(fillPath(allContracts.account.activate, { uidb64: 'MQ', token: 'a/b' })).toBe(
      '/users/activate/MQ/a%2Fb/',
    );
  });
});
