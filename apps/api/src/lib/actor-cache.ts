import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from './actor.ts';

/**
 * What changed, so that every process forgets the actors it built from it: one session (logout,
 * refresh-token reuse), every session of a user (deactivation, password, role, profile) or every
 * member of a company (its name).
 */
export type ActorChange = { sessionId: string } | { userId: number } | { stakeholderId: number };

/** How processes tell each other of changes: Redis pub/sub or PostgreSQL LISTEN/NOTIFY. */
export type InvalidationChannel = {
  name: 'redis' | 'postgres';
  /**
   * Subscribes and keeps the subscription up: `onState(true)` once messages are delivered,
   * `onState(false)` as soon as they may not be, and `onState(true)` again after a reconnection.
   */
  listen: (handlers: {
    onMessage: (message: string) => void;
    onState: (isUp: boolean) => void;
  }) => void;
  publish: (message: string) => Promise<void>;
  close: () => Promise<void>;
};

export type ActorCache = {
  /** 'local' when no channel is configured: the process's own cache, right for one process only. */
  mode: 'redis' | 'postgres' | 'local';
  /** The actor of a live session, from the cache while it can be trusted, else from `load`. */
  find: (
    userId: number,
    sessionId: string,
    load: () => Promise<Actor | undefined>,
  ) => Promise<Actor | undefined>;
  /** Forgets the change here and tells the other processes. Call it after the change commits. */
  forget: (change: ActorChange) => Promise<void>;
  /**
   * Subscribes to the channel (the API's processes; workers and the CLI only announce) and waits
   * until it is up, or `waitMs` without it: until then actors are read from the database.
   */
  start: (waitMs?: number) => Promise<void>;
  /** Whether hits are served from memory now (false while the channel is down). */
  isTrusted: () => boolean;
  close: () => Promise<void>;
};

/** How long an actor is served from memory: bounds the effect of any message that was lost. */
export const ACTOR_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** The longest an announcement waits for its own copy before the caller's answer goes out. */
const ECHO_WAIT_MS = 500;

type Entry = { actor: Actor; expiresAt: number };

function encode(change: ActorChange): string {
  if ('sessionId' in change) return `s:${change.sessionId}`;
  if ('userId' in change) return `u:${change.userId}`;
  return `c:${change.stakeholderId}`;
}

/** A message this version does not understand empties the whole cache: safe, if wasteful. */
function decode(message: string): ActorChange | undefined {
  const [kind, value = ''] = [message.slice(0, 2), message.slice(2)];
  if (kind === 's:' && value) return { sessionId: value };
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return undefined;
  if (kind === 'u:') return { userId: id };
  if (kind === 'c:') return { stakeholderId: id };
  return undefined;
}

function matches({ actor }: Entry, change: ActorChange): boolean {
  if ('sessionId' in change) return actor.sessionId === change.sessionId;
  if ('userId' in change) return actor.userId === change.userId;
  return actor.stakeholderId === change.stakeholderId;
}

/**
 * Actors of live sessions kept in memory for a few seconds, so an authenticated request needs no
 * database round trip (docs/decisions/017-session-cache.md § Session cache). Every change is
 * announced on the channel; while the channel is down nothing is served from memory.
 */
export function createActorCache(options: {
  channel?: InvalidationChannel | undefined;
  log: FastifyBaseLogger;
  ttlMs?: number;
  now?: () => number;
}): ActorCache {
  const { channel, log } = options;
  const ttlMs = options.ttlMs ?? ACTOR_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // Bumped by every change and channel state: a load that began before it must not be stored,
  // since it may have read the row as it was before the change committed.
  let generation = 0;
  let isUp = !channel;
  let isListening = false;
  const waiters = new Set<() => void>();
  // Announcements of this process waiting for their own copy to come back (see `forget`).
  const echoes = new Map<string, () => void>();

  const apply = (change: ActorChange | undefined) => {
    generation += 1;
    if (!change) return entries.clear();
    for (const [key, entry] of entries) if (matches(entry, change)) entries.delete(key);
  };

  const listen = () => {
    if (!channel || isListening) return;
    isListening = true;
    channel.listen({
      onMessage: (message) => {
        apply(decode(message));
        echoes.get(message)?.();
      },
      onState: (state) => {
        if (state === isUp) return;
        isUp = state;
        if (state) for (const wake of waiters) wake();
        // Messages may have been missed while down: start again from the database either way.
        apply(undefined);
        if (state) log.info(`Session cache: ${channel.name} invalidation is up`);
        else
          log.warn(
            `Session cache: ${channel.name} is out of reach, sessions read from the database`,
          );
      },
    });
  };

  return {
    mode: channel?.name ?? 'local',
    isTrusted: () => isUp,
    start: async (waitMs = 2_000) => {
      listen();
      if (isUp) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        waiters.add(done);
      });
    },
    find: async (userId, sessionId, load) => {
      listen();
      const key = `${userId}:${sessionId}`;
      const entry = entries.get(key);
      if (isUp && entry && entry.expiresAt > now()) return entry.actor;
      if (entry) entries.delete(key);
      const startedAt = generation;
      const actor = await load();
      if (actor && isUp && generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { actor, expiresAt: now() + ttlMs });
      }
      return actor;
    },
    forget: async (change) => {
      apply(change);
      if (!channel) return;
      const message = encode(change);
      // The channel sends to every subscriber at the same moment: once this process has its own
      // copy back, the others have had theirs sent too, so the caller's answer (and the user's next
      // request to another process) does not overtake the message. At most ECHO_WAIT_MS.
      const echo = isUp
        ? new Promise<void>((resolve) => {
            const timer = setTimeout(done, ECHO_WAIT_MS);
            function done() {
              clearTimeout(timer);
              echoes.delete(message);
              resolve();
            }
            echoes.set(message, done);
          })
        : undefined;
      const announce = channel.publish(message).catch((error: unknown) => {
        echoes.get(message)?.();
        // The other processes' copies end with their time to live (docs/product-rules.md § Sessions).
        log.warn(
          { err: error },
          'Session cache: a change could not be announced to other processes',
        );
      });
      // A listening process whose channel is down does not make the request wait for it: the
      // others, if cut off too, are reading the database anyway.
      if (isListening && !isUp) return;
      await announce;
      await echo;
    },
    close: async () => {
      entries.clear();
      await channel?.close();
    },
  };
}
