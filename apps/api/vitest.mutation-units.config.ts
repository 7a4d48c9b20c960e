import { defineConfig } from 'vitest/config';

/**
 * What `npm run test:mutation` (StrykerJS, stryker.config.json) runs against each mutant of the
 * permission, token, password and limit modules: their own tests, which need no database, so a
 * mutant of a module-level table (which every test must see) costs seconds, not minutes
 * (docs/measurements/tests.md § Mutation testing).
 */
export default defineConfig({
  test: {
    include: [
      'src/lib/permissions.test.ts',
      'src/lib/jwt.test.ts',
      'src/lib/uid-token.test.ts',
      'src/lib/passwords.test.ts',
      'src/lib/limits.test.ts',
    ],
  },
});
