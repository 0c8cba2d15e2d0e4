import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SHOTS_DIR, SHOTS_LANG, SHOTS_ROOT, SHOTS_WIDTHS } from './screenshots/shots-dir.ts';

// The screenshot run (`npm run screenshots`, docs/screenshots.md): every screen that issues 23, 25 and 31
// touched, at 320, 390 and 1366 px, written to e2e/.artifacts/screenshots/<width>/<name>.png for a person
// to look at, with axe and a sideways-scroll check on each. Not part of `npx playwright test` (that
// config's testDir is ./specs); this one has its own server, on the built product and a fresh demo city.
const PORT = Number(process.env.SHOTS_PORT ?? 3250);
const inWorker = process.env.TEST_PARALLEL_INDEX !== undefined;
// The main process starts a fresh server: last run's findings and sessions mean nothing to it (the
// pictures are overwritten screen by screen, so a run of a few screens keeps the others').
if (!inWorker) {
  rmSync(`${SHOTS_DIR}findings.jsonl`, { force: true });
  rmSync(`${SHOTS_ROOT}.sessions`, { recursive: true, force: true });
}
const dataDir = inWorker ? '' : mkdtempSync(join(tmpdir(), 'khabar-shots-'));
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
  testDir: './screenshots',
  testMatch: /\.shots\.ts$/,
  // In Hindi or Bengali (SHOTS_LANG, docs/screenshots.md) only the walks that find their way by the
  // page's structure (the customer's screens and the two consoles): the back office stays English, and
  // issue 23's customer walks name English buttons.
  testIgnore:
    SHOTS_LANG === 'en' ? [] : [/back-office\.shots\.ts$/, /customer\.shots\.ts$/, /night\.shots\.ts$/],
  outputDir: './.artifacts/screenshot-results',
  // One server, one clock (the night screens move it): one worker, the files in turn.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Each test photographs its screens at each width: two minutes a width (three minutes for three widths
  // timed out while the machine was loaded by other work).
  timeout: 120_000 * SHOTS_WIDTHS.length,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: 'off',
    screenshot: 'off',
    geolocation: { latitude: 22.5526, longitude: 88.3525 },
    // The browser's language, as a phone set to it sends it; the app's stored choice is set too (shots.ts).
    locale: `${SHOTS_LANG}-IN`,
    timezoneId: 'Asia/Kolkata',
  },
  webServer: {
    command: 'node --import tsx apps/api/src/server.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Thursday 13:00 in Kolkata: lunch, the demo restaurants open.
      CLOCK_START: '2026-11-19T07:30:00Z',
      TRUST_PROXY: 'true',
      // The screenshots' people move the orders, not the demo autopilot.
      DEMO_AUTOPILOT: 'false',
    },
  },
});
