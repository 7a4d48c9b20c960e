import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderCase } from './documents.ts';
import { FAMILIES, familyCases, type Case } from './families.ts';
import { decimalsOf, round } from './quote.ts';
import { variationCases } from './variations.ts';

/** Checks that the harness makes valid documents whose keys add up; not reading accuracy. */

const cases = familyCases(1);

async function printedText(item: Case): Promise<string> {
  const { name, bytes } = await renderCase(item);
  if (name.endsWith('.pdf') && item.rendering === 'pdf') {
    const pdf = await getDocumentProxy(bytes);
    return (await extractText(pdf, { mergePages: true })).text;
  }
  if (name.endsWith('.xlsx')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))),
    );
    return cells.join(' ');
  }
  if (name.endsWith('.eml')) {
    const mail = await simpleParser(Buffer.from(bytes));
    return `${mail.subject ?? ''} ${mail.text ?? ''}`;
  }
  if (name.endsWith('.csv')) return new TextDecoder().decode(bytes);
  const metadata = await sharp(bytes).metadata();
  return `${metadata.format} ${metadata.width}x${metadata.height}`;
}

describe('overfitting harness', () => {
  it('has at least ten layout families', () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(cases.map((item) => item.slice)).size).toBe(FAMILIES.length);
  });

  it('draws the same documents from the same seed', () => {
    expect(JSON.stringify(familyCases(1))).toBe(JSON.stringify(cases));
  });

  it.each(cases.map((item) => [item.slice, item] as const))(
    'family %s: an answer key that adds up and a file that opens and prints it',
    async (_, item) => {
      const { quote } = item;
      const decimals = decimalsOf(quote.currency);
      for (const line of quote.line_items) {
        const net = round(line.unit_price * (1 - (line.discount_pct ?? 0) / 100), decimals);
        expect(line.line_total).toBe(round(line.quantity * net, decimals));
      }
      const sum = round(
        quote.line_items.reduce((total, line) => total + line.line_total, 0),
        decimals,
      );
      expect(quote.subtotal).toBe(sum);
      expect(quote.total).toBe(
        round(
          quote.subtotal -
            quote.discount_total +
            (quote.freight?.amount ?? 0) +
            (quote.tax?.amount ?? 0),
          decimals,
        ),
      );
      const text = await printedText(item);
      if (item.rendering === 'scan' || item.rendering === 'photo') {
        expect(text).toMatch(/^(png|jpeg) \d{3,}x\d{3,}$/);
        return;
      }
      if (item.quote.quote_number) expect(text).toContain(item.quote.quote_number);
      const first = quote.line_items[0]!.description.split(' ')[0]!;
      expect(text).toContain(first);
    },
  );

  it('renders each variation of an answer key', () => {
    const key = cases[0]!.quote;
    const variations = variationCases([key], 1, 1);
    expect(variations.length).toBeGreaterThanOrEqual(20);
    expect(new Set(variations.map((item) => item.id)).size).toBe(variations.length);
  });
});
