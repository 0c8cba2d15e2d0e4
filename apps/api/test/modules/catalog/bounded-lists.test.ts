// The self-pickup list and search answer a page at a time, open restaurants first and then nearest, so
// a big city never answers megabytes; search runs on the in-memory catalog.
import { schema, seedSyntheticRestaurants } from '@khabar/db';
import {
  getRestaurantsNearResponse,
  NEXT_PAGE_HEADER,
  PAGE_SIZE,
  type Restaurant,
  searchRestaurantsResponse,
} from '@khabar/domain';
import { and, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCatalogChange } from '../../../src/modules/catalog/publish-catalog-change.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A bigger city: 300 more restaurants around the centre, each with six dishes named "Dish n".
  await seedSyntheticRestaurants(t.handle.db, 300);
  await t.app.catalog.load(t.app.db);
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const rank = (r: Restaurant) => (r.is_open && r.is_active ? 0 : 1);

function expectOpenThenNear(list: Restaurant[]) {
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1]!;
    const b = list[i]!;
    expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.distance! <= b.distance!)).toBe(true);
  }
}

async function changeCatalog() {
  await publishCatalogChange({
    db: t.app.db,
    events: t.app.events,
    catalog: t.app.catalog,
    now: t.app.now,
    origin: t.app.instanceId,
    payload: {},
  });
}

describe('POST /api/get-selfpickup-restaurants, paged', () => {
  it('answers a page of the nearest, names the next page in a header, and the pages join up', async () => {
    const pages: Restaurant[][] = [];
    let page: number | null = 1;
    while (page !== null) {
      const res = await post('/api/get-selfpickup-restaurants', { ...PARK_STREET, page });
      expect(res.statusCode).toBe(200);
      const list = getRestaurantsNearResponse.parse(res.json());
      expect(list.length).toBeLessThanOrEqual(PAGE_SIZE.pickupRestaurants);
      pages.push(list);
      const next = res.headers[NEXT_PAGE_HEADER];
      if (next) expect(list).toHaveLength(PAGE_SIZE.pickupRestaurants);
      page = next ? Number(next) : null;
    }
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.flat();
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expectOpenThenNear(all);
    for (const r of all) expect(r.distance!).toBeLessThanOrEqual(15_000);
  });

  it('gives the first page without a page, and an empty one past the end', async () => {
    const first = await post('/api/get-selfpickup-restaurants', PARK_STREET);
    const explicit = await post('/api/get-selfpickup-restaurants', { ...PARK_STREET, page: 1 });
    expect(first.body).toBe(explicit.body);
    expect(first.headers[NEXT_PAGE_HEADER]).toBe('2');
    const past = await post('/api/get-selfpickup-restaurants', { ...PARK_STREET, page: 500 });
    expect(past.json()).toEqual([]);
    expect(past.headers[NEXT_PAGE_HEADER]).toBeUndefined();
  });

  it('refuses a page that is not a whole number of at least 1', async () => {
    for (const page of [0, 1.5, 'two']) {
      expect((await post('/api/get-selfpickup-restaurants', { ...PARK_STREET, page })).statusCode).toBe(400);
    }
  });
});

describe('POST /api/search-restaurants, from memory and paged', () => {
  it('finds dishes case-insensitively, a page at a time, by their restaurant nearest first', async () => {
    const seen = new Set<number>();
    let page: number | null = 1;
    let pages = 0;
    while (page !== null && pages < 50) {
      const res = await post('/api/search-restaurants', { q: 'dIsH 3', ...PARK_STREET, page });
      const body = searchRestaurantsResponse.parse(res.json());
      expect(body.items.length).toBeLessThanOrEqual(PAGE_SIZE.searchDishes);
      for (const d of body.items) {
        expect(d.name.toLowerCase()).toContain('dish 3');
        expect(seen.has(d.id)).toBe(false);
        seen.add(d.id);
      }
      page = body.next_page;
      pages++;
    }
    expect(pages).toBeGreaterThan(1);
    expect(page).toBeNull();
  });

  it('finds restaurants by name or cuisine, open first then nearest, with next_page', async () => {
    const body = searchRestaurantsResponse.parse(
      (await post('/api/search-restaurants', { q: 'synthetic kitchen', ...PARK_STREET })).json(),
    );
    expect(body.restaurants).toHaveLength(PAGE_SIZE.searchRestaurants);
    expect(body.next_page).toBe(2);
    expectOpenThenNear(body.restaurants);
    const byCuisine = searchRestaurantsResponse.parse(
      (await post('/api/search-restaurants', { q: 'SOUTH INDIAN', ...PARK_STREET })).json(),
    );
    expect(byCuisine.restaurants.length).toBeGreaterThan(0);
    for (const r of byCuisine.restaurants) expect(r.description.toLowerCase()).toContain('south indian');
  });

  it('leaves out a dish or a restaurant made inactive, once the catalog hears of it', async () => {
    const [dish] = await t.handle.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(ilike(schema.items.name, '%biryani%'), eq(schema.items.isActive, true)))
      .limit(1);
    const before = searchRestaurantsResponse.parse(
      (await post('/api/search-restaurants', { q: 'biryani', ...PARK_STREET })).json(),
    );
    expect(before.items.some((i) => i.id === dish!.id)).toBe(true);
    expect(before.restaurants.some((r) => r.slug === 'aminia-darbar')).toBe(true);
    await t.handle.db.update(schema.items).set({ isActive: false }).where(eq(schema.items.id, dish!.id));
    await t.handle.db
      .update(schema.restaurants)
      .set({ isActive: false })
      .where(eq(schema.restaurants.slug, 'aminia-darbar'));
    await changeCatalog();
    const after = searchRestaurantsResponse.parse(
      (await post('/api/search-restaurants', { q: 'biryani', ...PARK_STREET })).json(),
    );
    expect(after.items.some((i) => i.id === dish!.id)).toBe(false);
    expect(after.restaurants.some((r) => r.slug === 'aminia-darbar')).toBe(false);
    expect(after.items.some((i) => i.restaurant_slug === 'aminia-darbar')).toBe(false);
  });
});
