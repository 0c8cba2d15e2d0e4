import { defineConfig } from 'vitest/config';

// `npm test`: everything that needs no browser. DATABASE_URL set = the API suite runs on that
// PostgreSQL server (a throw-away database per test file); unset = embedded PGlite.
export default defineConfig({
  test: {
    include: [
      'packages/*/test/**/*.test.ts',
      'apps/api/test/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
