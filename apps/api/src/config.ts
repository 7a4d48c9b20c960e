import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

const envSchema = z.object({
  /** `production` refuses to start without SECRET_KEY; anything else is development. */
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('development')),
  /** The one port the web app and the API are served on. */
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Address to listen on. */
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  /** A PostgreSQL server (`postgres://…`). Unset, an embedded database under DATA_DIR is used. */
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /** Where the embedded database, the development outbox and the generated secret live. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  /** A real SMTP server (`smtp://user:pass@host:port`). Unset, mail goes to the development outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** The sender of every mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Cotiza <no-reply@cotiza.local>')),
  /** The public origin used in links inside mail. Defaults to http://localhost:$PORT. */
  APP_URL: optionalUrl,
  /** Signs tokens. Generated once and kept under DATA_DIR in development. */
  SECRET_KEY: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Comma-separated addresses told of each new registration. */
  ACCOUNT_EXECUTIVE_EMAILS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a list of email addresses'))),
  ),
  /** Google (or any OpenID Connect) sign-in; without a client id the button says it is off. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: z.preprocess(emptyToUndefined, z.url().default('https://accounts.google.com')),
  /** A shared store for rate limits when several API processes run. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  /** Error reporting; unset, nothing is sent. */
  SENTRY_DSN: optionalUrl,
  /** The web build's DSN, handed to the browser at start. */
  WEB_SENTRY_DSN: optionalUrl,
  /** Log level of pino. */
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Where the built web app is; unset, apps/web/dist next to this package. */
  WEB_DIST_DIR: optionalString,
  /** Multiplies every rate limit; tests and benchmarks that sign in often raise it. */
  RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(1)),
  IN_PROCESS_WORKER: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  /**
   * The nice value (0 to 19) `npm run worker` lowers itself and its OCR threads to, so that API
   * processes on the same cores answer first (docs/decisions/012-job-queue-pg-boss.md § Jobs).
   */
  WORKER_NICE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(19).default(10)),
  /**
   * On Linux, `npm run worker` also puts its threads in the idle scheduling class (SCHED_IDLE): they
   * run only on a core no other process wants (docs/decisions/012-job-queue-pg-boss.md § Jobs).
   * `false` keeps nice only.
   */
  WORKER_IDLE_CLASS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  /** Receive quotes by e-mail on this port (off when unset); 0 picks a free port (tests). */
  INBOUND_SMTP_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** The domain of the companies' quote addresses; unset, the host name of APP_URL. */
  INBOUND_MAIL_DOMAIN: optionalString,
  /**
   * API processes sharing the port (docs/decisions/028-api-processes.md § Processes); unset: one
   * per core with NODE_ENV=production, else one. The embedded database allows only one.
   */
  WEB_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a whole number of processes, 1 to 64' })
      .int('must be a whole number of processes, 1 to 64')
      .min(1, 'must be a whole number of processes, 1 to 64')
      .max(64, 'must be a whole number of processes, 1 to 64')
      .optional(),
  ),
  /**
   * S3-compatible object storage for quote files (docs/decisions/012-job-queue-pg-boss.md § Jobs);
   * unset, the files are kept in the database. A bucket turns it on; the rest say where and as
   * whom.
   */
  S3_BUCKET: optionalString,
  /** The storage's address (MinIO, Ceph, R2, a local server); unset, AWS's own for S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
  /** Unset, the AWS SDK's own chain (environment, instance role) provides the credentials. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** `true` addresses the bucket in the path (most S3-compatible servers), not as a host name. */
  S3_FORCE_PATH_STYLE: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  /**
   * The reverse proxies in front of the API whose `X-Forwarded-For` and `X-Forwarded-Proto` are
   * believed, as Fastify's `trustProxy` takes them: a hop count (`1`: the one proxy next to the
   * server) or a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8,127.0.0.1`).
   * Unset or `false`: off, every request comes from the address it arrived from (README.md §
   * Production).
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          context.addIssue({
            code: 'custom',
            message:
              'must be a hop count (1) or a comma-separated list of addresses or CIDR ranges',
          });
          return z.NEVER;
        }
        return parsed;
      }),
  ),
  /**
   * The heap (MB) one quote reading or one item import may use, in a thread of its own; a file
   * that needs more ends that reading with `too_large` and nothing else
   * (docs/decisions/019-reading-in-isolation.md § Reading in isolation).
   */
  READ_HEAP_MB: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(64).max(8192).default(512),
  ),
  /** Source maps show the whole client source: served only when asked for (docs/product-rules.md § Security). */
  SERVE_SOURCE_MAPS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
});

/** Every environment variable the product reads (the deploy files may name no other). */
export const ENV_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appUrl: string;
  secretKey: string;
  accountExecutiveEmails: string[];
  google: { clientId: string | undefined; clientSecret: string | undefined; issuerUrl: string };
  redisUrl: string | undefined;
  sentryDsn: string | undefined;
  webSentryDsn: string | undefined;
  logLevel: string;
  webDistDir: string;
  rateLimitFactor: number;
  serveSourceMaps: boolean;
  /**
   * How many API processes `server.ts` runs on the port (docs/decisions/028-api-processes.md §
   * Processes): always one on the embedded database, which one process only may open.
   */
  webConcurrency: number;
  /** A WEB_CONCURRENCY above one that the embedded database forced down to one (logged at start). */
  webConcurrencyRefused: number | undefined;
  /** Tests only: each answer names the process that gave it (`x-process-id`), to see several. */
  exposeProcessId: boolean;
  /**
   * Whether the server works the job queue itself (docs/decisions/012-job-queue-pg-boss.md § Jobs):
   * by default with the embedded database, where no other process can reach it; with PostgreSQL,
   * `npm run worker`.
   */
  inProcessWorker: boolean;
  /** The CPU priority (nice value) of a `npm run worker` process and of its OCR threads. */
  workerNice: number;
  /** Whether a `npm run worker` process runs its threads in Linux's idle scheduling class. */
  workerIdleClass: boolean;
  /** Quotes by e-mail (docs/product-rules.md § Quote intake and review); off when the port is unset. */
  inbound: { port: number | undefined; domain: string };
  /** Where quote files are kept: S3-compatible storage when a bucket is set, else the database. */
  s3: S3Config | undefined;
  /** Fastify's `trustProxy`: off, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** The heap (MB) of the thread one reading or one item import runs in. */
  readHeapMb: number;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A bad value stops the start with a message that
 * names the variable (README.md lists the variables).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = resolve(e.DATA_DIR);
  if (isProduction && !e.SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required when NODE_ENV=production (at least 32 characters)',
    );
  }
  // The development outbox prints links, tokens included: production must mail them.
  if (isProduction && !e.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required when NODE_ENV=production (smtp://user:pass@host:port); without it activation and reset links would not be mailed',
    );
  }
  return {
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    secretKey: e.SECRET_KEY ?? readOrCreateSecret(dataDir),
    accountExecutiveEmails: e.ACCOUNT_EXECUTIVE_EMAILS,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.GOOGLE_ISSUER_URL,
    },
    redisUrl: e.REDIS_URL,
    sentryDsn: e.SENTRY_DSN,
    webSentryDsn: e.WEB_SENTRY_DSN,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(import.meta.dirname, '..', '..', 'web', 'dist')),
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    serveSourceMaps: e.SERVE_SOURCE_MAPS === 'true',
    ...webConcurrency(e.WEB_CONCURRENCY, { isProduction, hasServer: Boolean(e.DATABASE_URL) }),
    exposeProcessId: e.NODE_ENV === 'test',
    inbound: {
      port: e.INBOUND_SMTP_PORT,
      domain: e.INBOUND_MAIL_DOMAIN ?? new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).hostname,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    inProcessWorker: e.IN_PROCESS_WORKER
      ? e.IN_PROCESS_WORKER === 'true'
      : !e.DATABASE_URL && e.NODE_ENV !== 'test',
    workerNice: e.WORKER_NICE,
    workerIdleClass: e.WORKER_IDLE_CLASS === 'true',
    trustProxy: e.TRUST_PROXY ?? false,
    readHeapMb: e.READ_HEAP_MB,
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: unset or `false` is off, a whole number is a hop
 * count, else a list of addresses and CIDR ranges; null when it is none of these.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 32 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
  });
  return valid ? entries : null;
}

/** Processes asked for, or one per core in production; one on the embedded database. */
function webConcurrency(
  requested: number | undefined,
  options: { isProduction: boolean; hasServer: boolean },
): Pick<Config, 'webConcurrency' | 'webConcurrencyRefused'> {
  const wanted = requested ?? (options.isProduction ? availableParallelism() : 1);
  if (options.hasServer) return { webConcurrency: wanted, webConcurrencyRefused: undefined };
  return { webConcurrency: 1, webConcurrencyRefused: wanted > 1 ? wanted : undefined };
}

/** In development the secret is generated once and kept, so tokens survive a restart. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process (the CLI, a second server) wrote it first: theirs is the one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}
