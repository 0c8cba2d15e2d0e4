// The screens a customer most often opens first, and the code each always loads for its first view:
// the bundle budget counts it (check-bundle-size.mjs) and the server asks for it in index.html
// (preload-first-screens.mjs), so a phone fetches it beside the main script instead of after it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const dist = fileURLToPath(new URL('../dist/', import.meta.url));
export const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
export const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/**
 * Path (a prefix when it ends in '/') -> the page module, the lazy modules it always fetches while
 * showing its first view, whether the budget applies, whether index.html asks for those chunks
 * (measured: the menu's largest paint comes 0.4 s sooner, the cart's 0.2 s; on the list and the
 * landing page the extra requests delayed the first paint by 0.25 s for nothing, decisions 018 and
 * 021), and whether its largest paint is the first promo slide or, on a menu, the first dish's photo
 * (the server then preloads that image).
 */
export const firstScreens = {
  '/': { page: 'src/features/landing/landing-page.tsx', always: [], budget: true, promoImage: true },
  '/restaurants': {
    page: 'src/features/restaurants/restaurants-page.tsx',
    always: ['src/components/ui/promo-carousel.tsx'],
    budget: true,
    promoImage: true,
  },
  '/restaurantDetail/': {
    page: 'src/features/menu/restaurant-menu-page.tsx',
    always: [],
    preloadModules: true,
    menu: true,
  },
  '/cart': { page: 'src/features/cart/cart-page.tsx', always: [], preloadModules: true },
};

/** The manifest keys a module pulls in through static imports, itself included. */
export function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
