// The layout rules of docs/ARCHITECTURE.md, checked by `npm run lint` (dependency-cruiser reads the real
// import graph, so a rule holds whatever the relative path looks like). Rules match folders by pattern,
// so a new module or feature is covered the day it is created. scripts/lint/lint-rules.test.ts proves
// each rule fails on a deliberate violation.

/** Where an API module's routes live: `routes.ts`, or `<name>-routes.ts` when a module has two sets. */
const ROUTES = '^apps/api/src/modules/[^/]+/[^/]*routes\\.ts$';
/** What queries a database: the db package and the drivers and query builder under it. */
const DATABASE = [
  '^packages/db/',
  '(^|/)node_modules/(@khabar/db|drizzle-orm|pg|@electric-sql/pglite)/',
  '^(@khabar/db|drizzle-orm|pg|@electric-sql/pglite)(/|$)',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'web-features-are-isolated',
      comment:
        'A web feature never imports another feature: share through components/, lib/ or @khabar/domain.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-has-no-features',
      comment: 'components/ and lib/ are what features share, so they never import a feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-has-no-server-code',
      comment: 'The browser gets the domain rules, never the API or the database.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/api/', ...DATABASE] },
    },
    {
      name: 'api-modules-meet-at-their-index',
      comment:
        "An API module imports another module only through that module's index.ts (its public surface: " +
        'services and types, never routes); everything else in a module is its own business.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-module-index-exports-no-routes',
      comment: 'Routes are registered by app.ts only; a module index offers services and types.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/[^/]+/index\\.ts$' },
      to: { path: ROUTES },
    },
    {
      name: 'api-plugins-never-import-modules',
      comment: 'Plugins (auth, errors, static files) sit under every module, so they never import one.',
      severity: 'error',
      from: { path: '^apps/api/src/(plugins|adapters|config|errors)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-adapters-stand-alone',
      comment: 'An adapter (SMS, payments, geo, events) knows its provider, never our plugins or modules.',
      severity: 'error',
      from: { path: '^apps/api/src/adapters/' },
      to: { path: '^apps/api/src/(plugins|modules)/' },
    },
    {
      name: 'api-routes-never-query',
      comment:
        'Routes parse, call one service and return: the database is the services’ business. ' +
        '(The Biome plugin lint/no-db-in-routes.grit catches app.db.select() and friends in the same files.)',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: DATABASE },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain runs in the browser and the server: zod and itself, no I/O, no Node.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { pathNot: ['^packages/domain/src/', '(^|/)node_modules/zod/', '^zod$'] },
    },
    {
      name: 'db-knows-no-app',
      comment: 'The database package is used by the API; it never imports an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two files one: break it by moving the shared part down.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot follow would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    combinedDependencies: true,
  },
};
