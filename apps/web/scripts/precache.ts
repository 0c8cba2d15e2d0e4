// What the service worker precaches (decision 050): the shell and the customer's screens a phone needs
// offline after one visit (the landing page, the list, a menu, the cart, the orders and the tracking
// screen), with the chunks they import and their CSS. The consoles, the back office and the map
// (leaflet, 44 KB gzip) are left out: the worker keeps them only once someone has opened them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

const OFFLINE_SCREENS = [
  'src/features/landing/landing-page.tsx',
  'src/features/restaurants/restaurants-page.tsx',
  'src/components/ui/promo-carousel.tsx',
  'src/features/menu/restaurant-menu-page.tsx',
  'src/features/cart/cart-page.tsx',
  'src/features/orders/my-orders-page.tsx',
  'src/features/orders/order-details-page.tsx',
  'src/features/tracking/live-track-page.tsx',
  'src/components/app-shell/offline-notice.tsx',
  'src/components/app-shell/app-update.tsx',
];

/** The dist-relative URLs to precache, read from the build's Vite manifest (read after it is written). */
interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export function precachedUrls(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? 'index.html';
  const keys = new Set<string>();
  const walk = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    for (const dep of manifest[key]?.imports ?? []) walk(dep);
  };
  for (const key of [entry, ...OFFLINE_SCREENS]) {
    if (!manifest[key])
      throw new Error(`precache: no chunk for ${key} (renamed? update scripts/precache.ts)`);
    walk(key);
  }
  // The notification icon too (sw.ts shows it), and the manifest an installed app reads.
  const urls = new Set(['index.html', 'favicon.svg', 'icons/icon-192.png', 'manifest.webmanifest']);
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    urls.add(chunk.file);
    for (const css of chunk.css ?? []) urls.add(css);
  }
  return urls;
}
