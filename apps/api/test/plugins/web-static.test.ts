// The built web app: hashed assets are sent as the build precompressed them (brotli or gzip, by the
// browser's accept-encoding) with a year of immutable caching; pages get index.html, revalidated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const dist = mkdtempSync(join(tmpdir(), 'khabar-dist-'));
const script = `console.log(${JSON.stringify('khabar '.repeat(2000))});`;
let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><title>%BRAND_NAME%: food</title></head><body><noscript>%BRAND_NAME% needs</noscript></body>',
  );
  writeFileSync(
    join(dist, 'first-screens.json'),
    JSON.stringify({
      '/restaurants': { modules: [], promoImage: true },
      '/restaurantDetail/': {
        modules: ['/assets/menu-page-def456.js'],
        promoImage: false,
        menu: true,
      },
    }),
  );
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: '%BRAND_NAME%: food delivery', short_name: '%BRAND_NAME%', start_url: '/' }),
  );
  writeFileSync(join(dist, 'sw.js'), script);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ env: { WEB_DIST: dist, BRAND_NAME: 'Khana & Co' }, serveWeb: true });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the installable app (decision 050)', () => {
  it('sends the service worker revalidated on every update check, precompressed, as JavaScript', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the manifest in the configured brand name, still JSON, revalidated', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      name: 'Khana & Co: food delivery',
      short_name: 'Khana & Co',
      start_url: '/',
    });
  });

  it('sends /index.html (the shell the worker precaches) as a page gets it, brand written in', async () => {
    const res = await get('/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Khana &amp; Co: food</title>');
    expect(res.body).not.toContain('%BRAND_NAME%');
    expect(res.body).not.toContain('modulepreload');
  });

  it('lets the page register a worker and read the manifest of its own origin only', async () => {
    const csp = (await get('/restaurants')).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('static web files', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliCompressSync(script)],
    ['gzip', 'gzip', gzipSync(script)],
  ])('sends a hashed asset precompressed (%s) with immutable caching', async (asked, encoding, bytes) => {
    const res = await get('/assets/app-abc123.js', asked);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('sends the file itself to a client that takes no compression', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers a page with index.html, revalidated every time, in the configured brand name', async () => {
    const res = await get('/restaurants');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Khana &amp; Co: food</title>');
    expect(res.body).toContain('<noscript>Khana &amp; Co needs</noscript>');
    expect(res.body).not.toContain('%BRAND_NAME%');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('asks for the first promo slide on a promo screen, and for the menu chunks on every menu', async () => {
    const list = (await get('/restaurants')).body;
    expect(list).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+"><\/head>/,
    );
    const menu = (await get('/restaurantDetail/aminia-darbar?from=search')).body;
    expect(menu).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-page-def456.js">');
    const other = (await get('/help')).body;
    expect(other).not.toContain('<link');
  });

  it("asks first for a menu's first dish photo, and carries the answers its first view needs", async () => {
    const api = (what: string) =>
      t.app.inject({ method: 'POST', url: `/api/${what}/aminia-darbar` }).then((r) => r.json());
    const items = (await api('get-restaurant-items')) as {
      recommended: { image: string | null }[];
      items: Record<string, { image: string | null }[]>;
    };
    const first = items.recommended[0] ?? Object.values(items.items)[0]?.[0];
    // The first dish here has no photo: the menu shows the placeholder, so that is what is asked for.
    expect(first).toBeDefined();
    const page = (await get('/restaurantDetail/aminia-darbar')).body;
    expect(page).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="/media/${first?.image ?? 'default/item.svg'}"><link rel="modulepreload"`,
    );
    const script = /<script type="application\/json" id="first-answers">(.*?)<\/script><\/head>/s.exec(
      page,
    )?.[1];
    // Dish descriptions hold HTML (<p>...</p>): none of it may end the script element early.
    expect(script).toBeDefined();
    expect(script).not.toContain('<');
    expect(JSON.parse(script ?? '')).toEqual({
      slug: 'aminia-darbar',
      language: 'en',
      restaurant: await api('get-restaurant-info'),
      'restaurant-items': items,
    });
    // The restaurant's hours are words: in the browser's language, which the answers name (issue 28).
    const inBengali = await t.app.inject({
      method: 'GET',
      url: '/restaurantDetail/aminia-darbar',
      headers: { 'accept-language': 'bn-IN,bn;q=0.9' },
    });
    expect(inBengali.headers.vary).toMatch(/accept-language/i);
    const bengali = JSON.parse(
      /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(inBengali.body)?.[1] ?? '',
    );
    expect(bengali).toMatchObject({ slug: 'aminia-darbar', language: 'bn' });
    expect(bengali.restaurant.opening_hours_text).toBe('11:00 AM - 11:00 PM');
    // A dish with an uploaded photo: the hint asks for the AVIF the page's <picture> picks at 112 px.
    const key = 'ab'.repeat(16);
    const [dish] = await t.handle.db
      .select({ id: schema.items.id })
      .from(schema.items)
      .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.items.restaurantId))
      .where(eq(schema.restaurants.slug, 'aminia-darbar'));
    await t.handle.db
      .update(schema.items)
      .set({ image: `uploads/images/${key}`, isRecommended: true, position: -1 })
      .where(eq(schema.items.id, dish!.id));
    await t.app.catalog.load(t.handle.db);
    const withPhoto = (await get('/restaurantDetail/aminia-darbar')).body;
    expect(withPhoto).toContain(
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/media/uploads/images/${key}/160.avif 160w, /media/uploads/images/${key}/320.avif 320w, /media/uploads/images/${key}/640.avif 640w, /media/uploads/images/${key}/960.avif 960w, /media/uploads/images/${key}/1280.avif 1280w" imagesizes="112px">`,
    );
    // An unknown restaurant or an odd path gets the page without an image or answers, never an error.
    for (const path of [
      '/restaurantDetail/no-such-place',
      '/restaurantDetail/',
      '/restaurantDetail/%3Cb%3E',
    ]) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rel="preload"');
      expect(res.body).not.toContain('first-answers');
    }
  });
});
