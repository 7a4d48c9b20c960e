import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCompareCli } from './cli.ts';

describe('quotes compare CLI', () => {
  it('writes the group answer for the prediction files of a folder, named by their ids', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compare-cli-'));
    const request = {
      group_id: 'g1',
      currency: 'MXN',
      language: 'es',
      items: [
        {
          req_id: 'R01',
          description: 'Cemento gris CPC 30R bulto 50 kg',
          brand: null,
          quantity: 10,
          unit: 'bag',
          comparable_unit: 'kg',
          comparable_quantity: 500,
        },
        {
          req_id: 'R02',
          description: 'Arena de río',
          brand: null,
          quantity: 5,
          unit: 'm3',
          comparable_unit: 'm3',
          comparable_quantity: 5,
        },
      ],
    };
    const quote = {
      currency: 'MXN',
      line_items: [
        {
          line_no: 1,
          description: 'Cto. gris CPC 30R Btº 50kg',
          quantity: 10,
          unit: 'bag',
          unit_price: 250,
        },
      ],
      freight: { amount: 100, included: false },
    };
    await writeFile(join(dir, 'request.json'), JSON.stringify(request));
    await writeFile(join(dir, 'dev-q01.pred.json'), JSON.stringify(quote));
    await writeFile(join(dir, 'dev-q02.pred.json'), JSON.stringify({ error: 'unreadable' }));
    const out = join(dir, 'group.json');
    const code = await runCompareCli([
      '--request',
      join(dir, 'request.json'),
      '--quotes',
      dir,
      '--out',
      out,
    ]);
    expect(code).toBe(0);
    const answer = JSON.parse(await readFile(out, 'utf8')) as {
      quotes: {
        quote_id: string;
        gaps: string[];
        levelled_total: number;
        lines: { req_id: string | null }[];
      }[];
    };
    expect(answer.quotes.map((q) => q.quote_id)).toEqual(['dev-q01', 'dev-q02']);
    expect(answer.quotes[0]!.lines[0]!.req_id).toBe('R01');
    expect(answer.quotes[0]!.gaps).toEqual(['R02']);
    expect(answer.quotes[0]!.levelled_total).toBe(2600);
    expect(answer.quotes[1]!.gaps).toEqual(['R01', 'R02']);
  });

  it('compares only the quotes the request lists, at the rates of --fx or the request, else not levelled', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'compare-cli-'));
    const item = {
      req_id: 'R01',
      description: 'Arena de río',
      brand: null,
      quantity: 10,
      unit: 'm3',
      comparable_unit: 'm3',
      comparable_quantity: 10,
    };
    const line = {
      line_no: 1,
      description: 'River sand',
      quantity: 10,
      unit: 'm3',
      unit_price: 20,
    };
    const request = { group_id: 'g', currency: 'MXN', items: [item], quote_ids: ['usd'] };
    await writeFile(
      join(dir, 'usd.pred.json'),
      JSON.stringify({ currency: 'USD', line_items: [line] }),
    );
    await writeFile(
      join(dir, 'other.pred.json'),
      JSON.stringify({ currency: 'MXN', line_items: [line] }),
    );
    const fx = { base: 'USD', rates: { MXN: { unitsPerBase: '17.25' } } };
    await writeFile(join(dir, 'fx.json'), JSON.stringify(fx));
    const run = async (requestJson: object, extra: string[] = []) => {
      await writeFile(join(dir, 'request.json'), JSON.stringify(requestJson));
      const out = join(dir, 'out.json');
      const args = ['--request', join(dir, 'request.json'), '--quotes', dir, '--out', out];
      expect(await runCompareCli([...args, ...extra])).toBe(0);
      return (JSON.parse(await readFile(out, 'utf8')) as { quotes: Record<string, unknown>[] })
        .quotes;
    };
    const withFlag = await run(request, ['--fx', join(dir, 'fx.json')]);
    expect(withFlag.map((q) => q.quote_id)).toEqual(['usd']);
    expect(withFlag[0]!.levelled_total).toBe(3450);
    expect((await run({ ...request, fx }))[0]!.levelled_total).toBe(3450);
    const none = (await run(request))[0]!;
    expect(none.levelled_total).toBeNull();
    expect(none.not_levelled).toEqual({ code: 'fx.missing', from: 'USD', to: 'MXN' });
  });

  it('answers with its usage and exit code 2 when an option is missing', async () => {
    expect(await runCompareCli(['--request', 'x.json'])).toBe(2);
  });
});
