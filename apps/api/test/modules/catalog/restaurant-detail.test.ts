import {
  getCouponsResponse,
  getRestaurantInfoResponse,
  getRestaurantItemsResponse,
  getRestaurantRatingsResponse,
  promoSliderResponse,
  searchRestaurantsResponse,
} from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('get-restaurant-info and get-restaurant-items', () => {
  it('returns the restaurant by slug', async () => {
    const res = await post('/api/get-restaurant-info/aminia-darbar');
    expect(res.statusCode).toBe(200);
    const r = getRestaurantInfoResponse.parse(res.json());
    expect(r).toMatchObject({ slug: 'aminia-darbar', name: 'Aminia Darbar', distance: null });
  });

  it('returns the menu by category with the recommended dishes', async () => {
    const res = await post('/api/get-restaurant-items/aminia-darbar');
    expect(res.statusCode).toBe(200);
    const menu = getRestaurantItemsResponse.parse(res.json());
    expect(Object.keys(menu.items)).toEqual(['Kebabs', 'Biryani', 'Curries', 'Breads', 'Rolls', 'Desserts']);
    expect(menu.recommended.length).toBeGreaterThanOrEqual(3);
    for (const item of menu.recommended) expect(item.is_active).toBe(1);
    const all = Object.values(menu.items).flat();
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.every((i) => /^\d+\.\d{2}$/.test(i.price))).toBe(true);
  });

  it('gives pure-veg restaurants only veg dishes', async () => {
    const menu = getRestaurantItemsResponse.parse(
      (await post('/api/get-restaurant-items/udupi-sagar')).json(),
    );
    expect(
      Object.values(menu.items)
        .flat()
        .every((i) => i.is_veg === 1 && i.has_egg === 0),
    ).toBe(true);
  });

  it.each(['/api/get-restaurant-info/no-such-place', '/api/get-restaurant-items/no-such-place'])(
    '%s answers 404 Restaurant not found',
    async (url) => {
      const res = await post(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Restaurant not found' });
    },
  );

  it('refuses a slug with odd characters', async () => {
    const res = await post('/api/get-restaurant-info/..%2F..%2Fetc');
    expect(res.statusCode).toBe(400);
  });
});

describe('promo-slider', () => {
  it('returns the five slides', async () => {
    const res = await post('/api/promo-slider');
    expect(promoSliderResponse.parse(res.json()).mainSlides).toHaveLength(5);
  });
});

describe('search-restaurants', () => {
  it('finds restaurants by name and dishes by name, case-insensitively', async () => {
    const res = await post('/api/search-restaurants', { q: 'BIRYANI', latitude: 22.553, longitude: 88.352 });
    expect(res.statusCode).toBe(200);
    const body = searchRestaurantsResponse.parse(res.json());
    expect(body.restaurants.some((r) => r.slug === 'aminia-darbar')).toBe(true);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.name.toLowerCase().includes('biryani'))).toBe(true);
  });

  it('leaves out inactive restaurants', async () => {
    const body = searchRestaurantsResponse.parse(
      (await post('/api/search-restaurants', { q: 'Sealdah Station' })).json(),
    );
    expect(body.restaurants).toEqual([]);
    expect(body.items.every((i) => i.restaurant_slug !== 'sealdah-station-eats')).toBe(true);
  });

  it('treats % and _ as plain letters', async () => {
    const body = searchRestaurantsResponse.parse((await post('/api/search-restaurants', { q: '%' })).json());
    expect(body.items).toEqual([]);
  });

  it('refuses an empty query', async () => {
    const res = await post('/api/search-restaurants', { q: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('get-coupons', () => {
  it('lists a restaurant’s active coupons with the platform ones', async () => {
    const info = (await post('/api/get-restaurant-info/aminia-darbar')).json();
    const coupons = getCouponsResponse.parse(
      (await post('/api/get-coupons', { restaurant_id: info.id })).json(),
    );
    const codes = coupons.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['BIRYANI30', 'WELCOME50', 'FLAT100']));
    expect(codes).not.toContain('DRAGON75');
    expect(codes).not.toContain('MONSOON60');
  });

  it('lists every active coupon without a restaurant', async () => {
    const coupons = getCouponsResponse.parse((await post('/api/get-coupons')).json());
    expect(coupons.length).toBe(10);
    expect(coupons.every((c) => c.is_active === 1)).toBe(true);
  });

  it('answers 404 for an unknown restaurant and 400 for a bad id', async () => {
    expect((await post('/api/get-coupons', { restaurant_id: 999_999 })).statusCode).toBe(404);
    expect((await post('/api/get-coupons', { restaurant_id: 'abc' })).statusCode).toBe(400);
  });
});

describe('rating/get-restaurant-ratings', () => {
  it('lists ratings newest first with the reviewer name', async () => {
    const info = (await post('/api/get-restaurant-info/aminia-darbar')).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/rating/get-restaurant-ratings/${info.id}` });
    const list = getRestaurantRatingsResponse.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.created_at >= list[i]!.created_at).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rating/get-restaurant-ratings/999999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/rating/get-restaurant-ratings/abc' })).statusCode,
    ).toBe(400);
  });
});
