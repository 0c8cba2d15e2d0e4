// The JavaScript budget: what a phone downloads before it can show the first screens. Walks each first
// screen's static imports from Vite's manifest, adds the chunks it always loads on demand (the
// restaurants page's promo carousel), and fails the build when one is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, entryKey, firstScreens, manifest, staticClosure } from './first-screens.mjs';

// Decision 018: 120 KB before the declarative router, 97 KB before decision 021 took TanStack Query
// off the first screens; lower it as the first screens shrink.
// 94 while the i18n runtime (decision 049) lands and the first screens are cut back (issue 29): back to 90.
// 95: the customer's words wrapped for Hindi and Bengali (issue 28) add 0.9 KB to / and /restaurants;
// the lead's call whether to cut elsewhere or keep it (i18n-customer's report).
const BUDGET_KB = 95;

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
let failed = false;
for (const [route, { page, always, budget }] of Object.entries(firstScreens)) {
  if (!budget) continue;
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
