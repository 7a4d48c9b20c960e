import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectStatus } from '@app/shared/constants/purchasing';
import type { ProjectList } from '@app/shared/schemas/projects';
import { createCompany, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { projects } from '../../db/schema/index.ts';

type Seed = { name: string; client?: string; status?: ProjectStatus };

describe('paged projects list: GET /projects/', () => {
  let t: TestApp;
  let sequence = 0;
  let token: string;
  let otherToken: string;
  /** The buyer's project ids, oldest first, as inserted. */
  let ids: number[];

  /** Inserts projects straight into the table, in order: 50+ through the API adds nothing. */
  async function insertProjects(company: Company, seeds: Seed[]): Promise<number[]> {
    const rows = await t.database.db
      .insert(projects)
      .values(
        seeds.map((seed) => ({
          stakeholderId: company.id,
          name: seed.name,
          code: `P-${++sequence}`,
          client: seed.client ?? '',
          currency: 'MXN' as const,
          taxRate: '16',
          status: seed.status ?? 'active',
        })),
      )
      .returning({ id: projects.id });
    return rows.map((row) => row.id);
  }

  const get = async (query: string, as = token) => {
    const response = await t.request({ method: 'GET', url: `/api/projects/${query}`, token: as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProjectList>();
  };
  const idsOf = (list: ProjectList) => list.projects.map((project) => project.id);
  /** The buyer's projects at these insert positions, newest first. */
  const newestFirst = (positions: number[]) =>
    positions.map((position) => ids[position]).sort((a = 0, b = 0) => b - a);
  const positions = (test: (position: number) => boolean) =>
    Array.from({ length: 53 }, (_, position) => position).filter(test);

  beforeAll(async () => {
    t = await createTestApp();
    const buyer = await createCompany(t, { type: 'company' });
    const other = await createCompany(t, { type: 'company' });
    token = (await signIn(t, buyer.ownerEmail)).access;
    otherToken = (await signIn(t, other.ownerEmail)).access;
    // 53 projects: all but the last are "Torre …"; every tenth is for Grupo Delta (the oldest
    // ones land on page 2 of the whole list); every third is closed.
    ids = await insertProjects(
      buyer,
      Array.from({ length: 53 }, (_, position) => ({
        name: position === 52 ? 'Plaza Sur' : `Torre ${position}`,
        client: position % 10 === 0 ? 'Grupo Delta' : 'Inmobiliaria Norte',
        status: position % 3 === 0 ? 'closed' : 'active',
      })),
    );
    await insertProjects(other, [{ name: 'Torre Ajena', client: 'Grupo Delta' }]);
  }, 120_000);
  afterAll(() => t.close());

  it('answers 50 projects a page, newest first, with the total of its own company only', async () => {
    const all = newestFirst(positions(() => true));
    const first = await get('');
    expect({ ...first, projects: first.projects.length }).toEqual({
      projects: 50,
      page: 1,
      page_size: 50,
      total: 53,
    });
    expect(idsOf(first)).toEqual(all.slice(0, 50));
    const second = await get('?page=2');
    expect({ ...second, projects: idsOf(second) }).toEqual({
      projects: all.slice(50),
      page: 2,
      page_size: 50,
      total: 53,
    });
    expect(await get('?page=3')).toEqual({ projects: [], page: 3, page_size: 50, total: 53 });
    expect(idsOf(await get('', otherToken))).toHaveLength(1);
  });

  it('searches every page, not only the first, and pages the matches', async () => {
    const delta = await get('?search=delta');
    expect({ total: delta.total, ids: idsOf(delta) }).toEqual({
      total: 6,
      ids: newestFirst(positions((p) => p % 10 === 0)),
    });
    const torres = newestFirst(positions((p) => p !== 52));
    const first = await get('?search=torre');
    expect({ total: first.total, ids: idsOf(first) }).toEqual({
      total: 52,
      ids: torres.slice(0, 50),
    });
    expect(idsOf(await get('?search=torre&page=2'))).toEqual(torres.slice(50));
  });

  it('counts and pages within the status filter, with the search', async () => {
    const closed = await get('?status=closed');
    expect({ total: closed.total, ids: idsOf(closed) }).toEqual({
      total: 18,
      ids: newestFirst(positions((p) => p % 3 === 0)),
    });
    const closedDelta = await get('?status=closed&search=DELTA');
    expect({ total: closedDelta.total, ids: idsOf(closedDelta) }).toEqual({
      total: 2,
      ids: newestFirst([0, 30]),
    });
  });

  // A query the schema refuses answers 404, as every query does (plugins/errors.ts).
  it('answers 404 for a page that is not a whole number from 1', async () => {
    for (const page of ['0', '-1', '1.5', 'two']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/projects/?page=${page}`,
        token,
      });
      expect(response.statusCode, page).toBe(404);
    }
  });
});
