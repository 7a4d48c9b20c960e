import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail, QuotePreviewPages } from '@app/shared/schemas/quotes';
import { createCompany, signIn, type Company } from '../../../test/factories.ts';
import { pdfQuote, scannedQuote } from '../../../test/quote-files.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The raw grey pixels of an image, to compare a rendering with what was put in the file. */
async function grey(bytes: Buffer) {
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('TIFF quote pages previewed as PNG', { timeout: 60_000 }, () => {
  let t: TestApp;
  let company: Company;
  let owner: string;
  let first: Buffer;
  let second: Buffer;
  let tiffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t, { type: 'company' });
    owner = (await signIn(t, company.ownerEmail)).access;
    // A two-page scanned quote as a fax or a scanner's TIFF holds it: page two is the first page
    // with its top third blacked out, so the pages cannot be mistaken for each other.
    first = (await scannedQuote(6)).bytes;
    const { width, height } = await sharp(first).metadata();
    const block = await sharp({
      create: { width, height: Math.round(height / 3), channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    second = await sharp(first)
      .composite([{ input: block, top: 0, left: 0 }])
      .greyscale()
      .png()
      .toBuffer();
    const tiff = await sharp([first, second], { join: { animated: true } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBe(2);
    tiffId = (await upload(tiff, 'escaneo.tiff')).id;
    // Starting the app takes most of this; on the shared machine it has taken over 40 s.
  }, 180_000);
  afterAll(() => t.close());

  async function upload(bytes: Buffer, name: string): Promise<QuoteDetail> {
    const response = await t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${name}`,
      token: owner,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QuoteDetail>();
  }
  const get = (url: string, token = owner) =>
    t.request({ method: 'GET', url, token, headers: { 'accept-language': 'en' } });

  it('counts the pages and sends each as the PNG of exactly that page', async () => {
    const pages = await get(`/api/quotes/${tiffId}/file/pages/`);
    expect(pages.statusCode, pages.body).toBe(200);
    const size = await sharp(first).metadata();
    expect(pages.json<QuotePreviewPages>()).toEqual({
      pages: [
        { width: size.width, height: size.height },
        { width: size.width, height: size.height },
      ],
    });

    for (const [page, original] of [
      [1, first],
      [2, second],
    ] as const) {
      const response = await get(`/api/quotes/${tiffId}/file/pages/${page}/`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const drawn = await grey(response.rawPayload);
      const expected = await grey(original);
      expect([drawn.width, drawn.height]).toEqual([expected.width, expected.height]);
      expect(drawn.data.equals(expected.data)).toBe(true);
    }
    expect((await get(`/api/quotes/${tiffId}/file/pages/3/`)).statusCode).toBe(404);
    expect((await get(`/api/quotes/${tiffId}/file/pages/0/`)).statusCode).toBe(404);
  });

  it('answers a broken or hostile TIFF with a clear message, not a server error', async () => {
    const tiff = await sharp([first, second], { join: { animated: true } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    // Its headers intact, the compressed pixels of its first page overwritten.
    const broken = Buffer.from(tiff);
    broken.fill(0xff, 200_000, 1_200_000);
    const brokenId = (await upload(broken, 'roto.tiff')).id;
    expect((await get(`/api/quotes/${brokenId}/file/pages/`)).statusCode).toBe(200);
    // 60 megapixels of one colour: a few hundred KB on the wire, past the reader's 50-megapixel cap.
    const bomb = await upload(
      await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
        .tiff({ compression: 'deflate' })
        .toBuffer(),
      'bomba.tiff',
    );
    // 51 pages, one more than the reader reads.
    const dot = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const many = await upload(
      await sharp(
        Array.from({ length: 51 }, () => dot),
        { join: { animated: true } },
      )
        .tiff()
        .toBuffer(),
      'muchas.tiff',
    );
    for (const url of [
      `/api/quotes/${brokenId}/file/pages/1/`,
      `/api/quotes/${bomb.id}/file/pages/1/`,
      `/api/quotes/${many.id}/file/pages/`,
      `/api/quotes/${many.id}/file/pages/1/`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(422);
      expect(response.json()).toEqual({
        error: 'This file cannot be shown here: download it to open it on your computer.',
        error_code: 'quote_preview_unavailable',
      });
    }
  });

  it('has no page preview for another type, nor for another company', async () => {
    const pdf = await upload((await pdfQuote(1)).bytes, 'cotizacion.pdf');
    expect((await get(`/api/quotes/${pdf.id}/file/pages/`)).statusCode).toBe(404);
    const other = await createCompany(t, { type: 'company' });
    const stranger = (await signIn(t, other.ownerEmail)).access;
    expect((await get(`/api/quotes/${tiffId}/file/pages/`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/quotes/${tiffId}/file/pages/1/`, stranger)).statusCode).toBe(404);
  });
});
