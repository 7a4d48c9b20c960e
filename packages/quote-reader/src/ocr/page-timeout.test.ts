import { describe, expect, it } from 'vitest';
import {
  PAGE_TIMEOUT_MS,
  pageTimeoutMs,
  WORKER_START_TIMEOUT_MS,
  workerStartTimeoutMs,
} from './engine.ts';

describe('OCR time limits under load', () => {
  it.each([
    [0, 2, 1],
    [2, 2, 1],
    [6, 2, 3],
    [18, 2, 4],
  ])(
    'with a load of %s on %s cores allows %s × the page and worker start limits',
    (load, cores, times) => {
      expect(pageTimeoutMs(load, cores)).toBe(PAGE_TIMEOUT_MS * times);
      expect(workerStartTimeoutMs(load, cores)).toBe(WORKER_START_TIMEOUT_MS * times);
    },
  );
});
