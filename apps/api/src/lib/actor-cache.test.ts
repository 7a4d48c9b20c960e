import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Actor } from './actor.ts';
import { createActorCache, type InvalidationChannel } from './actor-cache.ts';

const log = pino({ level: 'silent' });

const actor = (userId: number, sessionId: string, stakeholderId = 1): Actor => ({
  userId,
  sessionId,
  email: `u${userId}@example.com`,
  firstName: 'Ana',
  lastName: 'Obra',
  language: 'es',
  isStaff: false,
  role: 'OWNER',
  stakeholderId,
  stakeholderType: 'company',
  stakeholderName: 'Constructora',
});

/** A channel driven by the test: it says when it is up and delivers what the test sends. */
function fakeChannel() {
  let handlers: Parameters<InvalidationChannel['listen']>[0] | undefined;
  const published: string[] = [];
  const channel: InvalidationChannel = {
    name: 'redis',
    listen: (h) => void (handlers = h),
    publish: (message) => {
      published.push(message);
      handlers?.onMessage(message);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
  return {
    channel,
    published,
    setUp: (isUp: boolean) => handlers?.onState(isUp),
    deliver: (message: string) => handlers?.onMessage(message),
  };
}

/** Counts how often the database would be asked. */
function counter(value: Actor | undefined) {
  const calls = { count: 0 };
  const load = () => {
    calls.count += 1;
    return Promise.resolve(value);
  };
  return { calls, load };
}

describe('the actor cache', () => {
  it('reads the database once per session while fresh, and again once the time to live is over', async () => {
    let clock = 0;
    const cache = createActorCache({ log, ttlMs: 5_000, now: () => clock });
    const { calls, load } = counter(actor(1, 'a'));
    await cache.find(1, 'a', load);
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(1);
    clock = 5_001;
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(2);
  });

  it('never keeps a refused session, and never serves a session to another user id', async () => {
    const cache = createActorCache({ log });
    const none = counter(undefined);
    expect(await cache.find(1, 'a', none.load)).toBeUndefined();
    expect(await cache.find(1, 'a', none.load)).toBeUndefined();
    expect(none.calls.count).toBe(2);
    await cache.find(1, 'b', counter(actor(1, 'b')).load);
    const other = counter(undefined);
    expect(await cache.find(2, 'b', other.load)).toBeUndefined();
    expect(other.calls.count).toBe(1);
  });

  it('forgets by session, by user and by company, and announces each change', async () => {
    const fake = fakeChannel();
    const cache = createActorCache({ log, channel: fake.channel });
    await cache.start(0);
    fake.setUp(true);
    const loads = { a: counter(actor(1, 'a', 7)), b: counter(actor(2, 'b', 7)) };
    const both = async () => {
      await cache.find(1, 'a', loads.a.load);
      await cache.find(2, 'b', loads.b.load);
    };
    await both();
    await both();
    expect([loads.a.calls.count, loads.b.calls.count]).toEqual([1, 1]);
    await cache.forget({ sessionId: 'a' });
    await both();
    expect([loads.a.calls.count, loads.b.calls.count]).toEqual([2, 1]);
    fake.deliver('u:2');
    await both();
    expect([loads.a.calls.count, loads.b.calls.count]).toEqual([2, 2]);
    fake.deliver('c:7');
    await both();
    expect([loads.a.calls.count, loads.b.calls.count]).toEqual([3, 3]);
    expect(fake.published).toEqual(['s:a']);
  });

  it('serves nothing from memory while the channel is down, and starts afresh when it is back', async () => {
    const fake = fakeChannel();
    const cache = createActorCache({ log, channel: fake.channel });
    await cache.start(0);
    const { calls, load } = counter(actor(1, 'a'));
    await cache.find(1, 'a', load);
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(2);
    fake.setUp(true);
    await cache.find(1, 'a', load);
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(3);
    fake.setUp(false);
    expect(cache.isTrusted()).toBe(false);
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(4);
    fake.setUp(true);
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(5);
  });

  it('does not keep a row read before a change that arrived while it was being read', async () => {
    const fake = fakeChannel();
    const cache = createActorCache({ log, channel: fake.channel });
    await cache.start(0);
    fake.setUp(true);
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<Actor>((resolve) => {
        release = () => resolve(actor(1, 'a'));
      });
    const pending = cache.find(1, 'a', slow);
    fake.deliver('u:1');
    release();
    await pending;
    const { calls, load } = counter(actor(1, 'a'));
    await cache.find(1, 'a', load);
    expect(calls.count).toBe(1);
  });
});
