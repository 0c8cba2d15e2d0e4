// Precompresses the build once (decision 012): every text asset gets a .br (brotli 11) and a .gz
// (gzip 9) beside it, which the API's static files plugin serves to browsers that accept them
// (preCompressed), so no request pays for compressing a file that never changes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Smaller files are sent as they are (the same threshold as the API's answers). */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path) || path.includes(`${join(dist, '.vite')}`)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const b = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, b);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  br += b.length;
  count++;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as brotli`,
);
