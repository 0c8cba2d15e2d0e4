// Photos for dishes (the restaurant's staff or an admin), restaurants and captains (admins): each
// upload is checked by its bytes, made into every size, named on the record at the version read with
// an audit row, served from /media/, and seen by customers at once. Every refusal is a 4xx naming the
// problem, and leaves no file and no change behind (decision 024).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';
import { logIn } from '../../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import { heicBranded, jpegWithGps, photo, pngBomb, SVG } from './sample-images.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'khabar-photos-'));
// The catalog goes through Redis when REDIS_URL is set (CI), through the in-process bus otherwise.
const redisUrl = process.env.REDIS_URL;
let bus: EventBus | null;
let t: TestApp;
let staff: Session;
let otherStaff: Session;
let admin: Session;
let support: Session;
let customer: Session;
let aminiaId: number;
let jpeg: Buffer;

beforeAll(async () => {
  bus = redisUrl
    ? createRedisEventBus({ url: redisUrl, prefix: `khabar-test-${randomBytes(4).toString('hex')}:` })
    : null;
  t = await createTestApp({ now: () => LUNCH_TIME, env: { DATA_DIR: dataDir }, events: bus ?? undefined });
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  staff = await logInStaff(t, aminiaId);
  otherStaff = await logInStaff(t, (await dishesOf(t, 'tangra-golden-dragon')).restaurantId);
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330024001');
  jpeg = await jpegWithGps(1200, 900);
});
afterAll(async () => {
  await t?.close();
  await bus?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything under DATA_DIR/uploads, hidden temporary folders too. */
const uploads = () => {
  try {
    return readdirSync(join(dataDir, 'uploads'), { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
};

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };
const BOUNDARY = 'khabar-photo-boundary';
const multipart = (parts: Part[]) =>
  Buffer.concat([
    ...parts.map((p) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${
            p.filename ? `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'image/jpeg'}` : ''
          }\r\n\r\n`,
        ),
        Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
const photoPart = (bytes: Buffer, filename = 'dish.jpg', type = 'image/jpeg'): Part => ({
  name: 'photo',
  value: bytes,
  filename,
  type,
});
const upload = (url: string, who: Session | null, parts: Part[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    payload: multipart(parts),
  });
const withVersion = (version: number | string, bytes = jpeg) => [
  { name: 'version', value: String(version) },
  photoPart(bytes),
];

const dishRow = async (id: number) =>
  (await t.handle.db.select().from(schema.items).where(eq(schema.items.id, id)))[0]!;
const lastAudit = async () =>
  (await t.handle.db.select().from(schema.auditLog).orderBy(desc(schema.auditLog.id)).limit(1))[0]!;
const auditCount = async () =>
  (await t.handle.db.select({ id: schema.auditLog.id }).from(schema.auditLog)).length;

async function aDish() {
  const { dishes } = await dishesOf(t, 'aminia-darbar');
  return dishRow(dishes[0]!.id);
}

describe('a dish photo', () => {
  it("the restaurant's staff upload one: every size is served, the customer's menu shows it", async () => {
    const dish = await aDish();
    const res = await upload(`menu-editor/dishes/${dish.id}/photo`, staff, withVersion(dish.version));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: dish.id, name: dish.name, version: dish.version + 1 });
    expect(data.image).toMatch(/^uploads\/images\/[0-9a-f]{32}$/);

    for (const [file, type] of [
      ['160.avif', 'image/avif'],
      ['640.webp', 'image/webp'],
      ['1280.jpg', 'image/jpeg'],
      ['', 'image/jpeg'], // the bare path: the 640 px JPEG, for clients that know no srcset
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${data.image}${file ? `/${file}` : ''}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBe(Math.min(file ? Number.parseInt(file, 10) : 640, 1200));
    }

    const menu = (
      await t.app.inject({ method: 'POST', url: '/api/get-restaurant-items/aminia-darbar' })
    ).json();
    const shown = Object.values(menu.items as Record<string, Array<{ id: number; image: string }>>)
      .flat()
      .find((i) => i.id === dish.id);
    expect(shown?.image).toBe(data.image);

    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'item.photo', entity: 'item', actorRole: 'staff' });
    expect(audit.after).toMatchObject({ image: data.image, version: dish.version + 1 });
    expect(audit.before).toMatchObject({ image: dish.image, version: dish.version });
  });

  it('an admin may too; anyone else is told the dish is not found, and nothing is written', async () => {
    const dish = await aDish();
    const files = uploads();
    const audits = await auditCount();
    for (const who of [otherStaff, support, customer, await logInCaptain(t, 2)]) {
      const res = await upload(`menu-editor/dishes/${dish.id}/photo`, who, withVersion(dish.version));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Dish not found');
    }
    expect(uploads()).toEqual(files);
    expect(await auditCount()).toBe(audits);
    expect(await dishRow(dish.id)).toEqual(dish);

    const res = await upload(`menu-editor/dishes/${dish.id}/photo`, admin, withVersion(dish.version));
    expect(res.statusCode, res.body).toBe(200);
    expect((await lastAudit()).actorRole).toBe('admin');
  });

  it('another API process on the same DATA_DIR and database serves it and shows it on its menu', async () => {
    // The other process hears the catalog on the same bus object (through Redis with REDIS_URL):
    // delivery between bus connections is the catalog-sync and menu-events tests' subject.
    const second = await createTestApp({
      now: () => LUNCH_TIME,
      env: { DATA_DIR: dataDir },
      handle: t.handle,
      events: t.app.events,
    });
    try {
      const menuOf = async (app: TestApp['app']) =>
        Object.values(
          (await app.inject({ method: 'POST', url: '/api/get-restaurant-items/aminia-darbar' })).json()
            .items as Record<string, Array<{ id: number; image: string | null }>>,
        ).flat();
      await menuOf(second.app); // kept, compressed, by the other process
      const loaded = second.app.catalog.loadedAt;
      const dish = await aDish();
      const res = await upload(`menu-editor/dishes/${dish.id}/photo`, staff, withVersion(dish.version));
      expect(res.statusCode, res.body).toBe(200);
      const { image } = res.json().data;
      while (second.app.catalog.loadedAt <= loaded) await new Promise((r) => setTimeout(r, 10));
      await second.app.catalogSync.settled();
      expect((await menuOf(second.app)).find((i) => i.id === dish.id)?.image).toBe(image);
      const served = await second.app.inject({ method: 'GET', url: `/media/${image}/320.avif` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/avif');
    } finally {
      await second.close();
    }
  });

  it('a stale version is a 409 and writes nothing', async () => {
    const dish = await aDish();
    const files = uploads();
    const res = await upload(`menu-editor/dishes/${dish.id}/photo`, staff, withVersion(dish.version - 1));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Someone else changed this dish/);
    expect(uploads()).toEqual(files);
    expect(await dishRow(dish.id)).toEqual(dish);
  });
});

describe('a restaurant photo', () => {
  const details = async () =>
    (await post(t, `admin/restaurants/${aminiaId}/details`, admin.token)).json().data as {
      image: string;
      version: number;
    };

  it('admins only: support, staff and customers are refused (403) before the photo is decoded', async () => {
    const { version } = await details();
    const files = uploads();
    for (const who of [support, staff, customer]) {
      const res = await upload(`admin/restaurants/${aminiaId}/photo`, who, withVersion(version));
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(uploads()).toEqual(files);
    expect((await upload(`admin/restaurants/${aminiaId}/photo`, null, withVersion(version))).statusCode).toBe(
      401,
    );
  });

  it('an admin sets it: the back office answer, the audit row and the customer list show it', async () => {
    const before = await details();
    const stale = await upload(`admin/restaurants/${aminiaId}/photo`, admin, withVersion(before.version + 1));
    expect(stale.statusCode).toBe(409);
    const res = await upload(`admin/restaurants/${aminiaId}/photo`, admin, withVersion(before.version));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: aminiaId, slug: 'aminia-darbar', version: before.version + 1 });
    expect(data.image).toMatch(/^uploads\/images\/[0-9a-f]{32}$/);
    expect(await lastAudit()).toMatchObject({
      action: 'restaurant.photo',
      entity: 'restaurant',
      restaurantId: aminiaId,
      actorRole: 'admin',
    });
    const info = await t.app.inject({ method: 'POST', url: '/api/get-restaurant-info/aminia-darbar' });
    expect(info.body).toContain(data.image);
  });
});

describe('a captain photo', () => {
  it('an admin sets it, cropped square; support may not; a stale version is a 409', async () => {
    const captain = await logInCaptain(t, 3);
    const [row] = await t.handle.db
      .select()
      .from(schema.deliveryPartners)
      .where(eq(schema.deliveryPartners.id, captain.partnerId));
    const url = `admin/captains/${captain.partnerId}/photo`;
    expect((await upload(url, support, withVersion(row!.version))).statusCode).toBe(403);
    expect((await upload(url, admin, withVersion(row!.version + 5))).statusCode).toBe(409);
    expect((await upload('admin/captains/999999/photo', admin, withVersion(1))).statusCode).toBe(404);
    const portrait = await (await photo(600, 900)).jpeg().toBuffer();
    const res = await upload(url, admin, withVersion(row!.version, portrait));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: captain.partnerId, version: row!.version + 1 });
    const served = await t.app.inject({ method: 'GET', url: `/media/${data.photo}/320.webp` });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
    expect(await lastAudit()).toMatchObject({
      action: 'captain.photo',
      entity: 'captain',
      actorRole: 'admin',
    });
  });
});

describe('bad uploads are refused in plain words and write nothing', () => {
  const jpegHead = async () => (await (await photo(400, 300)).jpeg().toBuffer()).subarray(0, 700);

  it.each<[string, () => Promise<Part[]>, number, RegExp]>([
    ['no file', async () => [{ name: 'version', value: '1' }], 400, /no file in the field named photo/],
    [
      'an empty file',
      async () => [{ name: 'version', value: '1' }, photoPart(Buffer.alloc(0))],
      400,
      /empty/,
    ],
    [
      'two files',
      async () => [{ name: 'version', value: '1' }, photoPart(jpeg), photoPart(jpeg, 'second.jpg')],
      400,
      /one photo at a time/,
    ],
    [
      'a file in another field',
      async () => [
        { name: 'version', value: '1' },
        { ...photoPart(jpeg), name: 'image' },
      ],
      400,
      /field named photo/,
    ],
    ['an SVG renamed .jpg', async () => withVersion(1, SVG), 415, /not a JPEG, PNG, WebP or AVIF photo/],
    [
      'HTML before a JPEG',
      async () => withVersion(1, Buffer.concat([Buffer.from('<html><script>x</script>'), jpeg])),
      415,
      /not a JPEG/,
    ],
    [
      'a JPEG header over an HTML body',
      async () => withVersion(1, Buffer.concat([await jpegHead(), Buffer.from('<html>'.repeat(500))])),
      400,
      /could not be read/,
    ],
    [
      'an 11 MB file',
      async () => withVersion(1, Buffer.concat([await jpegHead(), Buffer.alloc(11 * 1024 * 1024)])),
      413,
      /10 MB or smaller/,
    ],
    [
      'a 50 MB file',
      async () => withVersion(1, Buffer.concat([await jpegHead(), Buffer.alloc(50 * 1024 * 1024)])),
      413,
      /10 MB or smaller/,
    ],
    ['a 20,000 x 20,000 pixel bomb', async () => withVersion(1, pngBomb()), 413, /20000 x 20000 pixels/],
    ['HEIC', async () => withVersion(1, await heicBranded()), 415, /HEIC photos cannot be read here yet/],
    [
      'a NUL in the version',
      async () => [{ name: 'version', value: '1\u0000' }, photoPart(jpeg)],
      400,
      /version contains a NUL character/,
    ],
    [
      'a huge version',
      async () => withVersion('99999999999999999999'),
      400,
      /version must be a whole number/,
    ],
    ['a version past int4', async () => withVersion('9999999999'), 400, /version is not valid/],
    ['no version', async () => [photoPart(jpeg)], 400, /version is required/],
    [
      'a field sent twice',
      async () => [{ name: 'version', value: '1' }, ...withVersion(1)],
      400,
      /version is sent twice/,
    ],
  ])('%s', async (_what, parts, status, message) => {
    const { version } = (await post(t, `admin/restaurants/${aminiaId}/details`, admin.token)).json().data;
    const built = (await parts()).map((p) =>
      p.name === 'version' && p.value === '1' ? { ...p, value: String(version) } : p,
    );
    const files = uploads();
    const audits = await auditCount();
    const res = await upload(`admin/restaurants/${aminiaId}/photo`, admin, built);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.json().message).toMatch(message);
    expect(uploads()).toEqual(files);
    expect(await auditCount()).toBe(audits);
    expect((await post(t, `admin/restaurants/${aminiaId}/details`, admin.token)).json().data.version).toBe(
      version,
    );
  });

  it('a JSON body is a 415, and no login is a 401 before the form is read', async () => {
    const json = await post(t, `admin/restaurants/${aminiaId}/photo`, admin.token, { version: 1 });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the photo as multipart/form-data.');
    const anonymous = await upload(`admin/restaurants/${aminiaId}/photo`, null, withVersion(1));
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves no other path under uploads/images', async () => {
    const dish = await aDish();
    const key = dish.image!.split('/')[2];
    for (const path of [
      `uploads/images/${key}/100.jpg`,
      `uploads/images/${key}/640.png`,
      `uploads/images/${key}/640.jpg/..`,
      `uploads/images/${key}/..%2f..%2f..%2fetc%2fpasswd`,
      `uploads/images/${key?.toUpperCase()}/640.jpg`,
      `uploads/images/.incoming-${key}/640.jpg`,
      'uploads/images/0123456789abcdef0123456789abcdef/640.jpg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${path}` })).statusCode, path).toBe(404);
    }
  });
});
