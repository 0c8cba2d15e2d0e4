// `npm run bench:first-paint` (and the last part of `npm run bench`): the main thread's work on the four
// first screens, measured directly rather than simulated (issue 29). A production build served by the
// real API server on a fresh demo city; each screen opened FIRST_PAINT_RUNS times (3) in a fresh browser
// context (no cache, no storage) in Debian's Chromium with the CPU slowed 4x (a mid-range phone on this
// kind of machine) and a DevTools trace. Prints, median of the runs:
// - script: the main thread's time compiling and evaluating the app's scripts (module compile and
//   evaluation, classic scripts), and all JavaScript (those plus callbacks, timers, microtasks);
// - long tasks over 50 ms: their count and the total blocking time after the first paint (the part of
//   each beyond 50 ms, Lighthouse's definition, up to the end of the trace rather than to TTI);
// - React's first render: when #root first has content (the page's first commit), and when the static
//   shell of index.html was taken down (the first page rendered);
// - first contentful paint (usually index.html's static shell) and largest contentful paint.
// The network is not throttled: this is the CPU's share. The machine is shared: read the figures as a
// range; the lead reruns them on an idle machine. Settings: FIRST_PAINT_RUNS, FIRST_PAINT_CPU (4),
// FIRST_PAINT_SCREENS (landing,restaurants,menu,cart), FIRST_PAINT_SKIP_BUILD=1, CHROME_PATH.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { run, startApi, stop } from './bench-kit.ts';

const runs = Number(process.env.FIRST_PAINT_RUNS ?? 3);
const cpu = Number(process.env.FIRST_PAINT_CPU ?? 4);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LONG_TASK_MS = 50;
/** After the load event, how long the page is left to settle (lazy chunks, the list's answer, images). */
const SETTLE_MS = 2500;
// FIRST_PAINT_PROFILE=<dir>: a V8 CPU profile of each load there (sampled every 0.1 ms), for
// `tsx scripts/bench/top-costs.ts`; build with WEB_MINIFY=0 to read the app's own function names.
const profileDir = process.env.FIRST_PAINT_PROFILE;
let profiles = 0;

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

interface FirstPaintFigures {
  /** Compiling and evaluating scripts (module compile + evaluate, classic script evaluation), ms. */
  scriptEvalMs: number;
  /** All JavaScript on the main thread (evaluation, callbacks, timers, microtasks), ms. */
  scriptAllMs: number;
  longTasks: number;
  /** Sum over tasks after the first paint of (duration - 50 ms). */
  tbtMs: number;
  /** The longest task on the main thread, ms. */
  longestTaskMs: number;
  /** #root first had content: React's first commit, ms after navigation start. */
  reactFirstRenderMs: number;
  /** index.html's static shell taken down: the first page's render, ms. */
  pageRenderedMs: number;
  fcpMs: number;
  lcpMs: number;
}

// Evaluation, and the other ways JavaScript runs on the main thread (DevTools' "Scripting").
const EVAL = new Set(['v8.compileModule', 'v8.evaluateModule', 'EvaluateScript', 'v8.compile']);
const JS = new Set([
  ...EVAL,
  'FunctionCall',
  'TimerFire',
  'RunMicrotasks',
  'EventDispatch',
  'FireAnimationFrame',
]);

/** The length of the union of intervals (nested events are counted once). */
function unionMs(intervals: Array<[number, number]>): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [s, e] of sorted) {
    if (e <= end) continue;
    total += e - Math.max(s, end);
    end = e;
  }
  return total / 1000;
}

/**
 * The page's renderer main thread: the process the browser committed the page's last navigation to
 * (a trace holds every process of the browser, and on a shared machine may hold more).
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const commits = events.filter(
    (e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.isOutermostMainFrame === true,
  );
  const pid = commits.at(-1)?.args?.data?.processId;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  if (!main) throw new Error('the trace has no renderer main thread for the page');
  return { pid: main.pid, tid: main.tid };
}

function readTrace(
  events: TraceEvent[],
): Pick<FirstPaintFigures, 'scriptEvalMs' | 'scriptAllMs' | 'longTasks' | 'tbtMs' | 'longestTaskMs'> {
  const { pid, tid } = mainThread(events);
  const fcpTs = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? 0;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const span = (e: TraceEvent): [number, number] => [e.ts, e.ts + (e.dur ?? 0)];
  const tasks = own.filter((e) => e.name === 'RunTask');
  const long = tasks.filter((e) => (e.dur ?? 0) / 1000 > LONG_TASK_MS);
  return {
    scriptEvalMs: unionMs(own.filter((e) => EVAL.has(e.name)).map(span)),
    scriptAllMs: unionMs(own.filter((e) => JS.has(e.name)).map(span)),
    longTasks: long.length,
    // A task that straddles the first paint counts from the paint on, as Lighthouse counts it.
    tbtMs: long.reduce((sum, e) => {
      const ms = (e.ts + (e.dur ?? 0) - Math.max(e.ts, fcpTs)) / 1000;
      return sum + Math.max(0, ms - LONG_TASK_MS);
    }, 0),
    longestTaskMs: Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000)),
  };
}

/** What each long task did (FIRST_PAINT_DETAIL=1): its biggest pieces, with the script they ran. */
function longTaskDetail(events: TraceEvent[]): string[] {
  const { pid, tid } = mainThread(events);
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const start = Math.min(...own.map((e) => e.ts));
  return own
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const parts = new Map<string, number>();
      for (const e of own) {
        if (e === task || e.ts < task.ts || e.ts >= end || (e.dur ?? 0) < 2000) continue;
        const data = e.args?.data ?? {};
        const where = String(data.url ?? data.fileName ?? data.functionName ?? data.type ?? '')
          .replace(/^.*\//, '')
          .slice(0, 40);
        const key = `${e.name}${where ? ` ${where}` : ''}`;
        parts.set(key, Math.max(parts.get(key) ?? 0, (e.dur ?? 0) / 1000));
      }
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
      return `  task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${top.map(([k, ms]) => `${k} ${ms.toFixed(0)}`).join('; ')}`;
    });
}

// Runs in the page before its scripts: the moments React first wrote into #root and took the static
// shell down, and the paint entries (this file is type-checked without the DOM's types).
const PAGE_PROBE = `(() => {
  const marks = (window.__firstPaint = { root: 0, shell: 0, lcp: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) marks.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const root = document.getElementById('root');
    new MutationObserver(() => {
      if (!marks.root && root && root.childNodes.length) marks.root = performance.now();
      if (!marks.shell && !document.getElementById('shell')) marks.shell = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  };
  if (document.body) watch(); else document.addEventListener('DOMContentLoaded', watch);
})();`;

interface Screen {
  name: string;
  path: string;
  /** localStorage on the origin before the page opens: the chosen place, a cart. */
  storage?: Record<string, string>;
}

async function measureOnce(browser: Browser, origin: string, screen: Screen): Promise<FirstPaintFigures> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    if (screen.storage) {
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        `Object.entries(${JSON.stringify(screen.storage)}).forEach(([k, v]) => localStorage.setItem(k, v))`,
      );
    }
    await page.evaluateOnNewDocument(PAGE_PROBE);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'toplevel',
        'blink.user_timing',
        'loading',
      ],
    });
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${origin}${screen.path}`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir, `${screen.name}-${++profiles}.cpuprofile`), JSON.stringify(profile));
    }
    const marks = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ...window.__firstPaint, fcp: fcp ? fcp.startTime : 0 };
    })()`)) as { root: number; shell: number; lcp: number; fcp: number };
    const buffer = await page.tracing.stop();
    if (!buffer) throw new Error('no trace');
    const { traceEvents } = JSON.parse(Buffer.from(buffer).toString('utf8')) as { traceEvents: TraceEvent[] };
    if (process.env.FIRST_PAINT_DETAIL === '1')
      console.log(`${screen.name}:\n${longTaskDetail(traceEvents).join('\n')}`);
    return {
      ...readTrace(traceEvents),
      reactFirstRenderMs: marks.root,
      pageRenderedMs: marks.shell,
      fcpMs: marks.fcp,
      lcpMs: marks.lcp,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function firstMenu(origin: string) {
  const place = { latitude: 22.5526, longitude: 88.3525 };
  const list = (await fetch(`${origin}/api/get-delivery-restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(place),
  }).then((r) => r.json())) as Array<{ id: number; slug: string; name: string }>;
  const restaurant = list[0];
  if (!restaurant) throw new Error('no restaurant near Park Street');
  const menu = (await fetch(`${origin}/api/get-restaurant-items/${restaurant.slug}`, { method: 'POST' }).then(
    (r) => r.json(),
  )) as {
    items: Record<
      string,
      Array<{ id: number; name: string; price: string; is_veg: 0 | 1; choice_groups?: unknown[] }>
    >;
  };
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

/** Builds (unless told not to), serves the demo city, traces the four screens and prints a table. */
async function benchFirstPaint(): Promise<void> {
  if (process.env.FIRST_PAINT_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
  const dataDir = mkdtempSync(join(tmpdir(), 'khabar-first-paint-'));
  const port = await freePort();
  const api = await startApi(port, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const { slug, cart } = await firstMenu(origin);
    const place = { userLat: '22.5526', userLng: '88.3525', address: 'Park Street, Central Kolkata' };
    const screens: Screen[] = [
      { name: 'landing', path: '/' },
      { name: 'restaurants', path: '/restaurants', storage: place },
      { name: 'menu', path: `/restaurantDetail/${slug}`, storage: place },
      { name: 'cart', path: '/cart', storage: { ...place, cart: JSON.stringify(cart) } },
    ];
    const only = process.env.FIRST_PAINT_SCREENS?.split(',');
    console.log(
      `\n# First paint on a ${cpu}x slower CPU (Chromium trace, network not throttled), median of ${runs} runs`,
    );
    console.log(
      '| screen | script eval | all JS | long tasks | TBT | longest task | React first render | page rendered | FCP | LCP |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const screen of screens.filter((s) => !only || only.includes(s.name))) {
      const all: FirstPaintFigures[] = [];
      for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, origin, screen));
      const m = (pick: (f: FirstPaintFigures) => number) => median(all.map(pick)).toFixed(0);
      console.log(
        `| ${screen.name} | ${m((f) => f.scriptEvalMs)} ms | ${m((f) => f.scriptAllMs)} ms | ${m((f) => f.longTasks)} | ${m((f) => f.tbtMs)} ms | ${m((f) => f.longestTaskMs)} ms | ${m((f) => f.reactFirstRenderMs)} ms | ${m((f) => f.pageRenderedMs)} ms | ${m((f) => f.fcpMs)} ms | ${m((f) => f.lcpMs)} ms |`,
      );
    }
  } finally {
    await browser.close();
    await stop(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchFirstPaint();
