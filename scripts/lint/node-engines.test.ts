// The README's Node is true for every package we install (issue 23, "Also"): `npm install` warned
// EBADENGINE because content-disposition@3 and cookie@2 want Node 22 while the README says Node 20.19
// works (package.json's overrides pin the lines that still support it). A dependency update that
// brings such a package back fails here, before anyone on Node 20 sees the warning.
import { readFileSync } from 'node:fs';
import { coerce, minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

type Engines = Record<string, string> | string[];
type Lock = { packages: Record<string, { version?: string; engines?: Engines }> };

/** The lowest Node the README promises ("Needs Node.js 20 (20.19 or newer), 22 or 24"), as x.y.z. */
function readmeLowestNode(readme: string): string {
  const said = /Needs Node\.js \d+ \((\d+\.\d+(?:\.\d+)?) or newer\)/.exec(readme)?.[1];
  const version = said ? coerce(said)?.version : undefined;
  if (!version) throw new Error('The README no longer says "Needs Node.js N (N.M or newer)": fix this test.');
  return version;
}

/** A package's Node ranges: `engines.node`, or the old array form's "node >= 18" entries. */
const nodeRanges = (engines: Engines | undefined): string[] =>
  Array.isArray(engines)
    ? engines.filter((e) => /^node\b/.test(e)).map((e) => e.replace(/^node\s*/, ''))
    : engines?.node
      ? [engines.node]
      : [];

/** The lockfile's packages that refuse `node`, as "path@version wants node range". */
function refusing(lock: Lock, node: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) =>
    nodeRanges(entry.engines)
      .filter((range) => !satisfies(node, range))
      .map((range) => `${path || '(root)'}@${entry.version} wants node ${range}`),
  );
}

const lowest = readmeLowestNode(read('README.md'));

describe("the README's lowest Node", () => {
  it('is 20.19.0, the floor of package.json engines', () => {
    expect(lowest).toBe('20.19.0');
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(minVersion(engines)?.version).toBe(lowest);
  });

  it('is accepted by every package in package-lock.json', () => {
    const lock = JSON.parse(read('package-lock.json')) as Lock;
    expect(Object.keys(lock.packages).length).toBeGreaterThan(100);
    expect(refusing(lock, lowest)).toEqual([]);
  });

  it('catches the packages issue 23 found, and only them', () => {
    const lock: Lock = {
      packages: {
        '': { version: '0.0.0', engines: { node: '>=20.19' } },
        'node_modules/content-disposition': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/cookie': { version: '2.0.0', engines: ['node >= 22'] },
        'node_modules/fastify/node_modules/cookie': { version: '1.1.1', engines: { node: '>=18' } },
        'node_modules/vite': { version: '8.0.0', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/bare-fs': { version: '4.0.0', engines: { bare: '>=1.28.0' } },
      },
    };
    expect(refusing(lock, lowest)).toEqual([
      'node_modules/content-disposition@3.0.0 wants node >=22',
      'node_modules/cookie@2.0.0 wants node >= 22',
    ]);
  });
});
