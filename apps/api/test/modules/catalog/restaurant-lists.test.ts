import { getRestaurantsNearResponse, restaurant } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
const FAR_AWAY = { latitude: 23.5, longitude: 87.3 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/get-delivery-restaurants', () => {
  it('lists the restaurants whose delivery radius covers the point, open ones first, then nearest', async () => {
    const res = await post('/api/get-delivery-restaurants', PARK_STREET);
    expect(res.statusCode).toBe(200);
    const list = getRestaurantsNearResponse.parse(res.json());
    expect(list.length).toBeGreaterThan(5);
    for (const r of list) expect(r.distance!).toBeLessThanOrEqual(r.delivery_radius * 1000 + 50);
    const rank = (r: (typeof list)[number]) => (r.is_open && r.is_active ? 0 : 1);
    for (let i = 1; i < list.length; i++) {
      const a = list[i - 1]!;
      const b = list[i]!;
      expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.distance! <= b.distance!)).toBe(true);
    }
  });

  it('computes is_open from the hours in India time and the restaurant pause', async () => {
    const list = getRestaurantsNearResponse.parse(
      (await post('/api/get-delivery-restaurants', PARK_STREET)).json(),
    );
    const aminia = list.find((r) => r.slug === 'aminia-darbar');
    expect(aminia).toMatchObject({ is_open: 1, opening_hours_text: '11:00 am - 11:00 pm' });
  });

  it('gives each restaurant every spec field and its active coupons only', async () => {
    const list = (await post('/api/get-delivery-restaurants', PARK_STREET)).json();
    const aminia = list.find((r: { slug: string }) => r.slug === 'aminia-darbar');
    expect(() => restaurant.strict().parse(aminia)).not.toThrow();
    const codes = aminia.coupons.map((c: { code: string }) => c.code);
    expect(codes).toContain('BIRYANI30');
    expect(codes).toContain('WELCOME50');
    expect(codes).not.toContain('MONSOON60');
  });

  it('returns an empty list where no restaurant delivers', async () => {
    const res = await post('/api/get-delivery-restaurants', FAR_AWAY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('accepts coordinates sent as numeric strings', async () => {
    const res = await post('/api/get-delivery-restaurants', { latitude: '22.553', longitude: '88.352' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['missing coordinates', {}],
    ['non-numeric latitude', { latitude: 'abc', longitude: 88.3 }],
    ['latitude out of range', { latitude: 91, longitude: 88.3 }],
    ['longitude out of range', { latitude: 22.5, longitude: -181 }],
    ['null latitude', { latitude: null, longitude: 88.3 }],
  ])('refuses %s with a 400 in plain words', async (_name, body) => {
    const res = await post('/api/get-delivery-restaurants', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-delivery-restaurants',
      headers: { 'content-type': 'application/json' },
      payload: '{"latitude": 22.5,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('refuses a huge body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/get-delivery-restaurants',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ latitude: 22.5, longitude: 88.3, pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('POST /api/get-selfpickup-restaurants', () => {
  it('lists restaurants within 15 km, open first then nearest, with pickup times', async () => {
    const res = await post('/api/get-selfpickup-restaurants', PARK_STREET);
    expect(res.statusCode).toBe(200);
    const list = getRestaurantsNearResponse.parse(res.json());
    expect(list.length).toBeGreaterThan(20);
    for (const r of list) {
      expect(r.distance!).toBeLessThanOrEqual(15_000);
      expect(r.delivery_time_text).toBe(`${r.delivery_time} min`);
    }
  });

  it('refuses bad coordinates', async () => {
    expect((await post('/api/get-selfpickup-restaurants', { latitude: -100, longitude: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe('unknown routes', () => {
  it('answers a JSON 404', async () => {
    const res = await post('/api/no-such-thing', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
  });
});
