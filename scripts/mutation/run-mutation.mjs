#!/usr/bin/env node
// Mutation testing, incremental against the results kept in the repository (decision 022).
//
//   node scripts/mutation/run-mutation.mjs domain|services [--full] [--refresh]
//
// Stryker's incremental mode re-tests only the mutants whose code or covering tests changed since the
// kept result (mutation/<suite>.json), and still prints and judges the whole score. What it cannot
// see is a change elsewhere that a mutant's fate depends on (a test helper, the schema, a module the
// mutated service calls). So the kept result names the commit of its last full run, and when the
// files a suite depends on, other than the mutated files themselves (a change there is what the
// incremental run does see and re-tests), have changed by more than `fullRunAfter` lines since then,
// this runs the whole suite instead (and says so). `--refresh` makes a full run on a clean tree and records the
// commit in mutation/baseline.json; commit both files with the change that needed them.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The back office's and the menu editor's contracts: declarations no mutated rule or money or login
// service imports (lint keeps modules apart), so a change there cannot change a mutant's fate.
const BACK_OFFICE_CONTRACTS = [
  ':(exclude)packages/domain/src/contracts/admin',
  ':(exclude)packages/domain/src/contracts/menu-editor',
];

const SUITES = {
  domain: {
    config: 'stryker.config.mjs',
    incrementalFile: 'mutation/domain.json',
    // Everything the domain's mutants and tests can depend on.
    watched: ['packages/domain', ...BACK_OFFICE_CONTRACTS],
    // What Stryker's sandbox must hold for the suite's tests to load.
    needs: ['packages', 'package.json', 'tsconfig.base.json'],
    fullRunAfter: 400,
  },
  services: {
    config: 'stryker.services.config.mjs',
    incrementalFile: 'mutation/services.json',
    // The money and login services, what they call, the schema under them and the tests' helpers.
    watched: [
      'apps/api/src/modules/orders',
      'apps/api/src/modules/payments',
      'apps/api/src/modules/lifecycle',
      'apps/api/src/modules/auth',
      'apps/api/src/modules/wallet',
      'apps/api/src/plugins',
      'apps/api/src/adapters/payments',
      'apps/api/src/adapters/sms',
      'apps/api/test/helpers',
      'packages/db/src/schema.ts',
      'packages/db/migrations',
      // drizzle-kit's snapshots restate the whole schema per migration (thousands of lines): the
      // schema and the SQL above already show the change.
      ':(exclude)packages/db/migrations/meta',
      'packages/domain/src',
      ...BACK_OFFICE_CONTRACTS,
    ],
    needs: ['apps/api', 'packages', 'package.json', 'tsconfig.base.json'],
    fullRunAfter: 600,
  },
};

const BASELINE = 'mutation/baseline.json';
const [name, ...flags] = process.argv.slice(2);
const suite = SUITES[name];
if (!suite) {
  console.error(`usage: run-mutation.mjs ${Object.keys(SUITES).join('|')} [--full] [--refresh]`);
  process.exit(2);
}
const refresh = flags.includes('--refresh');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function readBaseline() {
  try {
    return JSON.parse(readFileSync(BASELINE, 'utf8'));
  } catch {
    return {};
  }
}

/** Lines added and removed in the watched files between `commit` and the work tree; null if unknown. */
function linesChangedSince(commit, paths) {
  try {
    git('cat-file', '-e', `${commit}^{commit}`);
  } catch {
    return null;
  }
  const numstat = git('diff', '--numstat', commit, '--', ...paths);
  let lines = 0;
  for (const row of numstat.split('\n').filter(Boolean)) {
    const [added, removed] = row.split('\t');
    lines += (Number(added) || 0) + (Number(removed) || 0);
  }
  return lines;
}

// The files Stryker mutates: their own changes are re-tested by the incremental run, so they do not
// count towards a full run (only what they depend on does).
const { default: strykerConfig } = await import(new URL(`../../${suite.config}`, import.meta.url).href);
const mutated = (strykerConfig.mutate ?? []).filter((pattern) => !pattern.startsWith('!'));
const dependencies = [...suite.watched, ...mutated.map((file) => `:(exclude)${file}`)];

// Stryker copies the project into a sandbox without the files its ignorePatterns match (gitignore
// rules), and a test file that then fails to import is not an error to it: it just runs fewer tests and
// every mutant they covered survives. A bare 'reports' once hid apps/api/src/modules/reports and CI
// scored 64.52 % on 19 of 170 tests. So a pattern that hides a tracked file the suite needs stops the run
// here, using git's own reading of the same rules.
const patternsFile = join(mkdtempSync(join(tmpdir(), 'stryker-ignore-')), 'patterns');
writeFileSync(patternsFile, `${(strykerConfig.ignorePatterns ?? []).join('\n')}\n`);
const hidden = git(
  'ls-files',
  '--cached',
  '--ignored',
  `--exclude-from=${patternsFile}`,
  '--',
  ...suite.needs,
);
if (hidden) {
  const files = hidden.split('\n');
  console.error(
    `mutation ${name}: ${suite.config}'s ignorePatterns leave ${files.length} file(s) the tests need out of the sandbox (anchor the pattern with a leading /):\n  ${files.slice(0, 10).join('\n  ')}`,
  );
  process.exit(1);
}

let full = flags.includes('--full') || refresh;
const baseline = readBaseline()[name];
if (refresh) {
  const dirty = git('status', '--porcelain', '--', ...suite.watched, suite.config);
  if (dirty) {
    console.error(`Commit these first: a refresh records the commit it measured.\n${dirty}`);
    process.exit(1);
  }
} else if (!baseline?.commit) {
  console.log(`mutation ${name}: no full run on record: full run`);
  full = true;
} else if (!full) {
  const changed = linesChangedSince(baseline.commit, dependencies);
  if (changed === null) {
    console.log(
      `mutation ${name}: the last full run's commit ${baseline.commit} is not in this clone: full run`,
    );
    full = true;
  } else if (changed > suite.fullRunAfter && !process.env.CI) {
    console.log(
      `mutation ${name}: ${changed} lines changed since the last full run (${baseline.commit.slice(0, 8)}), over ${suite.fullRunAfter}: full run. Refresh the kept result: npm run test:mutation:refresh`,
    );
    full = true;
  } else if (changed > suite.fullRunAfter) {
    // CI has 25 minutes and a full run of the services takes about 50: CI stays incremental and says
    // plainly how stale the kept full run is; the refresh is the developer's (decision 022).
    console.log(
      `mutation ${name}: WARNING: ${changed} lines changed since the last full run (${baseline.commit.slice(0, 8)}), over ${suite.fullRunAfter}: incremental in CI, but a mutant whose own code and tests did not change may keep a stale result. Refresh the kept result: npm run test:mutation:refresh`,
    );
  } else {
    console.log(
      `mutation ${name}: incremental against the full run of ${baseline.commit.slice(0, 8)} (${baseline.date}); ${changed} of ${suite.fullRunAfter} lines changed since in what the mutated files depend on`,
    );
  }
}

// The commit measured is the one checked out when the run starts (a commit made during a long run
// must not be recorded as measured).
const measured = git('rev-parse', 'HEAD');
const args = ['stryker', 'run', suite.config, '--incremental', '--incrementalFile', suite.incrementalFile];
if (full) args.push('--force');
const started = Date.now();
const run = spawnSync('npx', args, { stdio: 'inherit' });
console.log(
  `mutation ${name}: ${full ? 'full' : 'incremental'} run in ${Math.round((Date.now() - started) / 1000)} s`,
);
if (run.status !== 0) process.exit(run.status ?? 1);

if (refresh) {
  const all = readBaseline();
  all[name] = { commit: measured, date: new Date().toISOString().slice(0, 10) };
  writeFileSync(BASELINE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`mutation ${name}: recorded the full run of ${all[name].commit.slice(0, 8)} in ${BASELINE}`);
}
