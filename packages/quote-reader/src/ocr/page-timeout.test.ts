import { describe, expect, it } from 'vitest';
import { PAGE_TIMEOUT_MS, pageTimeoutMs } from './engine.ts';

describe('pageTimeoutMs', () => {
  it.each([
    [0, 2, 1],
    [2, 2, 1],
    [6, 2, 3],
    [18, 2, 4],
  ])('with a load of %s on %s cores allows %s × the page limit', (load, cores, times) => {
    expect(pageTimeoutMs(load, cores)).toBe(PAGE_TIMEOUT_MS * times);
  });
});
