// `npm start`: build the web app (and the API's bundle) when missing or older than their sources, then serve
// everything (API + web + demo data on the embedded database) on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log('Building the web app (first start, or its sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The API runs as one bundle under plain node (scripts/build-api.ts, decision 057): tsx's module
// loader would hold about 70 MB for the server's whole life. Rebuilt when a source is newer.
const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-api.ts', '--if-stale'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  // NODE_ENV is left as the caller set it: the demo keeps the console SMS outbox, which production hides.
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
