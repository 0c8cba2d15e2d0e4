import { autocompleteResponse, coordinateToAddressResponse, distanceResponse } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/places/autocomplete', () => {
  it('suggests places whose name starts with the text first', async () => {
    const res = await get('/api/places/autocomplete?q=salt%20lake');
    expect(res.statusCode).toBe(200);
    const { data } = autocompleteResponse.parse(res.json());
    expect(data.length).toBeGreaterThan(3);
    expect(data[0]!.description).toMatch(/^Salt Lake/);
    for (const p of data) {
      expect(p.lat).toBeGreaterThan(22.3);
      expect(p.lng).toBeGreaterThan(88.1);
    }
  });

  it('is case-insensitive and matches inside names', async () => {
    const { data } = autocompleteResponse.parse((await get('/api/places/autocomplete?q=MEMORIAL')).json());
    expect(data.map((p) => p.description)).toContain('Victoria Memorial, Central Kolkata');
  });

  it('answers an empty list for an unknown place', async () => {
    expect((await get('/api/places/autocomplete?q=zzzzqq')).json()).toEqual({ success: true, data: [] });
  });

  it.each(['', '?q=', `?q=${'a'.repeat(81)}`])('refuses a missing or huge query (%s)', async (qs) => {
    const res = await get(`/api/places/autocomplete${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('POST /api/coordinate-to-address', () => {
  it('describes a point by the nearest known place', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coordinate-to-address',
      payload: { lat: 22.5527, lng: 88.3526 },
    });
    expect(res.statusCode).toBe(200);
    expect(coordinateToAddressResponse.parse(res.json()).data).toMatch(/Park Street/);
  });

  it('refuses coordinates out of range', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coordinate-to-address',
      payload: { lat: 95, lng: 88 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/latitude/);
  });
});

describe('GET /api/distance', () => {
  it('answers in the shape the spec reads, road distance above the straight line', async () => {
    // Park Street to Salt Lake City Centre: about 6.5 km as the crow flies.
    const res = await get('/api/distance?olat=22.5526&olng=88.3525&dlat=22.588&dlng=88.408');
    expect(res.statusCode).toBe(200);
    const body = distanceResponse.parse(res.json());
    const el = body.rows[0]!.elements[0]!;
    expect(el.distance.value).toBeGreaterThan(6_500);
    expect(el.distance.value).toBeLessThan(11_000);
    expect(el.duration.value).toBeGreaterThan(0);
  });

  it.each([
    ['a missing coordinate', '?olat=22.5&olng=88.3&dlat=22.6'],
    ['a word for a number', '?olat=abc&olng=88.3&dlat=22.6&dlng=88.4'],
    ['latitude beyond 90', '?olat=91&olng=88.3&dlat=22.6&dlng=88.4'],
  ])('refuses %s', async (_name, qs) => {
    const res = await get(`/api/distance${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
