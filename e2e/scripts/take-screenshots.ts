// Screenshots of each screen at phone (390x844) and desktop (1366x768) size, for a human to look at:
//   npm start  (in another terminal), then  npx tsx e2e/scripts/take-screenshots.ts [baseURL]
// Files land in e2e/.artifacts/screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = new URL('../.artifacts/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const PARK_STREET = { userLat: '22.5526', userLng: '88.3525', address: 'Park Street, Central Kolkata' };
const screens: Array<{ name: string; path: string; located?: boolean; wait: string }> = [
  { name: 'landing', path: '/', wait: 'h1' },
  { name: 'restaurants', path: '/restaurants', located: true, wait: '.rcard:not(.rcard--skeleton)' },
  {
    name: 'menu',
    path: '/restaurantDetail/aminia-darbar',
    located: true,
    wait: '.dish:not(.dish--skeleton)',
  },
  { name: 'not-found', path: '/nowhere', wait: 'h1' },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  for (const s of screens) {
    await page.goto(`${base}/`);
    await page.evaluate(
      ([loc, located]) => {
        localStorage.clear();
        if (located) for (const [k, v] of Object.entries(loc)) localStorage.setItem(k, v);
      },
      [PARK_STREET, Boolean(s.located)] as const,
    );
    await page.goto(`${base}${s.path}`);
    await page.waitForSelector(s.wait);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}${s.name}-${size}.png` });
    console.log(`${out}${s.name}-${size}.png`);
  }
  await context.close();
}
await browser.close();
