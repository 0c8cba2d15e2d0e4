import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { EMPTY_CITY } from './support/empty-city.ts';

// The built product on a fresh embedded database, driven by Debian's Chromium (nothing downloaded).
// One server per worker, each on its own port and embedded database, so two workers on two cores never
// see each other's orders, stock switches or clock. Playwright evaluates this file again in each worker
// with TEST_PARALLEL_INDEX set (0..workers-1, kept when a worker is replaced after a failure): that
// picks the worker's server, for `page` and `request` alike, with no change to the specs.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// One worker by default: on two cores each worker's Chromium, server and test runner want more than a
// core, and two workers were slower than one (19 tests: 213 s against 184 s) and ran journeys past
// their time limits. E2E_WORKERS=2 still works on a bigger machine.
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
const workerPort = PORT + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const dataRoot = inWorker ? '' : (process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'khabar-e2e-')));
// The empty city's database: new on every run (even with E2E_DATA_DIR), as the admin command needs.
const emptyCityDir = inWorker ? '' : mkdtempSync(join(tmpdir(), 'khabar-e2e-empty-city-'));
// The specs whose people work at a desk (the back office): the desktop project runs them, once.
const DESK_SPECS =
  /(back-office|webhooks|complaints|dashboard|operators-day|ops-board|ops-trail|support-actions|support-customers|cash-handin|ratings-desk|scheduled-order|dish-choices-editor)\.spec\.ts$/;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './specs',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: './.artifacts/report' }]],
  use: {
    baseURL: `http://localhost:${workerPort}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    geolocation: { latitude: 22.5526, longitude: 88.3525 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app registers a service worker (decision 050). Requests it makes are not seen by page.route,
    // and a worker left from one page would answer the next from its caches: the specs that mock or
    // count requests would test the worker instead of the screen. Blocked here; the specs about the
    // worker itself (installable-offline) allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      // The customer's journeys, once, at the width they are made for (decision 043): a phone.
      testIgnore: [/(small|wide)-screens\.spec\.ts$/, DESK_SPECS],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      // The back office's journeys are people at a desk: they run once, here (their customers and
      // captains still use this project's device); their narrow-screen checks set their own widths.
      testMatch: DESK_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions: chromium },
    },
    {
      name: 'wide',
      // The customer at a laptop (decision 043): every screen in wide-screens.spec.ts, and the journeys
      // tagged @wide, whose steps differ on the wide layout (the cart panel, no bottom bar, a browser
      // that refuses the position).
      testIgnore: [/small-screens\.spec\.ts$/, DESK_SPECS],
      grep: /@wide/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, launchOptions: chromium },
    },
    // The smallest phones still sold (320 px wide): nothing may scroll sideways, be cut or be covered.
    {
      name: 'phone-320',
      testMatch: /small-screens\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 320, height: 640 }, launchOptions: chromium },
    },
  ],
  webServer: [
    // The empty city (issue 31): no demo seed, only the first admin, made with the README's command
    // before the server starts. Only the back-office spec uses it (test.use({ baseURL })). It has no
    // `url`, so Playwright starts it and goes on to the workers' servers without waiting (it waits for
    // its servers one after another): it comes up meanwhile, and that spec waits for its health.
    {
      name: 'empty city',
      command: `npm run -s admin:create -- --phone ${EMPTY_CITY.admin.phone} --name "${EMPTY_CITY.admin.name}" && node --import tsx apps/api/src/server.ts`,
      cwd: '..',
      reuseExistingServer: false,
      env: {
        PORT: String(EMPTY_CITY.port),
        DATA_DIR: emptyCityDir,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        CLOCK_START: '2026-11-19T07:30:00Z',
        TRUST_PROXY: 'true',
        DEMO_AUTOPILOT: 'false',
      },
    },
    ...Array.from({ length: WORKERS }, (_, index) => ({
      command: 'node --import tsx apps/api/src/server.ts',
      cwd: '..',
      url: `http://localhost:${PORT + index}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Thursday 13:00 in Kolkata: the demo restaurants keep their lunch hours whatever the hour CI runs.
      env: {
        PORT: String(PORT + index),
        DATA_DIR: join(dataRoot, `server-${index}`),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        CLOCK_START: '2026-11-19T07:30:00Z',
        // Tests stand in for many customers on many networks: each sends its own X-Forwarded-For, so the
        // per-address code limits apply per test, as they would per customer.
        TRUST_PROXY: 'true',
        // People move the orders in these tests (restaurant console, captain app), not the demo autopilot.
        DEMO_AUTOPILOT: 'false',
      },
    })),
  ],
});
