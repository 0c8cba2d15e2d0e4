// A photo a record no longer names leaves the disk (decision 031): replacing a dish's, a restaurant's,
// a captain's or a slide's photo, or removing a slide, enqueues a durable job in the change's own
// transaction; an hour later it removes the old photo's files unless a record names them again. A
// refused change releases nothing.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import { photo } from './sample-images.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'khabar-cleanup-'));
const clock = testClock(LUNCH_TIME);
const HOUR = 60 * 60_000;
let t: TestApp;
let admin: Session;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { DATA_DIR: dataDir } });
  admin = await logIn(t.app, '8000000001');
  jpeg = await (await photo(900, 700)).jpeg().toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'khabar-cleanup-boundary';
async function upload(url: string, version: number): Promise<Record<string, unknown>> {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="version"\r\n\r\n${version}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${admin.token}`,
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Whether the photo's folder (all fifteen files) is on disk. */
const onDisk = (path: unknown) => {
  expect(path).toMatch(/^uploads\/images\/[0-9a-f]{32}$/);
  return existsSync(join(dataDir, String(path), '640.jpg'));
};

/** Runs the jobs due after `ms` more. */
async function after(ms: number) {
  clock.advance(ms);
  await t.app.jobs.runDue();
}

describe('a replaced photo', () => {
  it('of a dish: the old files stay an hour (an open page may still ask for them), then go; the new stay', async () => {
    const { dishes } = await dishesOf(t, 'aminia-darbar');
    const first = await upload(`menu-editor/dishes/${dishes[0]!.id}/photo`, 1);
    const second = await upload(`menu-editor/dishes/${dishes[0]!.id}/photo`, first.version as number);
    expect(onDisk(first.image)).toBe(true);
    await after(HOUR - 1_000);
    expect(onDisk(first.image)).toBe(true);
    await after(1_000);
    expect(onDisk(first.image)).toBe(false);
    expect(onDisk(second.image)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/media/${first.image}/640.jpg` });
    expect(served.statusCode).toBe(404);
  });

  it('of a restaurant and of a captain alike', async () => {
    const restaurantId = (await dishesOf(t, 'udupi-sagar')).restaurantId;
    const r1 = await upload(`admin/restaurants/${restaurantId}/photo`, 1);
    const r2 = await upload(`admin/restaurants/${restaurantId}/photo`, r1.version as number);
    const [captain] = await t.handle.db.select().from(schema.deliveryPartners).limit(1);
    const c1 = await upload(`admin/captains/${captain!.id}/photo`, captain!.version);
    const c2 = await upload(`admin/captains/${captain!.id}/photo`, c1.version as number);
    await after(HOUR);
    expect([onDisk(r1.image), onDisk(r2.image), onDisk(c1.photo), onDisk(c2.photo)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('of a slide, and a removed slide’s photo', async () => {
    const made = (await post(t, 'admin/promo-slides/create', admin.token, { title: 'Short lived' })).json()
      .data;
    const s1 = await upload(`admin/promo-slides/${made.id}/photo`, made.version);
    const s2 = await upload(`admin/promo-slides/${made.id}/photo`, s1.version as number);
    const removed = await post(t, `admin/promo-slides/${made.id}/remove`, admin.token, {
      version: s2.version,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect([onDisk(s1.image), onDisk(s2.image)]).toEqual([true, true]);
    await after(HOUR);
    expect([onDisk(s1.image), onDisk(s2.image)]).toEqual([false, false]);
  });

  it('is kept when a record names it again by the time the job runs', async () => {
    const { dishes } = await dishesOf(t, 'aminia-darbar');
    const [dish] = await t.handle.db.select().from(schema.items).where(eq(schema.items.id, dishes[1]!.id));
    const first = await upload(`menu-editor/dishes/${dish!.id}/photo`, dish!.version);
    await upload(`menu-editor/dishes/${dish!.id}/photo`, first.version as number);
    // Another dish given the same stored photo meanwhile (a copy of a menu, say): it is still named.
    await t.handle.db
      .update(schema.items)
      .set({ image: first.image as string })
      .where(eq(schema.items.id, dishes[2]!.id));
    await after(HOUR);
    expect(onDisk(first.image)).toBe(true);
  });

  it('a refused replacement (a stale version) releases nothing', async () => {
    const restaurantId = (await dishesOf(t, 'tangra-golden-dragon')).restaurantId;
    const r1 = await upload(`admin/restaurants/${restaurantId}/photo`, 1);
    const jobs = async () =>
      (await t.handle.db.select().from(schema.jobs).where(eq(schema.jobs.name, 'remove-photo'))).length;
    const before = await jobs();
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/admin/restaurants/${restaurantId}/photo`,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${admin.token}`,
      },
      payload: Buffer.concat([
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="version"\r\n\r\n1\r\n`),
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(stale.statusCode).toBe(409);
    expect(await jobs()).toBe(before);
    await after(HOUR);
    expect(onDisk(r1.image)).toBe(true);
  });
});
