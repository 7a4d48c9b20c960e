import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedResources } from '@app/shared/i18n/resources';
import { createCompany, signIn } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Every endpoint the API publishes in its OpenAPI document (generated from the same zod schemas
 * that validate requests) gets hostile values in every field, parameter and header, with and
 * without a token. The promise held (docs/product-rules.md § Errors): never a 5xx, nothing written
 * when the call is refused, and the refusal in the request's language.
 *
 * CI runs a fixed seed; `FUZZ_RUNS=200 FUZZ_SEED=<n> npx vitest run test/fuzz.test.ts` runs longer
 * or other cases on demand.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
};
type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | undefined;
};

const MEGABYTE = 'x'.repeat(1024 * 1024);
const hostileStrings = [
  '',
  '\u0000',
  'Obra\u0000Norte',
  '\ud800',
  'a\udfffb',
  '\u0007\u001b[31m\u0008',
  '\u202eodnum',
  MEGABYTE,
  '../../../../etc/passwd',
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
  '%00%2e%2e%2f',
  '９９９',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  '2026-02-30',
  'NaN',
];
const hostileNumbers = [
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
];
let deep: unknown = 'fondo';
for (let n = 0; n < 500; n++) deep = { a: [deep] };

/** A value no schema should accept as it is, or one that tests its edges. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [[[]]], { __proto__: null, x: 1 }, deep),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

/** A value the schema accepts or nearly does, so that hostile siblings reach deeper checks. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant('valor');
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('fuzz@cotiza.test', 'FUZZ@Cotiza.Test');
      if (schema.format === 'date') return fc.constantFrom('2026-12-01', '2027-01-15');
      if (schema.format === 'date-time') return fc.constant('2026-12-01T10:00:00.000Z');
      if (schema.format === 'uri') return fc.constant('https://cotiza.test/a');
      return fc.constantFrom('Obra Norte', '12.50', '1', 'MXN', 'es');
    case 'integer':
    case 'number':
      return fc.constantFrom(1, 2, 10);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(field(schema.items), { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    default:
      return fc.constantFrom('valor', 1);
  }
}

/** Mostly plausible, often hostile. */
function field(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema) },
    { weight: 2, arbitrary: hostileValue },
  );
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, field(value)])), {
    requiredKeys: [],
  });
}

/** The raw request body: JSON with hostile fields, or not what the call expects at all. */
function bodyOf(operation: Operation): fc.Arbitrary<string | undefined> {
  const fields = operation.body?.properties ? objectOf(operation.body) : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: fields.map((value) => JSON.stringify(value)) },
    // Prototype keys, as a client would send them: JSON text, not a JavaScript object.
    {
      weight: 1,
      arbitrary: fields.map((value) =>
        JSON.stringify(value).replace(
          /^\{/,
          '{"__proto__":{"is_staff":true,"role":"OWNER"},"constructor":{"prototype":{"x":1}},',
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        '[]',
        '"texto"',
        'null',
        '{"a":',
        JSON.stringify(deep),
        '\u0000',
        `{"n":"${MEGABYTE}"}`,
      ),
    },
  );
}

const pathValue = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', 'null'),
  fc.constantFrom('%00', '%2e%2e', '%ud800', 'a'.repeat(4000), '%F0%9F%92%A9'),
  fc.string({ maxLength: 20 }).map((s) => encodeURIComponent(s) || '1'),
);
const queryValue = fc.oneof(
  fc.constantFrom('1', '-1', '2147483648', 'abc', 'es', 'zz', '%00', '%ud800', 'a'.repeat(4000)),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ff'; // a lone surrogate cannot be encoded: send an invalid escape instead
    }
  }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
);
const acceptLanguage = fc.constantFrom(
  undefined,
  'es',
  'en',
  'zz',
  'es;q=abc',
  'x'.repeat(5000),
  '*',
);

/** Every string of one language's catalogue without placeholders. */
function catalogue(language: 'es' | 'en'): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (!value.includes('{{')) strings.add(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(sharedResources[language]);
  return strings;
}

/** Every message string in an error body. */
function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (body && typeof body === 'object') return Object.values(body).flatMap(messagesOf);
  return [];
}

describe('hostile values at every endpoint', () => {
  let t: TestApp;
  let token: string;
  let operations: Operation[];
  let fingerprint: () => Promise<string>;
  const englishOnly = [...catalogue('en')].filter((m) => !catalogue('es').has(m));

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t);
    token = (await signIn(t, company.ownerEmail)).access;
    const document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string }>;
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        // `language` is the request's language, set below for every call.
        queryParams: (operation.parameters ?? [])
          .filter((p) => p.in === 'query' && p.name !== 'language')
          .map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
    );
    // Rows and their versions in every table of the product: a refused call changes neither.
    const tables = (
      (await t.database.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )) as { rows: Array<{ table_name: string }> }
    ).rows.map((row) => row.table_name);
    const query = tables
      .map(
        (table) =>
          `select '${table}' as t, count(*)::text as n, coalesce(sum(xmin::text::bigint), 0)::text as v from "${table}"`,
      )
      .join(' union all ');
    fingerprint = async () =>
      JSON.stringify(((await t.database.db.execute(sql.raw(query))) as { rows: unknown[] }).rows);
  }, 60_000);
  afterAll(() => t?.close());

  it('finds the endpoints to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.some((o) => o.method === 'POST' && o.path === '/api/rfqs/')).toBe(true);
  });

  it('never answers 5xx, writes nothing when it refuses, and refuses in the request’s language', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const request = fc.record({
        params: fc.tuple(...operation.pathParams.map(() => pathValue), fc.constant('')),
        query: fc.tuple(...operation.queryParams.map(() => fc.option(queryValue)), fc.constant('')),
        body: bodyOf(operation),
        contentType,
        language: fc.constantFrom('es', 'en'),
        acceptLanguage,
        auth: fc.constantFrom('owner', 'none', 'garbage', 'tampered'),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let url = operation.path;
          operation.pathParams.forEach((name, i) => {
            url = url.replace(`{${name}}`, r.params[i] ?? '1');
          });
          const query = operation.queryParams
            .map((name, i) => (r.query[i] == null ? '' : `${name}=${r.query[i]}&`))
            .join('');
          url = `${url}?${query}language=${r.language}`;
          const authorization = {
            owner: `Bearer ${token}`,
            none: undefined,
            garbage: 'Bearer \u0001garbage',
            tampered: `Bearer ${token.slice(0, -4)}AAAA`,
          }[r.auth];
          const before = await fingerprint();
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            headers: {
              ...(r.body === undefined ? {} : { 'content-type': r.contentType }),
              ...(r.acceptLanguage ? { 'accept-language': r.acceptLanguage } : {}),
              ...(authorization
                ? { authorization: authorization.replace(/[^\t\x20-\x7e]/g, '') }
                : {}),
            },
            ...(r.body === undefined || operation.method === 'GET' ? {} : { payload: r.body }),
          });
          const what = `${operation.method} ${url.slice(0, 200)} (${r.auth}, ${r.contentType}) body ${String(r.body).slice(0, 200)}`;
          // Google sign-in is not configured here: its start answers 503 "not configured", the
          // honest answer for a feature the server was not given (docs/product-rules.md § Errors).
          const unconfigured =
            operation.path === '/api/users/google/login/' &&
            response.statusCode === 503 &&
            messagesOf(response.json()).some((m) => /Google/.test(m));
          if (response.statusCode >= 500 && !unconfigured) {
            failures.push(`${response.statusCode} for ${what}: ${response.body.slice(0, 300)}`);
            return;
          }
          if (response.statusCode >= 400 && !unconfigured) {
            if ((await fingerprint()) !== before)
              failures.push(`refused ${response.statusCode} but wrote: ${what}`);
            if (r.language === 'es' && String(response.headers['content-type']).includes('json')) {
              const english = messagesOf(response.json()).filter((m) => englishOnly.includes(m));
              if (english.length) failures.push(`English "${english[0]}" to a Spanish ${what}`);
            }
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
