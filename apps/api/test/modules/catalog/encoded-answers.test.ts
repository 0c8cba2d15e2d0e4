// The catalog's answers are encoded and compressed once per change (decision 012): each request gets
// the encoding it accepts, the same JSON whatever the encoding, and a change to the catalog reaches the
// kept bytes of every process.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { schema } from '@khabar/db';
import {
  getCouponsResponse,
  getRestaurantItemsResponse,
  getRestaurantsNearResponse,
  promoSliderResponse,
} from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalEventBus } from '../../../src/adapters/events/local-event-bus.ts';
import { publishCatalogChange } from '../../../src/modules/catalog/publish-catalog-change.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  cleanups.push(() => t.close());
  return t;
}

const post = (t: TestApp, url: string, payload: object | undefined, acceptEncoding?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

/** The JSON text of an answer, whatever its encoding. */
function textOf(res: Awaited<ReturnType<typeof post>>): string {
  const enc = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const plain = enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw;
  return plain.toString('utf8');
}

const calls = [
  { url: '/api/get-delivery-restaurants', payload: PARK_STREET, schema: getRestaurantsNearResponse },
  { url: '/api/get-selfpickup-restaurants', payload: PARK_STREET, schema: getRestaurantsNearResponse },
  { url: '/api/get-restaurant-items/aminia-darbar', payload: undefined, schema: getRestaurantItemsResponse },
  { url: '/api/get-coupons', payload: {}, schema: getCouponsResponse },
  { url: '/api/promo-slider', payload: undefined, schema: promoSliderResponse },
];

describe('encoded answers', () => {
  it.each(calls)(
    '$url answers the same JSON plain, in gzip and in brotli',
    async ({ url, payload, schema: s }) => {
      const t = await app();
      const plain = await post(t, url, payload);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(() => s.parse(plain.json())).not.toThrow();
      for (const [asked, expected] of [
        ['gzip', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await post(t, url, payload, asked);
        expect(res.statusCode).toBe(200);
        // Small answers (a few slides) are not worth compressing.
        if (plain.rawPayload.length >= 2048) expect(res.headers['content-encoding']).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(textOf(res)).toBe(plain.body);
      }
    },
  );

  it('keeps each answer once and serves the kept bytes again', async () => {
    const t = await app();
    const first = await post(t, '/api/get-restaurant-items/aminia-darbar', undefined, 'br');
    const kept = t.app.catalog.keptAnswers;
    const again = await post(t, '/api/get-restaurant-items/aminia-darbar', undefined, 'br');
    expect(t.app.catalog.keptAnswers).toBe(kept);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('drops the kept menu and list in every process when the catalog changes', async () => {
    const bus = createLocalEventBus();
    const a = await app({ events: bus });
    const b = await app({ events: bus, handle: a.handle });
    const menuOf = async (t: TestApp) =>
      getRestaurantItemsResponse.parse(
        JSON.parse(textOf(await post(t, '/api/get-restaurant-items/aminia-darbar', undefined, 'br'))),
      );
    const before = await menuOf(b);
    const dish = Object.values(before.items).flat()[0]!;
    expect(dish.is_active).toBe(1);
    const listBefore = JSON.parse(
      textOf(await post(b, '/api/get-delivery-restaurants', PARK_STREET, 'gzip')),
    );
    expect(listBefore.find((r: { slug: string }) => r.slug === 'aminia-darbar').is_active).toBe(1);

    const since = b.app.catalog.loadedAt;
    await a.handle.db.update(schema.items).set({ isActive: false }).where(eq(schema.items.id, dish.id));
    await a.handle.db
      .update(schema.restaurants)
      .set({ isActive: false })
      .where(and(eq(schema.restaurants.slug, 'aminia-darbar')));
    await publishCatalogChange({
      db: a.app.db,
      events: a.app.events,
      catalog: a.app.catalog,
      now: a.app.now,
      origin: a.app.instanceId,
      payload: { item_id: dish.id },
    });
    while (b.app.catalog.loadedAt <= since) await new Promise((r) => setTimeout(r, 10));
    await b.app.catalogSync.settled();

    for (const t of [a, b]) {
      const after = await menuOf(t);
      expect(
        Object.values(after.items)
          .flat()
          .find((d) => d.id === dish.id)?.is_active,
      ).toBe(0);
      const list = JSON.parse(textOf(await post(t, '/api/get-delivery-restaurants', PARK_STREET, 'gzip')));
      expect(list.find((r: { slug: string }) => r.slug === 'aminia-darbar').is_active).toBe(0);
    }
  });
});
