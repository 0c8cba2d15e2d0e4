// The JavaScript budget: what a phone downloads before it can show the first screens. Reads Vite's
// manifest, walks each entry's static imports and fails the build when one route is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 121;

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routes = {
  '/': 'src/features/landing/landing-page.tsx',
  '/restaurants': 'src/features/restaurants/restaurants-page.tsx',
};
let failed = false;
for (const [route, page] of Object.entries(routes)) {
  if (!manifest[page]) {
    console.error(`bundle: no chunk for ${page} (is it lazy-loaded?)`);
    failed = true;
    continue;
  }
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(page)]);
  const bytes = [...keys].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const kb = bytes / 1024;
  const ok = kb <= BUDGET_KB;
  failed ||= !ok;
  console.log(
    `bundle: ${route.padEnd(13)} ${kb.toFixed(1)} KB gzip JavaScript (budget ${BUDGET_KB} KB) ${ok ? 'ok' : 'OVER'}`,
  );
}
if (failed) process.exit(1);
