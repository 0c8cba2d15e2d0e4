import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /media/*', () => {
  it.each([
    'restaurants/aminia-darbar.svg',
    'items/aminia-darbar/mutton-roll.svg',
    'slides/1.svg',
    'captains/bapi-haldar.svg',
    'default/item.svg',
  ])('draws %s locally, cached for a year', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: `/media/${path}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg/);
    expect(res.body).not.toMatch(/<script|javascript:|href="http/i);
  });

  it.each(['../package.json', '..%2F..%2Fetc%2Fpasswd', 'restaurants/x.png', 'nothing/here.svg'])(
    'answers 404 for %s',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: `/media/${path}` });
      expect(res.statusCode).toBe(404);
    },
  );
});
