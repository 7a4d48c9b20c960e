import { defineConfig } from 'vitest/config';

/**
 * What `npm run test:mutation` (StrykerJS, stryker.sessions.config.json) runs against each mutant
 * of the session and sign-in modules: the tests that sign in, refresh, sign out, deactivate and
 * cross companies over HTTP on a real database (docs/measurements/tests.md § Mutation testing).
 */
export default defineConfig({
  test: {
    include: [
      'src/modules/auth/*.test.ts',
      'src/modules/sessions/*.test.ts',
      'src/modules/users/*.test.ts',
      'test/permissions.test.ts',
      'test/rule-numbers.test.ts',
      'test/missed-bugs.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
