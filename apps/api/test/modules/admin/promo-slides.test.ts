// Promo slides in the back office, an admin's (support neither sees nor changes them): admins add one (its photo through the image
// pipeline, cropped to the carousel's 5:2), link it to a restaurant or a coupon, date it, order and
// remove slides. The customers' carousel (/api/promo-slider) shows only the current ones in order, on
// this process and another, and its live stream says so when they change. Each change is versioned and
// audited.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import { photo } from '../images/sample-images.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'khabar-slides-'));
const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let captain: Session;
let aminiaId: number;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { DATA_DIR: dataDir } });
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330009201');
  staff = await logInStaff(t, aminiaId);
  captain = await logInCaptain(t, 7);
  jpeg = await (await photo(1600, 1200)).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Slide = {
  id: number;
  title: string;
  image: string | null;
  restaurant_id: number | null;
  coupon_id: number | null;
  link: string | null;
  position: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  version: number;
};
type Shown = { id: number; image: string; title: string; link: string | null };

const BOUNDARY = 'khabar-slide-boundary';
function uploadPhoto(slide: { id: number; version: number }, who: Session = admin, bytes = jpeg) {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="version"\r\n\r\n${slide.version}\r\n`,
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="slide.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/promo-slides/${slide.id}/photo`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${who.token}`,
    },
    payload: body,
  });
}

const listed = async (who = admin) => {
  const res = await post(t, 'admin/promo-slides', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Slide[];
};
const shown = async (app = t.app) =>
  (await app.inject({ method: 'POST', url: '/api/promo-slider' })).json().mainSlides as Shown[];
async function create(body: object) {
  const res = await post(t, 'admin/promo-slides/create', admin.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Slide;
}
async function withPhoto(body: object) {
  const made = await create(body);
  const res = await uploadPhoto(made);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Slide;
}
const lastAudit = async () =>
  (await t.handle.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1))[0]!;

describe('who may manage promo slides', () => {
  it('an admin lists every slide in carousel order: the demo city’s, with their links', async () => {
    const rows = await listed(admin);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((s) => s.position)).toEqual([...rows.map((s) => s.position)].sort((a, b) => a - b));
    expect((await shown()).map((s) => s.id)).toEqual(rows.map((s) => s.id));
    expect(rows[0]).toMatchObject({ is_active: true, version: 1, restaurant_id: null, coupon_id: null });
  });

  it('refuses the list and changes to support, customers, restaurant staff and captains (403)', async () => {
    const [slide] = await listed();
    const calls: Array<[string, object]> = [
      ['admin/promo-slides/create', { title: 'Sneaky slide' }],
      [`admin/promo-slides/${slide!.id}`, { version: slide!.version, title: 'Sneaky' }],
      [`admin/promo-slides/${slide!.id}/move`, { version: slide!.version, position: 2 }],
      [`admin/promo-slides/${slide!.id}/remove`, { version: slide!.version }],
    ];
    for (const [url, body] of calls) {
      for (const who of [support, customer, staff, captain]) {
        expect((await post(t, url, who.token, body)).statusCode, `${url} as ${who.user.name}`).toBe(403);
      }
      expect((await post(t, url, null, body)).statusCode).toBe(401);
    }
    for (const who of [support, customer, staff, captain]) {
      expect((await uploadPhoto(slide!, who)).statusCode).toBe(403);
    }
    for (const who of [support, customer, staff, captain]) {
      expect((await post(t, 'admin/promo-slides', who.token)).statusCode, who.user.name).toBe(403);
    }
    expect((await post(t, 'admin/promo-slides', null)).statusCode).toBe(401);
    expect((await listed())[0]).toEqual(slide);
    expect((await listed()).some((s) => s.title === 'Sneaky slide')).toBe(false);
  });
});

describe('bad input is a 400 naming the field, and changes nothing', () => {
  it.each([
    ['title', ''],
    ['title', 'A\u0000B'],
    ['title', 'x'.repeat(81)],
    ['restaurant_id', 0],
    ['restaurant_id', 1e21],
    ['restaurant_id', 2 ** 53 + 2],
    ['restaurant_id', 'abc'],
    ['restaurant_id', 999_999],
    ['coupon_id', 999_999],
    ['starts_at', 'tomorrow'],
    ['starts_at', '3000-01-01T00:00:00+05:30'],
    ['ends_at', '2026-11-01T10:00:00+05:30'],
  ])('creating with %s = %j', async (field, value) => {
    const before = await listed();
    const res = await post(t, 'admin/promo-slides/create', admin.token, {
      title: 'Diwali week',
      starts_at: '2026-11-10T10:00:00+05:30',
      [field]: value,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
    expect(await listed()).toEqual(before);
  });

  it('a restaurant and a coupon at once, a bad move or a missing version', async () => {
    const [slide] = await listed();
    const cases: Array<[string, object, string]> = [
      ['admin/promo-slides/create', { title: 'Both', restaurant_id: aminiaId, coupon_id: 1 }, 'coupon_id'],
      [`admin/promo-slides/${slide!.id}`, { title: 'No version' }, 'version'],
      [`admin/promo-slides/${slide!.id}`, { version: slide!.version, is_active: 'false' }, 'is_active'],
      [`admin/promo-slides/${slide!.id}/move`, { version: slide!.version, position: -1 }, 'position'],
      [`admin/promo-slides/${slide!.id}/move`, { version: slide!.version, position: 1e21 }, 'position'],
      ['admin/promo-slides/0x10/remove', { version: 1 }, 'slideId'],
    ];
    for (const [url, body, field] of cases) {
      const res = await post(t, url, admin.token, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect((await listed())[0]).toEqual(slide);
  });
});

describe('a new slide', () => {
  it('shows on the carousel once its photo is in, cropped to 5:2, last, linking to its restaurant; audited', async () => {
    const made = await create({ title: 'Biryani week at Aminia', restaurant_id: aminiaId });
    expect(made).toMatchObject({
      image: null,
      restaurant_id: aminiaId,
      link: '/restaurantDetail/aminia-darbar',
      version: 1,
    });
    expect((await shown()).some((s) => s.id === made.id)).toBe(false);
    expect(await lastAudit()).toMatchObject({
      action: 'slide.create',
      entity: 'slide',
      entityId: String(made.id),
    });

    const res = await uploadPhoto(made);
    expect(res.statusCode, res.body).toBe(200);
    const slide = res.json().data as Slide;
    expect(slide.image).toMatch(/^uploads\/images\/[0-9a-f]{32}$/);
    expect(slide.version).toBe(2);
    const big = await t.app.inject({ method: 'GET', url: `/media/${slide.image}/1280.jpg` });
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ width: 1280, height: 512 });
    const carousel = await shown();
    expect(carousel.at(-1)).toEqual({
      id: slide.id,
      image: slide.image,
      title: 'Biryani week at Aminia',
      link: '/restaurantDetail/aminia-darbar',
    });
    expect(await lastAudit()).toMatchObject({ action: 'slide.photo', actorRole: 'admin' });
  });

  it('shows only within its dates, and not while what it links to is ended or inactive', async () => {
    const soon = new Date(LUNCH_TIME.getTime() + 10 * 60_000).toISOString();
    const later = await withPhoto({ title: 'Starts soon', starts_at: soon });
    const coupon = (
      (await post(t, 'admin/coupons', admin.token)).json().data as Array<{
        id: number;
        code: string;
        version: number;
      }>
    ).find((c) => c.code === 'WELCOME50')!;
    const forCoupon = await withPhoto({ title: 'A coupon slide', coupon_id: coupon.id });
    expect(forCoupon.link).toBe('/offers');
    let ids = (await shown()).map((s) => s.id);
    expect(ids).not.toContain(later.id);
    expect(ids).toContain(forCoupon.id);

    clock.advance(10 * 60_000);
    expect((await shown()).map((s) => s.id)).toContain(later.id);
    const ended = await post(t, `admin/coupons/${coupon.id}/end`, admin.token, { version: coupon.version });
    expect(ended.statusCode, ended.body).toBe(200);
    ids = (await shown()).map((s) => s.id);
    expect(ids).not.toContain(forCoupon.id);
    const hidden = await post(t, `admin/promo-slides/${later.id}`, admin.token, {
      version: later.version,
      is_active: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await shown()).map((s) => s.id)).not.toContain(later.id);
  });

  it('moves to the front; a stale save is a 409 and changes nothing', async () => {
    await withPhoto({ title: 'To the front' });
    const slides = await listed();
    const last = slides.at(-1)!;
    const res = await post(t, `admin/promo-slides/${last.id}/move`, admin.token, {
      version: last.version,
      position: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as Slide[];
    expect(moved[0]!.id).toBe(last.id);
    expect(moved.map((s) => s.position)).toEqual(moved.map((_, i) => i));
    expect(moved.slice(1).map((s) => s.id)).toEqual(slides.slice(0, -1).map((s) => s.id));
    expect((await shown())[0]?.id).toBe(last.id);

    const stale = await post(t, `admin/promo-slides/${last.id}`, admin.token, {
      version: last.version,
      title: 'Old',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this slide since you opened it/);
    expect((await listed())[0]).toEqual(moved[0]);
    const staleMove = await post(t, `admin/promo-slides/${last.id}/move`, admin.token, {
      version: last.version,
      position: 3,
    });
    expect(staleMove.statusCode).toBe(409);
  });

  it('is removed for good (the audit log keeps it), and leaves the carousel at once', async () => {
    const slide = await withPhoto({ title: 'Gone tomorrow' });
    expect((await shown()).map((s) => s.id)).toContain(slide.id);
    const res = await post(t, `admin/promo-slides/${slide.id}/remove`, admin.token, {
      version: slide.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as Slide[]).some((s) => s.id === slide.id)).toBe(false);
    expect((await shown()).map((s) => s.id)).not.toContain(slide.id);
    expect(await lastAudit()).toMatchObject({ action: 'slide.remove', after: null });
    expect((await lastAudit()).before).toMatchObject({
      id: slide.id,
      title: 'Gone tomorrow',
      image: slide.image,
    });
    const [row] = await t.handle.db
      .select()
      .from(schema.promoSlides)
      .where(eq(schema.promoSlides.id, slide.id));
    expect(row).toBeUndefined();
  });
});

describe('live', () => {
  it('the carousel’s stream says promo_changed for a slide change, on this process and another, and not for a dish', async () => {
    const base = await listen(t.app);
    const second = await createTestApp({
      now: clock.now,
      env: { DATA_DIR: dataDir },
      handle: t.handle,
      events: t.app.events,
    });
    const secondBase = await listen(second.app);
    const here = await openStream(`${base}/api/promo-slider/events`, null);
    const there = await openStream(`${secondBase}/api/promo-slider/events`, null);
    const menu = await openStream(`${base}/api/restaurants/aminia-darbar/menu-events`, null);
    try {
      expect(here.status).toBe(200);
      await Promise.all([here.nextComment(), there.nextComment(), menu.nextComment()]);
      const heardHere = here.next('promo_changed');
      const heardThere = there.next('promo_changed');
      const menuHeard = menu.next().then(
        (e) => e.type,
        () => 'closed',
      );
      // A dish's stock switch reloads the catalog, but changes no slide: the carousel is not told.
      const editor = (await post(t, `menu-editor/restaurants/${aminiaId}`, staff.token)).json().data as {
        categories: Array<{ dishes: Array<{ id: number; version: number; is_active: boolean }> }>;
      };
      const dish = editor.categories.flatMap((c) => c.dishes).find((d) => d.is_active)!;
      expect(
        (
          await post(t, `menu-editor/dishes/${dish.id}`, staff.token, {
            version: dish.version,
            is_active: false,
          })
        ).statusCode,
      ).toBe(200);
      expect(await menu.next('menu_changed')).toMatchObject({ type: 'menu_changed' });
      const slideMenu = menu.next().then(
        (e) => e.type,
        () => 'closed',
      );

      const at = (p: Promise<unknown>) => p.then(() => performance.now());
      const [hereAt, thereAt] = [at(heardHere), at(heardThere)];
      const slide = await withPhoto({ title: 'Live slide' });
      const answered = performance.now();
      expect(await heardHere).toMatchObject({ type: 'promo_changed', id: null });
      const lag = Math.max(await hereAt, await thereAt) - answered;
      console.info(`promo slide: both carousel streams told ${lag.toFixed(1)} ms after the upload's answer`);
      expect(lag).toBeLessThan(1_000);
      await second.app.catalogSync.settled();
      expect((await shown(second.app)).map((s) => s.id)).toContain(slide.id);
      // The slide's change told no menu.
      const raced = await Promise.race([slideMenu, new Promise((r) => setTimeout(() => r('quiet'), 300))]);
      expect(raced).toBe('quiet');
      void menuHeard;
    } finally {
      here.close();
      there.close();
      menu.close();
      await second.close();
    }
  });
});
