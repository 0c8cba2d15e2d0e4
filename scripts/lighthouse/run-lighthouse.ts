// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, a mid-range phone's CPU) on the four
// first screens of a production build, and its desktop preset on the restaurant list (issue 15 measured a
// layout shift there that the phone does not have), served by the real API server on a fresh demo database. Prints the
// median of LIGHTHOUSE_RUNS runs per screen. Measured, not timed: nothing fails on a score, and CI never
// runs it (a shared runner's CPU would make the figures noise). LIGHTHOUSE_DETAIL=1 prints each run's
// metric scores, long tasks and layout shifts under its row; LIGHTHOUSE_SCREENS=landing,menu picks screens;
// LIGHTHOUSE_CPU sets the phone's CPU slowdown (below).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { run, startApi, stop } from '../bench/bench-kit.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cpuSlowdown = process.env.LIGHTHOUSE_CPU ? Number(process.env.LIGHTHOUSE_CPU) : null;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Screen {
  name: string;
  path: string;
  /** localStorage set on the origin before the run (a returning customer's cart). */
  storage?: Record<string, string>;
  /** Lighthouse's desktop preset (a wide screen, a fast link) instead of the phone's. */
  desktop?: boolean;
}

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** What moved, when the page moved more than the goal allows (selectors and their shift scores). */
  shifts: string[];
  /** The element Lighthouse took as the largest paint. */
  lcpElement: string | undefined;
  /** LIGHTHOUSE_DETAIL=1: each metric's own score, the long tasks and every layout shift of the run. */
  detail: string[];
}

interface LongTaskItem {
  url?: string;
  duration?: number;
  startTime?: number;
}

interface ShiftItem {
  node?: { selector?: string };
  score?: number;
}

async function measureOnce(url: string, { storage, desktop }: Screen): Promise<Figures> {
  // A fresh browser (and profile) per run: no cache or storage carried from one run to the next.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((entries) => {
        // Runs in the page (this file is type-checked without the DOM's types).
        const { localStorage } = globalThis as unknown as {
          localStorage: { setItem(k: string, v: string): void };
        };
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse would clear the origin's storage, and with it the cart set above; the profile is new.
        disableStorageReset: storage !== undefined,
        // LIGHTHOUSE_CPU: the phone's slowdown (the mobile preset's is 4). Its simulation scales the
        // main thread's observed work by it, so 8 on a machine twice as fast stands for 4 on a slower one.
        ...(cpuSlowdown && !desktop ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    // A failed run (Lighthouse names the reason, e.g. NO_LCP) is retried, not counted as a zero.
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      shifts: ((audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? []).map(
        (item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`,
      ),
      lcpElement: JSON.stringify(audits['largest-contentful-paint-element']?.details ?? {}).match(
        /"selector":"([^"]+)"/,
      )?.[1],
      detail: [
        // The score is a weighted mean of these: which metric costs the points, and how many.
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ]
          .map(
            (id) =>
              `${id} ${audits[id]?.displayValue ?? '?'} (${Math.round((audits[id]?.score ?? 0) * 100)})`,
          )
          .join(', '),
        // Lighthouse's simulated long tasks (4x the observed CPU): where the blocking time comes from.
        `long tasks: ${(
          (audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []
        )
          .map(
            (t) =>
              `${t.url?.replace(/^.*\//, '') ?? '?'} @${Math.round(t.startTime ?? 0)} ${Math.round(t.duration ?? 0)} ms`,
          )
          .join('; ')}`,
        `shifts: ${((audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [])
          .map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`)
          .join('; ')}`,
      ],
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function firstMenu(origin: string) {
  const json = { 'content-type': 'application/json' };
  // The city centre: what a first-time visitor without a chosen place sees.
  const list = (await fetch(`${origin}/api/get-delivery-restaurants`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ latitude: 22.5726, longitude: 88.3639 }),
  }).then((r) => r.json())) as Array<{ id: number; slug: string; name: string }>;
  const restaurant = list[0];
  if (!restaurant) throw new Error('no restaurant near the city centre');
  const menu = (await fetch(`${origin}/api/get-restaurant-items/${restaurant.slug}`, { method: 'POST' }).then(
    (r) => r.json(),
  )) as {
    items: Record<
      string,
      Array<{ id: number; name: string; price: string; is_veg: 0 | 1; choice_groups?: unknown[] }>
    >;
  };
  // Dishes of one price: a stored line of a dish with choices would need them (issue 27).
  const dishes = Object.values(menu.items)
    .flat()
    .filter((d) => !d.choice_groups)
    .slice(0, 2);
  const cart = {
    restaurant: { id: restaurant.id, slug: restaurant.slug, name: restaurant.name },
    lines: dishes.map((d) => ({
      itemId: d.id,
      name: d.name,
      pricePaise: Math.round(Number(d.price) * 100),
      isVeg: d.is_veg === 1,
      quantity: 1,
    })),
  };
  return { slug: restaurant.slug, cart };
}

/**
 * Lighthouse 12 has no PWA category any more: the installability checks are asked of Chromium itself
 * (the DevTools protocol's own list of reasons an app cannot be installed, empty when it can), after a
 * first visit has installed the service worker; then the start URL is opened with the network off.
 */
async function installability(origin: string): Promise<string[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    // Runs in the page (this file is type-checked without the DOM's types).
    const worker = await page.evaluate(async () => {
      const sw = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
        .navigator.serviceWorker;
      await sw.ready;
      return true;
    });
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const { url: manifestUrl, errors } = await cdp.send('Page.getAppManifest');
    await page.setOfflineMode(true);
    await page.reload({ waitUntil: 'load' });
    const heading = await page
      .waitForSelector('h1', { timeout: 10_000 })
      .then((h) => h?.evaluate((e) => (e as unknown as { textContent: string }).textContent))
      .catch(() => null);
    await browser.disconnect();
    return [
      `manifest: ${manifestUrl || 'none'}${errors.length ? ` (errors: ${errors.map((e) => e.message).join('; ')})` : ''}`,
      `service worker: ${worker ? 'registered and active' : 'none'}`,
      `installable: ${installabilityErrors.length === 0 ? 'yes' : installabilityErrors.map((e) => e.errorId).join(', ')}`,
      `start URL offline: ${heading ? `opens ("${heading}")` : 'does not open'}`,
    ];
  } finally {
    chrome.kill();
  }
}

if (process.env.LIGHTHOUSE_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
const dataDir = mkdtempSync(join(tmpdir(), 'khabar-lighthouse-'));
const port = await freePort();
const api = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
try {
  const origin = `http://127.0.0.1:${port}`;
  const { slug, cart } = await firstMenu(origin);
  const screens: Screen[] = [
    { name: 'landing', path: '/' },
    { name: 'restaurants', path: '/restaurants' },
    { name: 'menu', path: `/restaurantDetail/${slug}` },
    { name: 'cart (2 dishes)', path: '/cart', storage: { cart: JSON.stringify(cart) } },
    { name: 'desktop list', path: '/restaurants', desktop: true },
  ];
  console.log(
    `# Lighthouse mobile (simulated slow 4G; the last row desktop), median of ${runs} runs, ${origin}`,
  );
  console.log('| screen | score | LCP | TBT | CLS | FCP | scores |');
  console.log('|---|---|---|---|---|---|---|');
  const only = process.env.LIGHTHOUSE_SCREENS?.split(',');
  const shifts: string[] = [];
  const lcpElements: string[] = [];
  for (const screen of screens.filter((s) => !only || only.includes(s.name.split(' ')[0] ?? ''))) {
    const all: Figures[] = [];
    for (let attempt = 0; all.length < runs && attempt < runs * 2; attempt++) {
      try {
        all.push(await measureOnce(`${origin}${screen.path}`, screen));
      } catch (error) {
        console.log(`(${screen.name}: a run failed and is repeated: ${(error as Error).message})`);
      }
    }
    lcpElements.push(`${screen.name}: ${[...new Set(all.map((f) => f.lcpElement))].join(' | ')}`);
    for (const f of all) if (f.cls > 0.1) shifts.push(`${screen.name}: ${f.shifts.join('; ')}`);
    if (process.env.LIGHTHOUSE_DETAIL === '1')
      for (const f of all) console.log(`  ${f.score}: ${f.detail.join('\n    ')}`);
    const m = (pick: (f: Figures) => number) => median(all.map(pick));
    console.log(
      `| ${screen.name} \`${screen.path}\` | ${m((f) => f.score)} | ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s | ${m((f) => f.tbtMs).toFixed(0)} ms | ${m((f) => f.cls).toFixed(3)} | ${(m((f) => f.fcpMs) / 1000).toFixed(2)} s | ${all.map((f) => f.score).join(', ')} |`,
    );
  }
  console.log(`\nLargest paint:\n${lcpElements.join('\n')}`);
  console.log(`\nInstallable (issue 28):\n${(await installability(origin)).join('\n')}`);
  if (shifts.length) console.log(`\nLayout shifts over 0.1:\n${shifts.join('\n')}`);
} finally {
  await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
