// Writes dist/first-screens.json: for each first screen, the chunks its first view needs beyond the main
// script's (which index.html already preloads) where asking early pays, and whether its largest paint is
// the first promo slide; and whether it is a menu, whose first dish photo and answers the server adds.
// The API puts them into index.html for those paths as modulepreload and image preload links.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, entryKey, firstScreens, manifest, staticClosure } from './first-screens.mjs';

const withMain = staticClosure(entryKey);
const out = {};
for (const [
  path,
  { page, always, preloadModules = false, promoImage = false, menu = false },
] of Object.entries(firstScreens)) {
  const keys = new Set(preloadModules ? [page, ...always].flatMap((key) => [...staticClosure(key)]) : []);
  const modules = [...keys].filter((k) => !withMain.has(k) && manifest[k]).map((k) => `/${manifest[k].file}`);
  out[path] = { modules, promoImage, menu };
}
writeFileSync(join(dist, 'first-screens.json'), JSON.stringify(out, null, 2));
const preloaded = Object.entries(out)
  .filter(([, s]) => s.modules.length > 0)
  .map(([path]) => path);
console.log(
  `first screens: ${Object.keys(out).length} paths, chunks preloaded on ${preloaded.join(', ') || 'none'}`,
);
