// The JavaScript budget: what a phone downloads before it can show the first screens. Walks each first
// screen's static imports from Vite's manifest, adds the chunks it always loads on demand (the
// restaurants page's promo carousel), and fails the build when one is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, entryKey, firstScreens, manifest, staticClosure } from './first-screens.mjs';

// Decision 018: 120 KB before the declarative router, 97 KB before decision 021 took TanStack Query
// off the first screens; lower it as the first screens shrink. 95 with Hindi and Bengali (decision 049).
// 40 since decision 056: Preact's compat layer renders the app (react-dom was 60 of the 94 KB) and the
// English message is each message's id, which took / from 93.8 to 34.8 KB and /restaurants from 94.7 to
// 35.5 KB. The few KB above that are room for the next first-screen feature, not for a bigger renderer:
// issues 28 and 30 ask for at most 90.
const BUDGET_KB = 40;

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
