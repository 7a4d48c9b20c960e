import { Redis } from 'ioredis';
import pg from 'pg';
import type { InvalidationChannel } from './actor-cache.ts';

/** The Redis channel and the PostgreSQL LISTEN channel that carry actor changes. */
export const INVALIDATION_CHANNEL = 'cotiza_actors';
const RECONNECT_MS = 1_000;
const PUBLISH_TIMEOUT_MS = 1_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Redis pub/sub: one subscriber connection, and a publisher opened at the first change. */
export function redisInvalidation(url: string): InvalidationChannel {
  let subscriber: Redis | undefined;
  let publisher: Redis | undefined;
  return {
    name: 'redis',
    listen: ({ onMessage, onState }) => {
      const connection = new Redis(url, {
        connectTimeout: 500,
        // Subscribed again by hand on every 'ready', and only then trusted.
        autoResubscribe: false,
        maxRetriesPerRequest: null,
        retryStrategy: () => RECONNECT_MS,
      });
      subscriber = connection;
      connection.on('message', (_channel: string, message: string) => onMessage(message));
      connection.on('ready', () => {
        connection.subscribe(INVALIDATION_CHANNEL).then(
          () => onState(true),
          () => onState(false),
        );
      });
      connection.on('close', () => onState(false));
      // Reported once through onState; ioredis would otherwise print each retry.
      connection.on('error', () => undefined);
    },
    publish: async (message) => {
      if (!publisher) {
        publisher = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
        publisher.on('error', () => undefined);
      }
      await withTimeout(publisher.publish(INVALIDATION_CHANNEL, message), PUBLISH_TIMEOUT_MS);
    },
    close: async () => {
      subscriber?.disconnect();
      publisher?.disconnect();
      await Promise.resolve();
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: a dedicated connection listens (a pooled one would be handed to other
 * queries); changes are announced with pg_notify through the pool.
 */
export function postgresInvalidation(options: {
  url: string;
  notify: (channel: string, message: string) => Promise<unknown>;
}): InvalidationChannel {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let isClosed = false;
  return {
    name: 'postgres',
    listen: ({ onMessage, onState }) => {
      const connect = async () => {
        const connection = new pg.Client({ connectionString: options.url, keepAlive: true });
        client = connection;
        const down = () => {
          if (client !== connection) return;
          client = undefined;
          onState(false);
          connection.end().catch(() => undefined);
          if (isClosed) return;
          retry = setTimeout(() => void connect(), RECONNECT_MS);
          retry.unref();
        };
        connection.on('notification', (notification) => {
          if (notification.channel === INVALIDATION_CHANNEL && notification.payload) {
            onMessage(notification.payload);
          }
        });
        connection.on('error', down);
        connection.on('end', down);
        try {
          await connection.connect();
          await connection.query(`listen ${INVALIDATION_CHANNEL}`);
          if (client === connection) onState(true);
        } catch {
          down();
        }
      };
      void connect();
    },
    publish: async (message) => {
      await withTimeout(options.notify(INVALIDATION_CHANNEL, message), PUBLISH_TIMEOUT_MS);
    },
    close: async () => {
      isClosed = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}
