import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroupProblems, inGroup, otherIcon, resolveGroups } from './chunk-groups.ts';

const groups = resolveGroups(CHUNK_GROUPS);
const web = fileURLToPath(new URL('../', import.meta.url));
const repo = fileURLToPath(new URL('../../../', import.meta.url));
const group = (name: string) => {
  const found = groups.find((g) => g.name === name);
  if (!found) throw new Error(`no group ${name}`);
  return found;
};

describe('chunk groups', () => {
  it('lists only files that exist, each in one group', () => {
    expect(groups.map((g) => g.name)).toEqual(['first-screen', 'query', 'menu-and-cart', 'dish-choices']);
  });

  it('refuses a renamed or removed file when the config loads', () => {
    expect(() => resolveGroups([{ name: 'first-screen', files: ['src/lib/api-client-renamed.ts'] }])).toThrow(
      /api-client-renamed\.ts does not exist/,
    );
    expect(() =>
      resolveGroups([
        { name: 'a', files: ['src/lib/go-back.ts'] },
        { name: 'b', files: ['src/lib/go-back.ts'] },
      ]),
    ).toThrow(/both list/);
  });

  it('matches a group by exact file, never by a similar name', () => {
    const first = inGroup(group('first-screen'));
    expect(first(`${web}src/lib/api-client.ts`)).toBe(true);
    expect(first(`${web}src/lib/api-client.ts?used`)).toBe(true);
    expect(first(`${web}src/lib/api-client-v2.ts`)).toBe(false);
    expect(first(`${web}src/features/other/api-client.ts`)).toBe(false);
    const query = inGroup(group('query'));
    expect(query(`${repo}node_modules/@tanstack/query-core/build/modern/index.js`)).toBe(true);
  });

  it("puts the menu's and cart's icons with them and the rest apart", () => {
    const other = otherIcon(groups);
    const icon = (name: string) => `${repo}node_modules/lucide-react/dist/esm/icons/${name}.mjs`;
    expect(inGroup(group('menu-and-cart'))(icon('minus'))).toBe(true);
    expect(other(icon('minus'))).toBe(false);
    expect(other(icon('map-pin'))).toBe(false);
    expect(other(icon('log-out'))).toBe(true);
  });

  it('fails a bundle where a listed file is missing or landed in another chunk', () => {
    const ids = [...group('dish-choices').ids];
    const js = ids.filter((id) => !id.endsWith('.css'));
    const bundle = (moduleIds: string[], name = 'dish-choices') => ({
      'assets/x.js': { type: 'chunk', name, moduleIds },
      'assets/x.css': { type: 'asset' },
    });
    expect(chunkGroupProblems([group('dish-choices')], bundle(js))).toEqual([]);
    expect(chunkGroupProblems([group('dish-choices')], bundle(js.slice(1)))).toEqual([
      expect.stringMatching(/is not in the build/),
    ]);
    expect(chunkGroupProblems([group('dish-choices')], bundle(js, 'index'))).toHaveLength(js.length);
  });
});
