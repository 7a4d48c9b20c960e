import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import type { MailQueueTiming } from '../src/mail/outbox.ts';
import {
  createSmtpTransport,
  type MailTransport,
  type OutgoingMail,
} from '../src/mail/transport.ts';
import { createMemoryTransport, startSmtpServer } from './mail-catcher.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_SECRET = 'test-secret-key-that-is-long-enough-to-sign-tokens';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SECRET_KEY: TEST_SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cotiza-test-')),
    APP_URL: 'http://cotiza.test',
    ACCOUNT_EXECUTIVE_EMAILS: 'executive@cotiza.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '1000',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Mail delivered so far (memory transport), or undefined with `smtp: true`. */
  sent: OutgoingMail[];
  smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  /** app.inject with JSON and a bearer token made easy. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * The whole API on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * Mail goes to memory, or with `smtp: true` through a real SMTP server started in this process.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    smtp?: boolean;
    mailTransport?: MailTransport;
    database?: Database;
    /** The mail queue's retries and looks; short ones unless given. */
    mailTiming?: Partial<MailQueueTiming>;
    /** Log at info level into this stream through the product's own logger settings. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const smtp = options.smtp ? await startSmtpServer() : undefined;
  const memory = createMemoryTransport();
  const config = testConfig({
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const transport =
    options.mailTransport ?? (smtp ? createSmtpTransport(smtp.url, { ignoreTls: true }) : memory);
  const app = await buildApp({
    config,
    database,
    mailTransport: transport,
    mailTiming: {
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 2,
      pollSeconds: 0.5,
      ...options.mailTiming,
    },
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    serveWeb: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    sent: memory.sent,
    smtp,
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
      await smtp?.close();
    },
  };
}

/**
 * The same database through a handle of its own, as another API process has it: what a process
 * keeps per handle (prepared statements, caches) is not shared. Closing it leaves the database open.
 */
export function anotherHandle(database: Database): Database {
  const options = { schema, casing: 'snake_case' } as const;
  let db: unknown;
  if (database.pool) db = drizzlePg(database.pool, options);
  else if (database.raw) db = drizzlePglite(database.raw, options);
  else throw new Error('a database with neither a pool nor an embedded client');
  return { ...database, db: db as Db, close: async () => {} };
}
