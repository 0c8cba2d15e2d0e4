// Mutation testing of packages/domain (`npm run test:mutation`): Stryker changes the rules one small
// mutation at a time and the domain's unit and property tests must notice. The zod contracts are left
// out: they are declarations checked by the API suite (apps/api/test), too slow to run per mutant.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/domain/vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/contracts/**',
    '!packages/domain/src/index.ts',
  ],
  // Anchored at the root: a bare 'reports' also left out packages/domain/src/contracts/admin/reports
  // (run-mutation.mjs refuses a pattern that hides a file the suite needs).
  ignorePatterns: ['/apps', '/e2e', '/docs', '/scripts', '/reports', '**/dist', '/data*'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress-append-only', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // The score table goes to the console (and CI's log); each surviving mutant is in the HTML report.
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false, reportScoreTable: true },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
