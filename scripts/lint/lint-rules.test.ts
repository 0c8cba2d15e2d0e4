// Proof that the lint rules bite: each rule of .dependency-cruiser.mjs, the Biome plugins
// no-db-in-routes.grit and no-untyped-request-body.grit, and knip run with the repository's own
// configuration on a small tree of files laid out like the repository, once with the violation and once
// with the neighbour it must allow.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findManyArguments } from './one-object-argument.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Tree = Record<string, string>;

function writeTree(dir: string, tree: Tree) {
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'khabar-boundaries-'));
  // The repository's biome.json, with the plugin path made absolute and git ignored (no repository here).
  const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  delete biome.$schema;
  biome.vcs = { enabled: false };
  biome.files = { includes: ['**'] };
  biome.overrides = biome.overrides.map((o: { plugins?: string[] }) => ({
    ...o,
    plugins: o.plugins?.map((p) => join(root, p)),
  }));
  mkdirSync(join(dir, 'biome'));
  writeFileSync(join(dir, 'biome', 'biome.json'), JSON.stringify(biome));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** One tree per rule family, cruised together once (a cruise costs seconds); each case owns its files. */
const CASES: Record<string, Tree> = {
  web: {
    'apps/web/src/features/cart/cart-page.tsx': [
      "import { x } from '../menu/menu-page.tsx';",
      "import { y } from './api/get-quote.ts';",
      "import { z } from '../../components/ui/sheet.tsx';",
      'export const page = [x, y, z];',
    ].join('\n'),
    'apps/web/src/features/cart/api/get-quote.ts':
      "import { w } from '../../../lib/api.ts';\nimport { q } from '../../orders/api/get-orders.ts';\nexport const y = [w, q];",
    'apps/web/src/features/menu/menu-page.tsx': 'export const x = 1;',
    'apps/web/src/features/orders/api/get-orders.ts': 'export const q = 1;',
    'apps/web/src/components/ui/sheet.tsx':
      "import { x } from '../../features/menu/menu-page.tsx';\nexport const z = x;",
    'apps/web/src/lib/api.ts': "import { a } from '../../../api/src/app.ts';\nexport const w = a;",
  },
  apiModules: {
    'apps/api/src/modules/orders/place-order.ts': [
      "import { a } from '../catalog/catalog-read-model.ts';",
      "import { b } from '../catalog/index.ts';",
      "import { c } from './price-cart.ts';",
      'export const placeOrder = [a, b, c];',
    ].join('\n'),
    'apps/api/src/modules/orders/price-cart.ts': 'export const c = 1;',
    'apps/api/src/modules/catalog/catalog-read-model.ts': 'export const a = 1;',
    'apps/api/src/modules/catalog/index.ts':
      "export { a as b } from './catalog-read-model.ts';\nexport { catalogRoutes } from './routes.ts';",
    'apps/api/src/modules/catalog/routes.ts': 'export const catalogRoutes = 1;',
  },
  apiPlugins: {
    'apps/api/src/plugins/require-user.ts':
      "import { s } from '../modules/auth/index.ts';\nexport const r = s;",
    'apps/api/src/adapters/sms/http-sms.ts':
      "import { r } from '../../plugins/require-user.ts';\nexport const h = r;",
    'apps/api/src/modules/auth/index.ts':
      "import { r } from '../../plugins/sessions.ts';\nexport const s = r;",
    'apps/api/src/plugins/sessions.ts': 'export const r = 1;',
  },
  apiRoutes: {
    'apps/api/src/modules/wallet/routes.ts':
      "import { schema } from '@khabar/db';\nimport { eq } from 'drizzle-orm';\nimport { l } from './list-wallet.ts';\nexport const r = [schema, eq, l];",
    'apps/api/src/modules/payments/sandbox-routes.ts': "import pg from 'pg';\nexport const r = pg;",
    'apps/api/src/modules/wallet/list-wallet.ts':
      "import { schema } from '@khabar/db';\nimport { eq } from 'drizzle-orm';\nexport const l = [schema, eq];",
  },
  packages: {
    'packages/domain/src/money/rupees.ts':
      "import { readFileSync } from 'node:fs';\nimport { b } from '../pricing/bill.ts';\nexport const r = [readFileSync, b];",
    'packages/domain/src/pricing/bill.ts': "import { r } from '../money/rupees.ts';\nexport const b = r;",
    'packages/db/src/seed.ts': "import { a } from '../../../apps/api/src/app.ts';\nexport const s = a;",
    'apps/api/src/app.ts': 'export const a = 1;',
  },
};

let violations: { rule: { name: string }; from: string; to: string }[] = [];

beforeAll(async () => {
  const base = join(dir, 'depcruise');
  for (const tree of Object.values(CASES)) writeTree(base, tree);
  copyFileSync(join(root, 'tsconfig.base.json'), join(base, 'tsconfig.base.json'));
  const { stdout } = await run(
    bin('depcruise'),
    ['--config', join(root, '.dependency-cruiser.mjs'), '--output-type', 'json', '--no-progress', '.'],
    { cwd: base },
  ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  violations = JSON.parse(stdout).summary.violations;
});

/** The rules a case's files break, each with its offending import (unresolvable imports left aside). */
const brokenBy = (name: string) =>
  violations
    .filter((v) => v.rule.name !== 'no-unresolvable' && v.from in (CASES[name] ?? {}))
    .map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
    .sort();

describe('dependency rules (dependency-cruiser)', () => {
  it('a web feature importing another feature fails; its own files, components and lib pass', () => {
    expect(brokenBy('web')).toEqual([
      'web-features-are-isolated: apps/web/src/features/cart/api/get-quote.ts -> apps/web/src/features/orders/api/get-orders.ts',
      'web-features-are-isolated: apps/web/src/features/cart/cart-page.tsx -> apps/web/src/features/menu/menu-page.tsx',
      'web-has-no-server-code: apps/web/src/lib/api.ts -> apps/api/src/app.ts',
      'web-shared-code-has-no-features: apps/web/src/components/ui/sheet.tsx -> apps/web/src/features/menu/menu-page.tsx',
    ]);
  });

  it("an API module reaching into another's files fails; its index.ts and its own files pass", () => {
    expect(brokenBy('apiModules')).toEqual([
      'api-module-index-exports-no-routes: apps/api/src/modules/catalog/index.ts -> apps/api/src/modules/catalog/routes.ts',
      'api-modules-meet-at-their-index: apps/api/src/modules/orders/place-order.ts -> apps/api/src/modules/catalog/catalog-read-model.ts',
    ]);
  });

  it('plugins and adapters importing a module fail; a module importing a plugin passes', () => {
    expect(brokenBy('apiPlugins')).toEqual([
      'api-adapters-stand-alone: apps/api/src/adapters/sms/http-sms.ts -> apps/api/src/plugins/require-user.ts',
      'api-plugins-never-import-modules: apps/api/src/plugins/require-user.ts -> apps/api/src/modules/auth/index.ts',
    ]);
  });

  it('a routes file importing the database fails; a service importing it passes', () => {
    expect(brokenBy('apiRoutes')).toEqual([
      'api-routes-never-query: apps/api/src/modules/payments/sandbox-routes.ts -> pg',
      'api-routes-never-query: apps/api/src/modules/wallet/routes.ts -> @khabar/db',
      'api-routes-never-query: apps/api/src/modules/wallet/routes.ts -> drizzle-orm',
    ]);
  });

  it('the domain importing I/O, a package importing an app, and a cycle fail', () => {
    expect(brokenBy('packages')).toEqual([
      'db-knows-no-app: packages/db/src/seed.ts -> apps/api/src/app.ts',
      'domain-is-pure: packages/domain/src/money/rupees.ts -> fs',
      'no-circular: packages/domain/src/money/rupees.ts -> packages/domain/src/pricing/bill.ts',
    ]);
  });
});

/** The files under `folder` of the Biome tree that a Biome plugin (a .grit rule) flags, sorted. */
async function pluginHits(folder: string): Promise<string[]> {
  const { stdout } = await run(bin('biome'), ['lint', '--reporter', 'json', folder], {
    cwd: join(dir, 'biome'),
  }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const report = JSON.parse(stdout) as {
    diagnostics: { category: string; location: { path: string | { file: string } } }[];
  };
  const hits = report.diagnostics
    .filter((d) => d.category === 'plugin')
    .map((d) => (typeof d.location.path === 'string' ? d.location.path : d.location.path.file));
  return [...new Set(hits)].sort();
}

describe('no database calls in routes (Biome plugin)', () => {
  const route = [
    "import type { FastifyInstance } from 'fastify';",
    'export async function walletRoutes(app: FastifyInstance): Promise<void> {',
    "  app.post('/get-wallet-transactions', async () => {",
    '    const rows = await app.db.select().from(app.db as never);',
    '    return listWallet({ db: app.db, rows });',
    '  });',
    '}',
    'declare function listWallet(x: object): object;',
    '',
  ].join('\n');

  /** A routes file whose handler body is `body`, then passes app.db on as routes do. */
  const routeDoing = (body: string) =>
    route.replace('    const rows = await app.db.select().from(app.db as never);', body);

  it('flags every reach into the database in a routes file, not the same code in a service, nor passing app.db on', async () => {
    writeTree(join(dir, 'biome'), {
      'apps/api/src/modules/wallet/routes.ts': route,
      'apps/api/src/modules/wallet/list-wallet.ts': route,
      'apps/api/src/modules/users/routes.ts': routeDoing(
        '    const rows = await app.db.query.users.findMany();',
      ),
      'apps/api/src/modules/alias/routes.ts': routeDoing(
        '    const d = app.db;\n    const rows = await d.execute({} as never);',
      ),
      'apps/api/src/modules/unpack/routes.ts': routeDoing(
        '    const { db: store } = app;\n    const rows = await store.execute({} as never);',
      ),
      'apps/api/src/modules/indexed/routes.ts': routeDoing(
        "    const rows = await app['db'].execute({} as never);",
      ),
      'apps/api/src/modules/clean/routes.ts': routeDoing('    const rows = 1;'),
    });
    expect(await pluginHits('apps/api')).toEqual([
      'apps/api/src/modules/alias/routes.ts',
      'apps/api/src/modules/indexed/routes.ts',
      'apps/api/src/modules/unpack/routes.ts',
      'apps/api/src/modules/users/routes.ts',
      'apps/api/src/modules/wallet/routes.ts',
    ]);
  });
});

describe('no untyped request body in the web (Biome plugin)', () => {
  it('flags a raw fetch with a body, sendBeacon and XMLHttpRequest; passes a fetch without one and the api client', async () => {
    const sends = (line: string) => `export async function send(body: string) {\n  ${line}\n}\n`;
    writeTree(join(dir, 'biome'), {
      'apps/web/src/features/cart/api/raw-body.ts': sends(
        "await fetch('/api/place-order', { method: 'POST', body: JSON.stringify({ a: 1 }) });",
      ),
      'apps/web/src/features/cart/api/shorthand-body.ts': sends(
        "await fetch('/api/place-order', { method: 'POST', body });",
      ),
      'apps/web/src/lib/beacon.ts': sends("navigator.sendBeacon('/api/seen', body);"),
      'apps/web/src/lib/xhr.ts': sends('return [body, new XMLHttpRequest()];'),
      'apps/web/src/features/admin/api/download.ts': sends(
        "return [body, await fetch('/api/admin/statements/1.csv', { method: 'GET' })];",
      ),
      'apps/web/src/sw/sw.ts': sends('return [body, await fetch(new Request(body))];'),
      'apps/web/src/lib/api-client.ts': sends("await fetch('/api/x', { method: 'POST', body });"),
    });
    expect(await pluginHits('apps/web')).toEqual([
      'apps/web/src/features/cart/api/raw-body.ts',
      'apps/web/src/features/cart/api/shorthand-body.ts',
      'apps/web/src/lib/beacon.ts',
      'apps/web/src/lib/xhr.ts',
    ]);
  });
});

describe('services take one object argument (scripts/lint/one-object-argument.ts)', () => {
  const names = (file: string, text: string) => findManyArguments({ file, text }).map((f) => f.name);
  const service = 'apps/api/src/modules/wallet/read-wallet.ts';

  it('flags an exported function of a module with two parameters, however it is written and exported', () => {
    const text = [
      'export function declared(db: object, id: number) { return [db, id]; }',
      'export async function awaited(db: object, id: number) { return [db, id]; }',
      'export const arrow = (db: object, id: number) => [db, id];',
      'export const expression = function (db: object, id = 1) { return [db, id]; };',
      'function listed(db: object, id: number) { return [db, id]; }',
      'const listedArrow = async (db: object, id: number) => [db, id];',
      'export { listed, listedArrow as renamed };',
    ].join('\n');
    expect(names(service, text)).toEqual([
      'declared',
      'awaited',
      'arrow',
      'expression',
      'listed',
      'listedArrow',
    ]);
    expect(names(service, 'export default function (db: object, id: number) { return [db, id]; }')).toEqual([
      'default',
    ]);
  });

  it('passes one object, none, a local helper, a routes file, and code outside the modules', () => {
    const text = [
      'export function named({ db, id }: { db: object; id: number }) { return [db, id]; }',
      'export const whole = (input: { db: object }) => input.db;',
      'export const none = () => 1;',
      'function local(a: number, b: number) { return a + b; }',
      'export const useLocal = () => local(1, 2);',
    ].join('\n');
    expect(names(service, text)).toEqual([]);
    const twoArgs = 'export async function walletRoutes(app: object, opts: object) { return [app, opts]; }';
    expect(names('apps/api/src/modules/wallet/routes.ts', twoArgs)).toEqual([]);
    expect(names('apps/api/src/plugins/sessions.ts', twoArgs)).toEqual([]);
    expect(names('packages/domain/src/money/rupees.ts', twoArgs)).toEqual([]);
  });
});

describe('unused code and dependencies (knip)', () => {
  it('reports an unused file, an unused export, an unused and an undeclared dependency', async () => {
    const base = join(dir, 'knip');
    writeTree(base, {
      'package.json': JSON.stringify({ name: 'fixture', private: true, workspaces: ['packages/*'] }),
      'packages/domain/package.json': JSON.stringify({
        name: '@khabar/domain',
        private: true,
        type: 'module',
        exports: { '.': './src/index.ts' },
        dependencies: { 'left-pad': '^1.3.0' },
      }),
      'packages/domain/src/index.ts': "export { a } from './money.ts';",
      'packages/domain/src/money.ts': "import { z } from 'zod';\nexport const a = z;\nexport const b = 2;",
      'packages/domain/src/orphan.ts': 'export const orphan = 1;',
      'packages/domain/test/money.test.ts': "import { a } from '../src/index.ts';\nconsole.log(a);",
    });
    const { stdout } = await run(bin('knip'), ['--config', join(root, 'knip.jsonc'), '--reporter', 'json'], {
      cwd: base,
    }).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
    const issues = (JSON.parse(stdout) as { issues: Record<string, unknown>[] }).issues.flatMap((i) =>
      (['files', 'exports', 'dependencies', 'unlisted'] as const).flatMap((kind) =>
        ((i[kind] ?? []) as { name: string }[]).map((x) => `${kind}: ${i.file} ${x.name}`),
      ),
    );
    expect(issues.sort()).toEqual([
      'dependencies: packages/domain/package.json left-pad',
      'exports: packages/domain/src/money.ts b',
      'files: packages/domain/src/orphan.ts packages/domain/src/orphan.ts',
      'unlisted: packages/domain/src/money.ts zod',
    ]);
  });
});
