import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { createCompany, signIn, type Company } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const CSV = readFileSync(
  join(import.meta.dirname, '../../../test/fixtures/cotizacion-ferreteria.csv'),
  'utf8',
);

/**
 * The hardware store's next quote: the cement's unit left blank, the block's unit a word nobody
 * reads, and the wire now another item with no unit either.
 */
const NEXT_QUOTE = CSV.replace('COT 34337', 'COT 35001')
  .replace('A GRANEL;Holcim;26.5;TON;', 'A GRANEL;Holcim;26.5;;')
  .replace('(CARGA);Tabicon;3600;pieza;', '(CARGA);Tabicon;3600;xq;')
  .replace('ALAMBRE RECOCIDO #18;Camesa;140;KG;', 'ALAMBRE GALVANIZADO #16;Camesa;140;;');

describe('units learned from a supplier’s confirmed quotes', () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { IN_PROCESS_WORKER: 'true' } });
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    // Starting the app with its worker takes most of this; on the shared machine, over 40 s.
  }, 180_000);
  afterAll(() => t.close());

  async function uploadAndRead(text: string, name: string): Promise<QuoteDetail> {
    const response = await t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${name}`,
      token: owner,
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(text),
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<QuoteDetail>().id;
    for (let i = 0; i < 300; i++) {
      const quote = (
        await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token: owner })
      ).json<QuoteDetail>();
      if (quote.status !== 'received' && quote.status !== 'reading') return quote;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`quote ${id} was never read`);
  }

  const lineOf = (quote: QuoteDetail, description: string) =>
    quote.lines.find((l) => l.description === description);

  it('proposes the unit the same item was confirmed with when the next reading finds none', async () => {
    // Before any confirmation nothing is learned: the blank units stay blank, nothing proposed.
    const early = await uploadAndRead(NEXT_QUOTE.replace('COT 35001', 'COT 35000'), 'antes.csv');
    expect(early.status).toBe('to_review');
    expect(lineOf(early, 'CEMENTO GRIS CPC 30R A GRANEL')).toMatchObject({
      unit: null,
      unit_suggested: null,
    });

    const first = await uploadAndRead(CSV, 'cotizacion.csv');
    expect(lineOf(first, 'CEMENTO GRIS CPC 30R A GRANEL')?.unit).toBe('t');
    const confirmed = await t.request({
      method: 'POST',
      url: `/api/quotes/${first.id}/confirm/`,
      token: owner,
      payload: { version: first.version },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const next = await uploadAndRead(NEXT_QUOTE, 'siguiente.csv');
    expect(next.supplier_match).toMatchObject({
      id: confirmed.json<QuoteDetail>().supplier_id,
      by: 'name',
    });
    // Not read from the document (unit null), proposed from the supplier's confirmed quote.
    expect(lineOf(next, 'CEMENTO GRIS CPC 30R A GRANEL')).toMatchObject({
      unit: null,
      unit_suggested: 't',
    });
    const block = lineOf(next, 'BLOQUE DE CONCRETO 15X20X40 (CARGA)');
    expect(block).toMatchObject({ unit: null, unit_suggested: 'pc' });
    // A unit read from the document is never overridden; an item never confirmed gets nothing.
    expect(lineOf(next, 'ARENA DE RÍO PUESTA EN OBRA')).toMatchObject({
      unit: 'm3',
      unit_suggested: null,
    });
    expect(lineOf(next, 'ALAMBRE GALVANIZADO #16')).toMatchObject({
      unit: null,
      unit_suggested: null,
    });
  });

  it('learns nothing for another supplier’s quote of the same items', async () => {
    const stranger = await uploadAndRead(
      NEXT_QUOTE.replace('Distribuidora de Materiales del Norte', 'Casa Ortega Materiales').replace(
        'COT 35001',
        'CO-9',
      ),
      'otro.csv',
    );
    expect(stranger.supplier_match).toBeNull();
    expect(lineOf(stranger, 'CEMENTO GRIS CPC 30R A GRANEL')).toMatchObject({
      unit: null,
      unit_suggested: null,
    });
  });
});
