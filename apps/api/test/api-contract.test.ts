import { describe, expect, it } from 'vitest';
import {
  generateApiContract,
  readCommittedContract,
  type ApiContract,
} from '../src/api-contract.ts';

type Operation = { responses?: Record<string, { content?: unknown }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes no client calls: the document, its viewer, and the CLI's loopback calls. */
const isAllowedHidden = (route: string) =>
  route === 'GET /api/openapi.json' ||
  route === 'POST /api/internal/cli/' ||
  route.startsWith('GET /api/docs');

/** `/api/projects/:id/` as the document writes it: `/api/projects/{id}/`. */
const toDocumentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** A success answer with a described body, a 204 or a redirect. */
function hasSuccessContract(operation: Operation | undefined): boolean {
  return Object.entries(operation?.responses ?? {}).some(
    ([status, response]) =>
      status === '204' || (/^[23]\d\d$/.test(status) && response.content !== undefined),
  );
}

describe('the API contract (docs/decisions/020-api-contract-openapi.md § The API contract)', () => {
  let contract: ApiContract;

  it('is committed exactly as the routes produce it: run npm run api:contract after a change', async () => {
    contract = await generateApiContract();
    const committed = readCommittedContract();
    // Compared as booleans first, so a stale 800 KB file does not flood the report.
    expect({
      document: committed.document === contract.document,
      types: committed.types === contract.types,
    }).toEqual({ document: true, types: true });
  }, 120_000);

  it('describes every API route with its success answer, and no route hides from it', () => {
    const document = JSON.parse(contract.document) as Document;
    const apiRoutes = contract.routes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(90);

    const hidden = apiRoutes
      .filter((route) => route.isHidden)
      .map((route) => `${route.method} ${route.url}`);
    expect(hidden.filter((route) => !isAllowedHidden(route))).toEqual([]);

    const withoutContract = apiRoutes
      .filter((route) => !route.isHidden)
      .filter((route) => {
        const operation = document.paths[toDocumentPath(route.url)]?.[route.method.toLowerCase()];
        return !hasSuccessContract(operation);
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutContract).toEqual([]);
  });

  it('has no operation that no route answers', () => {
    const document = JSON.parse(contract.document) as Document;
    const routes = new Set(
      contract.routes.map((route) => `${route.method.toLowerCase()} ${toDocumentPath(route.url)}`),
    );
    const orphans = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'parameters')
        .map((method) => `${method} ${path}`)
        .filter((operation) => !routes.has(operation)),
    );
    expect(orphans).toEqual([]);
  });
});
