import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, ocrPoolState, recognizeWords } from './engine.ts';
import { OcrError } from './ocr-error.ts';

/** A scanned quote line, dark text on white, as a page image the engine reads. */
async function pageImage(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="300">' +
    '<rect width="100%" height="100%" fill="#fff"/>' +
    '<text x="80" y="120" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#111">' +
    'Cemento gris CPC 30R bulto 50 kg   530   222.50   117,925.00</text></svg>';
  return sharp(Buffer.from(svg)).grayscale().png().toBuffer();
}

const isTimeout = (error: unknown) => error instanceof OcrError && error.code === 'timeout';

afterAll(closeOcr);

/**
 * The document's time limit reaches a page still waiting for an OCR worker
 * (docs/decisions/014-quote-reader.md § Quote reader): the page leaves the queue at once and never
 * reads.
 */
describe('a page whose document gives up before it has an OCR worker', () => {
  it('stops waiting in the queue, and the workers it waited for go on with other pages', async () => {
    const page = await pageImage();
    const { size } = ocrPoolState();
    // The first document's pages take every worker of the pool.
    const first = Array.from({ length: size }, () => recognizeWords(page));
    const firstDone = Promise.all(first);
    const controller = new AbortController();
    const waiting = recognizeWords(page, { signal: controller.signal });
    expect(ocrPoolState().waiting).toBe(1);

    controller.abort();
    // The waiting page ends with the time-limit error before the pages ahead of it are read.
    const settledFirst = await Promise.race([
      waiting.then(
        () => 'the page was read',
        (error: unknown) => (isTimeout(error) ? 'timeout' : error),
      ),
      firstDone.then(() => 'the first document was read first'),
    ]);
    expect(settledFirst).toBe('timeout');
    expect(ocrPoolState().waiting).toBe(0);

    for (const words of await firstDone) {
      expect(words.map((word) => word.text)).toContain('Cemento');
    }
    // No worker reads for the page that gave up, and none was ended for it.
    expect(ocrPoolState()).toEqual({ size, live: size, idle: size, waiting: 0 });
  });

  it('stops waiting for the worker it is starting, which then joins the pool', async () => {
    await closeOcr();
    expect(ocrPoolState().live).toBe(0);
    const controller = new AbortController();
    const starting = recognizeWords(await pageImage(), { signal: controller.signal });
    expect(ocrPoolState().live).toBe(1);

    controller.abort();
    await expect(starting).rejects.toSatisfy(isTimeout);
    await expect.poll(ocrPoolState, { timeout: 60_000 }).toMatchObject({ live: 1, idle: 1 });
  });
});
