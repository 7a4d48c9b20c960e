import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Below this an answer is sent as it is: compressing it would cost more time than bytes saved. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of 1 KB and more for clients that accept it (brotli, else gzip), with
 * `Vary: Accept-Encoding` (docs/decisions/016-web-delivery.md § Web delivery). Brotli runs at
 * quality 4 here: answers are compressed per request, where quality 11 would cost milliseconds
 * each. The web build's files come precompressed at the best quality and are left as they are.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
