// What the screenshot run shares (screenshots.config.ts, docs/screenshots.md): the widths, the people,
// and `atWidths`, which opens a screen at each width in a browser of its own, photographs it, runs axe
// on it and checks that nothing scrolls sideways. A finding fails the test softly (the other widths and
// screens are still photographed) and is written to findings.jsonl beside the pictures.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  devices,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { codeFor, signUpViaApi, type User, uniqueIp } from '../support/accounts.ts';
import { accessibilityProblems, PARK_STREET } from '../support/guest.ts';
import { callAs } from '../support/people.ts';
import { SHOTS_DIR, SHOTS_LANG, SHOTS_ROOT, SHOTS_WIDTHS } from './shots-dir.ts';

const HEIGHT: Record<number, number> = { 320: 640, 390: 844, 1366: 768 };
/** A long list is photographed down to here: enough to judge it, small enough to look at. */
const MAX_HEIGHT = 4_000;

const sessions = `${SHOTS_ROOT}.sessions/`;

/**
 * A seeded person logged in through the development SMS outbox, once per run (one code a minute per
 * phone); kept in a file, so a worker started again after a failed test reuses it.
 */
export async function session(request: APIRequestContext, phone: string): Promise<User> {
  const file = `${sessions}${phone}.json`;
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as User;
  const headers = { 'x-forwarded-for': uniqueIp() };
  await request.get(`/api/send-login-otp/${phone}`, { headers });
  const res = await request.post('/api/login-using-otp', {
    headers,
    data: { phone, otp: await codeFor(request, phone) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`log-in of ${phone} refused: ${JSON.stringify(body)}`);
  mkdirSync(sessions, { recursive: true });
  writeFileSync(file, JSON.stringify(body.data));
  return body.data as User;
}

/** Moves the server's test clock forward (it never goes back). */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<Date> {
  const res = await request.post('/api/dev/clock', { data: { advance_seconds: seconds } });
  if (!res.ok()) throw new Error(`the clock did not move: ${res.status()} ${await res.text()}`);
  return new Date((await res.json()).data.now as string);
}

/** Moves the server's clock forward to the next `hh:mm` in Kolkata. */
export async function clockTo(request: APIRequestContext, hh: number, mm: number): Promise<void> {
  const DAY = 24 * 3600;
  const now = await advanceClock(request, 1);
  const sinceMidnight = (now.getTime() / 1000 + 330 * 60) % DAY;
  await advanceClock(request, Math.ceil((hh * 3600 + mm * 60 - sinceMidnight + DAY) % DAY) || DAY);
}

/** Elements past the right edge that nothing clips: what a person sees cut off or scrolls sideways to. */
const SIDEWAYS = `(() => {
  const found = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= window.innerWidth + 1) continue;
    let clipped = false;
    for (let e = el.parentElement; e && !clipped; e = e.parentElement) clipped = getComputedStyle(e).overflowX !== 'visible';
    if (!clipped) found.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + ' (' + Math.round(box.right) + ' px)');
  }
  return { excess: document.documentElement.scrollWidth - window.innerWidth, found: found.slice(0, 6) };
})()`;

/** The screen has stopped moving: no skeleton, fonts and pictures in, the animations done. */
async function settle(page: Page, fullPage: boolean) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (fullPage) {
    // Lazy pictures load as they come into view: walk down the page once, then back to the top.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const step = page.viewportSize()?.height ?? 700;
    for (let y = step; y < Math.min(height, MAX_HEIGHT); y += step) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page
    .waitForFunction(
      () => Array.from(document.images).every((i) => i.complete || i.loading === 'lazy'),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  await page.waitForTimeout(350);
}

export type Shot = (name: string, options?: { fullPage?: boolean }) => Promise<void>;

/**
 * Opens a screen at each width in a new browser (a phone's below 800 px), as `user` (or a guest) with
 * Park Street chosen unless `located` is false and the permissions in `grant`, and lets `walk` go there
 * and call `shot` on each view.
 */
export async function atWidths(
  browser: Browser,
  options: { user?: User | null; located?: boolean; grant?: string[] },
  walk: (page: Page, shot: Shot, width: number) => Promise<void>,
): Promise<void> {
  for (const width of SHOTS_WIDTHS) {
    const phone = width < 800;
    const context = await browser.newContext({
      ...test.info().project.use,
      viewport: { width, height: HEIGHT[width] ?? 800 },
      ...(phone ? { userAgent: devices['Pixel 7'].userAgent } : {}),
      isMobile: phone,
      hasTouch: phone,
      deviceScaleFactor: 1,
      permissions: options.grant ?? [],
    });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
    const page = await context.newPage();
    try {
      await page.goto('/nowhere');
      await page.evaluate(
        ([user, place, lang]) => {
          localStorage.clear();
          sessionStorage.clear();
          // The language as a customer chooses it: the device's stored choice (lib/i18n/languages.ts).
          if (lang !== 'en') localStorage.setItem('language', lang);
          if (user) localStorage.setItem('user', JSON.stringify(user));
          if (place) {
            localStorage.setItem('userLat', place.lat);
            localStorage.setItem('userLng', place.lng);
            localStorage.setItem('address', place.address);
          }
        },
        [options.user ?? null, options.located === false ? null : PARK_STREET, SHOTS_LANG] as const,
      );
      const shot: Shot = async (name, { fullPage = true } = {}) => {
        await settle(page, fullPage);
        const dir = `${SHOTS_DIR}${width}/`;
        mkdirSync(dir, { recursive: true });
        const path = `${dir}${name}.png`;
        const viewport = page.viewportSize() ?? { width, height: 800 };
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (fullPage && height > viewport.height) {
          // A window as tall as the page, not Chromium's full-page capture: that one paints the fixed
          // bars (the cart's Pay, the bottom navigation) where they were on the first screen, over the
          // middle of the page.
          await page.setViewportSize({ width, height: Math.min(height, MAX_HEIGHT) });
          await page.waitForTimeout(300);
          await page.screenshot({ path });
          await page.setViewportSize(viewport);
        } else {
          await page.screenshot({ path });
        }
        const axe = await accessibilityProblems(page);
        const sideways = (await page.evaluate(SIDEWAYS)) as { excess: number; found: string[] };
        const finding = {
          name,
          width,
          url: new URL(page.url()).pathname,
          axe,
          sideways: sideways.excess > 0 ? sideways.excess : 0,
          beyondTheEdge: sideways.found,
        };
        appendFileSync(`${SHOTS_DIR}findings.jsonl`, `${JSON.stringify(finding)}\n`);
        expect.soft(axe, `axe on ${name} at ${width} px`).toEqual([]);
        expect.soft(sideways.excess, `${name} at ${width} px scrolls sideways: ${sideways.found}`).toBe(0);
      };
      await walk(page, shot, width);
    } finally {
      await context.close();
    }
  }
}

/**
 * A screen of a walk: its picture's name, its address, and what is on it once it has loaded (a CSS
 * selector, or a locator, which may name words when the walk runs in English only).
 */
type Stop = [name: string, path: string, ready: string | ((page: Page) => Locator)];

/** Opens each stop's address in turn and photographs it once its `ready` shows: every walk's one loop. */
export async function visit(page: Page, shot: Shot, stops: Stop[]): Promise<void> {
  for (const [name, path, ready] of stops) {
    await page.goto(path);
    await (typeof ready === 'string' ? page.locator(ready) : ready(page)).first().waitFor();
    await shot(name);
  }
}

/** A flat on Park Street: a whole address, so the cart and the captain's drop show a house. */
const PARK_STREET_FLAT = {
  latitude: 22.5526,
  longitude: 88.3525,
  address: 'Park Street, Central Kolkata',
  house: 'Flat 4B, 12 Park Street',
  landmark: '',
  tag: 'HOME',
};

/** A new customer with a Park Street flat as their address. */
export async function customerWithFlat(request: APIRequestContext, name: string): Promise<User> {
  const user = await signUpViaApi(request, name);
  await callAs(request, user, 'save-address', PARK_STREET_FLAT);
  const fresh = await request.post('/api/update-user-info', {
    headers: { authorization: `Bearer ${user.auth_token}` },
  });
  return { ...(await fresh.json()).data, auth_token: user.auth_token } as User;
}

/** A dish of `slug` over the minimum order and under the cash-on-delivery limit, by its name. */
export async function cashDish(request: APIRequestContext, slug: string): Promise<string> {
  const menu = await (await request.post(`/api/get-restaurant-items/${slug}`)).json();
  const all = [...menu.recommended, ...Object.values(menu.items).flat()] as Array<{
    name: string;
    price: string;
  }>;
  return all.find((d) => Number(d.price) >= 150 && Number(d.price) <= 350)!.name;
}

/**
 * The kitchen (`staff`) accepts the order and this waits until `captain`, on duty nearby, is offered
 * it, declining any other order offered first; the offer's id. An offer lasts 30 s.
 */
export async function offerTo(
  request: APIRequestContext,
  people: { staff: User; captain: User; orderId: number },
): Promise<number> {
  const { staff, captain, orderId } = people;
  await callAs(request, staff, `partner/orders/${orderId}/accept`, { preparation_min: 25 });
  let offerId = 0;
  await expect
    .poll(
      async () => {
        const me = await callAs<{ data: { offer: { id: number; order: { id: number } } | null } }>(
          request,
          captain,
          'captain/me',
        );
        const offer = me.data.offer;
        if (offer && offer.order.id !== orderId) {
          await callAs(request, captain, `captain/offers/${offer.id}/decline`);
        }
        offerId = offer?.order.id === orderId ? offer.id : 0;
        return offerId;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return offerId;
}
