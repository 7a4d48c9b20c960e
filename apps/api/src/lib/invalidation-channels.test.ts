import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { canStartRedis, startOwnRedis } from '../../test/own-servers.ts';
import type { Actor } from './actor.ts';
import { createActorCache, type ActorCache } from './actor-cache.ts';
import { postgresInvalidation, redisInvalidation } from './invalidation-channels.ts';

const log = pino({ level: 'silent' });
const serverUrl = process.env.TEST_DATABASE_URL;

const actor = { userId: 1, sessionId: 's1', stakeholderId: 1 } as Actor;

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !condition(); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Two caches on one channel: a change forgotten by one is forgotten by the other. */
async function expectChangeCrosses(first: ActorCache, second: ActorCache) {
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve(actor);
  };
  await second.find(1, 's1', load);
  await second.find(1, 's1', load);
  expect(loads).toBe(1);
  await first.forget({ userId: 1 });
  // Both caches share this one process here: give the second's socket its turn.
  for (let i = 0; i < 100 && loads < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await second.find(1, 's1', load);
  }
  expect(loads).toBe(2);
}

describe.skipIf(!canStartRedis)('the Redis channel', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('carries changes between caches, and is distrusted while Redis is down until it is back', async () => {
    const redis = await startOwnRedis();
    closers.push(redis.kill);
    const [first, second] = [0, 1].map(() =>
      createActorCache({ log, channel: redisInvalidation(redis.url) }),
    ) as [ActorCache, ActorCache];
    closers.push(first.close, second.close);
    await Promise.all([first.start(), second.start()]);
    expect(second.isTrusted()).toBe(true);
    await expectChangeCrosses(first, second);
    await redis.kill();
    await until(() => !second.isTrusted());
    expect(second.isTrusted()).toBe(false);
    await redis.start();
    await until(() => second.isTrusted() && first.isTrusted());
    expect(second.isTrusted()).toBe(true);
    await expectChangeCrosses(first, second);
  }, 30_000);
});

describe.skipIf(!serverUrl)('the PostgreSQL LISTEN/NOTIFY channel', () => {
  it('carries changes between caches, and is distrusted from a cut connection until it is back', async () => {
    const pool = new pg.Pool({ connectionString: serverUrl, max: 2 });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const make = () =>
      createActorCache({
        log,
        channel: postgresInvalidation({
          url: serverUrl!,
          notify: (channel, message) => pool.query('select pg_notify($1, $2)', [channel, message]),
        }),
      });
    const [first, second] = [make(), make()];
    try {
      await Promise.all([first.start(), second.start()]);
      expect(second.isTrusted()).toBe(true);
      await expectChangeCrosses(first, second);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where pid <> pg_backend_pid() and query = 'listen cotiza_actors'
            and datname = current_database()`,
      );
      await until(() => !second.isTrusted());
      expect(second.isTrusted()).toBe(false);
      await until(() => second.isTrusted() && first.isTrusted());
      expect(second.isTrusted()).toBe(true);
      await expectChangeCrosses(first, second);
    } finally {
      await first.close();
      await second.close();
      await pool.end();
      await admin.end();
    }
  }, 30_000);
});
