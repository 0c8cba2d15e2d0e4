// The JavaScript budget: what a phone downloads before it can show the first screens. Reads Vite's
// manifest, walks each entry's static imports, adds the chunks a screen always loads on demand (the
// restaurants page's promo carousel), and fails the build when one route is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// Decision 018: 120 KB before the declarative router; lower it as the first screens shrink.
const BUDGET_KB = 108;

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
/** Each screen's page module, and the lazy modules it always fetches while showing its first view. */
const routes = {
  '/': { page: 'src/features/landing/landing-page.tsx', always: [] },
  '/restaurants': {
    page: 'src/features/restaurants/restaurants-page.tsx',
    always: ['src/components/ui/promo-carousel.tsx'],
  },
};
let failed = false;
for (const [route, { page, always }] of Object.entries(routes)) {
  const missing = [page, ...always].filter((key) => !manifest[key]);
  if (missing.length) {
    console.error(`bundle: no chunk for ${missing.join(', ')} (is it lazy-loaded?)`);
    failed = true;
    continue;
  }
  const keys = new Set([entryKey, page, ...always].flatMap((key) => [...staticClosure(key)]));
  const bytes = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const kb = bytes / 1024;
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  console.log(
    `bundle: ${route.padEnd(13)} ${kb.toFixed(1)} KB gzip JavaScript (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER'}`,
  );
}
if (failed) process.exit(1);
