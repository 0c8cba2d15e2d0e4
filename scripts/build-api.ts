// Builds the API into one ES module, apps/api/dist/server.mjs, that plain `node` runs: the server's
// TypeScript and the workspace packages' bundled, every npm package left to node_modules. Run under
// `node --import tsx` the server carried tsx's module loader (a second V8 isolate on its own thread,
// holding every source it compiled) for its whole life: about 70 MB of a demo server's 330 MB
// (decision 057). `npm start` and the bench run the bundle; tests and `npm run serve` keep tsx.
// Usage: tsx scripts/build-api.ts [--if-stale]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const apiBundle = join(root, 'apps/api/dist/server.mjs');
const sources = ['apps/api/src', 'packages/db/src', 'packages/domain/src', 'package-lock.json'];

function newestMtime(path: string): number {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Whether the bundle is missing or older than a source. */
export const apiBundleStale = () =>
  !existsSync(apiBundle) || statSync(apiBundle).mtimeMs < Math.max(...sources.map(newestMtime));

export async function buildApi(): Promise<void> {
  await build({
    entryPoints: [join(root, 'apps/api/src/server.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'khabar-layout',
        setup(b) {
          // npm packages stay in node_modules (PGlite finds its WebAssembly beside its own files); the
          // workspace's packages (@khabar/*, TypeScript) are bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@khabar/') || args.path.startsWith('node:')
              ? undefined
              : { external: true },
          );
          // A module that finds files beside itself (the repository's root, the migrations) keeps
          // finding them from its own place in the tree, not from the bundle's.
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            const text = readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const own = JSON.stringify(pathToFileURL(args.path).href);
            return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
          });
        },
      },
    ],
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!process.argv.includes('--if-stale') || apiBundleStale()) await buildApi();
}
