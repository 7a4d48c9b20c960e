import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countOrRefuse, refuseWhenUsedUp, type Limiter } from './limits.ts';

/**
 * The two ways a limit refuses (docs/product-rules.md § Rate limits): the request-counting limits
 * (sign-in attempts, mail sends) and the failure-counting ones (wrong passwords), each answering
 * 429 with Retry-After. The limits' numbers and keys are proven over HTTP in
 * src/modules/auth/auth.test.ts, test/rule-numbers.test.ts and test/mail-limits.test.ts.
 */
type Answer = {
  isAllowed: boolean;
  isExceeded: boolean;
  remaining: number;
  ttlInSeconds: number;
};

function limiterAnswering(answer: Answer) {
  const calls: unknown[] = [];
  const limiter = ((_request: unknown, options?: unknown) => {
    calls.push(options);
    return Promise.resolve({ ...answer, max: 10, key: 'k', ttl: answer.ttlInSeconds * 1000 });
  }) as unknown as Limiter;
  return { limiter, calls };
}

function replyRecorder() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

const request = {} as FastifyRequest;
const refusal = { status: 429, code: 'rate_limited', messageKey: 'errors.rateLimited' };

describe('a limit that counts every request', () => {
  it('counts the request and lets it through while under the limit', async () => {
    const { limiter, calls } = limiterAnswering({
      isAllowed: false,
      isExceeded: false,
      remaining: 3,
      ttlInSeconds: 60,
    });
    const { reply, headers } = replyRecorder();
    await expect(countOrRefuse(limiter, request, reply)).resolves.toBeUndefined();
    expect(calls).toEqual([undefined]);
    expect(headers).toEqual({});
  });

  it('answers 429 with the seconds to wait once past the limit', async () => {
    const { limiter } = limiterAnswering({
      isAllowed: false,
      isExceeded: true,
      remaining: 0,
      ttlInSeconds: 42,
    });
    const { reply, headers } = replyRecorder();
    await expect(countOrRefuse(limiter, request, reply)).rejects.toMatchObject(refusal);
    expect(headers).toEqual({ 'retry-after': '42' });
  });

  it('never refuses an allow-listed caller', async () => {
    const { limiter } = limiterAnswering({
      isAllowed: true,
      isExceeded: true,
      remaining: 0,
      ttlInSeconds: 42,
    });
    const { reply } = replyRecorder();
    await expect(countOrRefuse(limiter, request, reply)).resolves.toBeUndefined();
  });
});

describe('a limit that counts failures only', () => {
  it('looks without counting, and lets the request through while tries remain', async () => {
    const { limiter, calls } = limiterAnswering({
      isAllowed: false,
      isExceeded: false,
      remaining: 1,
      ttlInSeconds: 900,
    });
    const { reply, headers } = replyRecorder();
    await expect(refuseWhenUsedUp(limiter, request, reply)).resolves.toBeUndefined();
    expect(calls).toEqual([{ increment: false }]);
    expect(headers).toEqual({});
  });

  it('refuses the right password too once the tries are used up', async () => {
    const { limiter } = limiterAnswering({
      isAllowed: false,
      isExceeded: false,
      remaining: 0,
      ttlInSeconds: 900,
    });
    const { reply, headers } = replyRecorder();
    await expect(refuseWhenUsedUp(limiter, request, reply)).rejects.toMatchObject(refusal);
    expect(headers).toEqual({ 'retry-after': '900' });
  });

  it('never refuses an allow-listed caller', async () => {
    const { limiter } = limiterAnswering({
      isAllowed: true,
      isExceeded: false,
      remaining: 0,
      ttlInSeconds: 900,
    });
    const { reply } = replyRecorder();
    await expect(refuseWhenUsedUp(limiter, request, reply)).resolves.toBeUndefined();
  });
});
