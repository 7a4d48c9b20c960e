import { defineConfig } from 'vitest/config';

/**
 * The tests that guard permissions, sessions, tokens and the account rules: what
 * `npm run test:mutation` (StrykerJS, stryker.config.json) runs against each mutant of those
 * modules. The whole suite would take hours per run on two cores.
 */
export default defineConfig({
  test: {
    include: [
      'src/lib/*.test.ts',
      'src/modules/auth/*.test.ts',
      'src/modules/users/*.test.ts',
      'test/permissions.test.ts',
      'test/rule-numbers.test.ts',
      'test/missed-bugs.test.ts',
      'test/mail-limits.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
