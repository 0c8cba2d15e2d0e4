import { defineConfig } from 'vitest/config';
import { linguiMacro } from './apps/web/scripts/lingui-macro.ts';

// Three projects (decision 022):
// - unit: everything that needs no database (domain rules, web logic, lint rules): runs once anywhere.
// - api: the database and API suite, on PostgreSQL with DATABASE_URL (a throw-away database per test
//   file), else on embedded PGlite.
// - driver: the API tests whose behaviour depends on the database driver, plus the every-route smoke;
//   CI runs them on PGlite (and on Node 24) after the whole api project has run on PostgreSQL.
// `npm test` runs unit and api: the whole suite, on PGlite for a new user.

/** API tests whose outcome depends on the driver (PGlite's one connection and its own type parsing,
 * pg's pool): the list and the reason for each are in docs/decisions/022-ci-in-25-minutes.md. */
export const DRIVER_TESTS = [
  'packages/db/test/**/*.test.ts',
  'apps/api/test/fuzz/every-route.test.ts',
  'apps/api/test/contracts/spec-calls.test.ts',
  'apps/api/test/modules/jobs/*.test.ts',
  'apps/api/test/server/*.test.ts',
  'apps/api/test/modules/orders/checkout.test.ts',
  'apps/api/test/modules/orders/unique-order-id.test.ts',
  'apps/api/test/modules/auth/otp-abuse.test.ts',
  'apps/api/test/modules/lifecycle/random-walks.property.test.ts',
];

// On two cores vitest's default is one worker; the API tests spend much of their time waiting on the
// database, child processes and timers, so two overlap well. VITEST_MAX_WORKERS overrides.
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || 2;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/domain/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/scripts/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // The web's words are Lingui macros, read in English (decision 049).
          setupFiles: ['apps/web/src/lib/i18n/test-setup.ts'],
        },
        plugins: [linguiMacro()],
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['packages/db/test/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          // Each file builds its own app on its own database and touches no global state, so a worker
          // need not reload the API's modules for every file (half the suite's time was imports).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'driver', include: DRIVER_TESTS, isolate: false },
      },
    ],
  },
});
