import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';

/**
 * Quote files in S3-compatible object storage (docs/decisions/012-job-queue-pg-boss.md § Jobs), so
 * that any API or worker process, on any machine, reads any file. Keys are chosen by the caller.
 */
export type ObjectStorage = {
  put: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes, or undefined when there is no such object. */
  get: (key: string) => Promise<Buffer | undefined>;
  remove: (key: string) => Promise<void>;
  close: () => void;
};

export function createObjectStorage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  return {
    put: async (key, bytes, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    get: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = await answer.Body?.transformToByteArray();
        return body ? Buffer.from(body) : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
