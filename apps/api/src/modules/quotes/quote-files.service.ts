import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';

type Ctx = Pick<AppContext, 'storage' | 'log'>;

/** Where a quote file's bytes go: a column of its row, or an object in S3-compatible storage. */
export type StoredBytes = { content: Buffer | null; storageKey: string | null };

/**
 * Puts an uploaded file's bytes where this installation keeps them
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs). With object storage the object is written
 * before the row that names it is committed, so a row never points at nothing; `discard` removes
 * the object again when that transaction fails.
 */
export async function storeQuoteBytes(
  ctx: Ctx,
  stakeholderId: number,
  sha256: string,
  bytes: Buffer,
  contentType: string,
): Promise<StoredBytes & { discard: () => Promise<void> }> {
  const storage = ctx.storage;
  if (!storage) return { content: bytes, storageKey: null, discard: () => Promise.resolve() };
  // Unique per upload: the same file sent twice is two quotes, each with its own object.
  const key = `quote-files/${stakeholderId}/${sha256}-${randomBytes(6).toString('hex')}`;
  try {
    await storage.put(key, bytes, contentType);
  } catch (error) {
    ctx.log.warn({ err: error }, 'object storage refused a quote file; answered 503');
    throw storageUnavailable();
  }
  return {
    content: null,
    storageKey: key,
    discard: async () => {
      try {
        await storage.remove(key);
      } catch (error) {
        ctx.log.warn({ err: error, key }, 'an uploaded quote file was left in object storage');
      }
    },
  };
}

/**
 * A stored quote file's bytes, from its row or from object storage; undefined when they are gone
 * (or kept in object storage this process is not configured for).
 */
export async function loadQuoteBytes(ctx: Ctx, file: StoredBytes): Promise<Buffer | undefined> {
  if (file.content) return file.content;
  if (!file.storageKey) return undefined;
  if (!ctx.storage) {
    ctx.log.error(
      { key: file.storageKey },
      'a quote file is in object storage but S3_BUCKET is not set',
    );
    return undefined;
  }
  try {
    return await ctx.storage.get(file.storageKey);
  } catch (error) {
    ctx.log.warn({ err: error }, 'object storage is out of reach');
    throw storageUnavailable();
  }
}

/**
 * The storage is out of reach: 503, try again, as when the database is (docs/product-rules.md §
 * Errors).
 */
const storageUnavailable = () =>
  new AppError({ code: 'unavailable', messageKey: 'errors.unavailable' });
