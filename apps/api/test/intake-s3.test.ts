import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '@app/shared/schemas/quotes';
import { quoteFiles, quotes } from '../src/db/schema/index.ts';
import { startWorker } from '../src/jobs/worker.ts';
import { createCompany, signIn } from './factories.ts';
import { canStartS3, startOwnS3 } from './own-servers.ts';
import { csvQuote, pdfQuote } from './quote-files.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const BUCKET = 'cotiza-quotes';
const credentials = { accessKeyId: 'cotiza-test', secretAccessKey: 'cotiza-test-secret' };

/**
 * Quote files in S3-compatible storage when `S3_BUCKET` is set
 * (docs/decisions/012-job-queue-pg-boss.md § Jobs), against a real S3 server on loopback
 * (moto_server, started here; scripts/test-all.sh checks that CI has it).
 */
describe.skipIf(!canStartS3)('quote files in S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startOwnS3>>;
  let client: S3Client;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    s3 = await startOwnS3();
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.url,
      forcePathStyle: true,
      credentials,
    });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await createTestApp({
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.url,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    const company = await createCompany(t, { type: 'company' });
    token = (await signIn(t, company.ownerEmail)).access;
    await startWorker(t.app.ctx);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.stop();
  });

  const upload = (name: string, bytes: Buffer) =>
    t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${encodeURIComponent(name)}`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
    });

  it('puts the bytes in the bucket, reads the quote from there and downloads them from there', async () => {
    const file = await pdfQuote(1);
    const answer = await upload(file.name, file.bytes);
    expect(answer.statusCode).toBe(201);
    const id = answer.json<QuoteDetail>().id;

    const [row] = await t.database.db
      .select({ content: quoteFiles.content, storageKey: quoteFiles.storageKey })
      .from(quoteFiles)
      .innerJoin(quotes, eq(quotes.fileId, quoteFiles.id))
      .where(eq(quotes.id, id));
    expect(row?.content).toBeNull();
    expect(row?.storageKey).toMatch(/^quote-files\/\d+\/[0-9a-f]{64}-[0-9a-f]{12}$/);
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: row!.storageKey! }),
    );
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(file.bytes)).toBe(true);
    expect(object.ContentType).toBe('application/pdf');

    await expect
      .poll(
        async () =>
          (await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token })).json<QuoteDetail>()
            .status,
        { timeout: 30_000, interval: 200 },
      )
      .toBe('to_review');
    const read = (
      await t.request({ method: 'GET', url: `/api/quotes/${id}/`, token })
    ).json<QuoteDetail>();
    expect(read.lines).toHaveLength(file.lines);

    const download = await t.request({ method: 'GET', url: `/api/quotes/${id}/file/`, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(file.bytes)).toBe(true);
  });

  // Last: the storage stays down.
  it('refuses the upload in the user’s language and stores nothing when the storage is down', async () => {
    const before = await t.database.db.select({ id: quotes.id }).from(quotes);
    await s3.stop();
    const file = csvQuote(2);
    const answer = await t.request({
      method: 'POST',
      url: `/api/quotes/?file_name=${file.name}&language=es`,
      token,
      headers: { 'content-type': 'application/octet-stream' },
      payload: file.bytes,
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      error: 'El servicio no está disponible en este momento.',
      error_code: 'unavailable',
    });
    expect(await t.database.db.select({ id: quotes.id }).from(quotes)).toEqual(before);
  });
});
