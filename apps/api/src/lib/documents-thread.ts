import { EventEmitter } from 'node:events';
import { runInThread, type IsolationLimits } from './isolated.ts';

/**
 * Drawing a document needs no more than a large RFQ's pages (2,000 items draw in about a second);
 * the limits only stop a runaway thread.
 */
const RENDER_LIMITS: IsolationLimits = { heapMb: 384, timeoutMs: 120_000 };

type DocumentKind = 'rfq' | 'purchase-order';

/**
 * Told when a document starts and ends being drawn, for tests that check it happens off the event
 * loop and outside a transaction (docs/product-rules.md § Documents off the request's thread).
 */
export const documentRenders = new EventEmitter<{
  start: [kind: DocumentKind];
  end: [kind: DocumentKind];
}>();

/**
 * Draws a document in a worker thread started from `url` (a module that serves its tasks with
 * `serveThreadTasks`), so pdfkit and exceljs never hold the API's event loop; each file comes back
 * as a Buffer (a Buffer crosses threads as a Uint8Array).
 */
export async function renderInThread<T, K extends string>(
  url: URL,
  kind: DocumentKind,
  task: T,
): Promise<Record<K, Buffer>> {
  documentRenders.emit('start', kind);
  const files = await runInThread<Record<K, Uint8Array>>(url, task, RENDER_LIMITS);
  documentRenders.emit('end', kind);
  const buffers = {} as Record<K, Buffer>;
  for (const name of Object.keys(files) as K[]) {
    const bytes = files[name];
    buffers[name] = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  return buffers;
}
