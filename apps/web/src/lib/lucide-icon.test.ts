// Our icon component draws what lucide-react's own draws, for every icon lucide ships and any props
// (decision 065): the markup of both, rendered by React, must be the same string.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from './lucide-icon.ts';

const require = createRequire(import.meta.url);
const esm = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
const iconsDir = join(esm, 'icons');

// Every icon the app draws: the names it imports from lucide-react, found in lucide's index.
function iconsTheAppDraws(): string[] {
  const fileOf = new Map<string, string>();
  for (const [, names, file] of readFileSync(join(esm, 'lucide-react.mjs'), 'utf8').matchAll(
    /export \{ ([^}]+) \} from '\.\/icons\/([^']+)'/g,
  )) {
    for (const name of names?.split(', ') ?? []) fileOf.set(name.replace('default as ', ''), file ?? '');
  }
  const src = join(import.meta.dirname, '..');
  const files = new Set<string>();
  for (const entry of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry)) continue;
    for (const [, names] of readFileSync(join(src, entry), 'utf8').matchAll(
      /import \{([^}]+)\} from 'lucide-react'/g,
    )) {
      for (const name of names?.split(',') ?? []) {
        const file = fileOf.get(name.trim().split(' as ')[0] ?? '');
        if (file) files.add(file);
      }
    }
  }
  return [...files];
}

interface IconModule {
  __iconData: Parameters<typeof createLucideIcon>[0];
  default: ComponentType<IconProps>;
}
const load = (file: string) => import(join(iconsDir, file)) as Promise<IconModule>;

const draw = (Icon: ComponentType<IconProps>, props: IconProps) =>
  renderToStaticMarkup(createElement(Icon, props));

const classNames = fc.array(fc.constantFrom('', ' ', 'a', 'b', 'lucide', 'lucide-star', '\t', 'x-y'), {
  maxLength: 5,
});
const props: fc.Arbitrary<IconProps> = fc.record(
  {
    size: fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constantFrom('18', '2')),
    width: fc.integer({ min: 1, max: 64 }),
    height: fc.integer({ min: 1, max: 64 }),
    color: fc.constantFrom('', 'red', '#e23744', 'currentColor'),
    strokeWidth: fc.oneof(fc.double({ min: 0.5, max: 4, noNaN: true }), fc.constantFrom('1.5', 3)),
    absoluteStrokeWidth: fc.boolean(),
    nonScalingStroke: fc.boolean(),
    className: classNames.map((parts) => parts.join(' ')),
    fill: fc.constantFrom('none', 'currentColor'),
    'aria-label': fc.constantFrom('Rating', ''),
    'aria-hidden': fc.boolean(),
    role: fc.constantFrom('img', 'presentation'),
    title: fc.constantFrom('Star'),
    children: fc.constantFrom(createElement('title', { key: 't' }, 'Star'), 'text', 0, null),
    style: fc.constant({ verticalAlign: 'middle' }),
    'data-testid': fc.constant('icon'),
  },
  { requiredKeys: [] },
);

describe('our lucide icon', () => {
  it('draws every icon the app draws as lucide does, with no props and with the app’s usual ones', async () => {
    const drawn = iconsTheAppDraws();
    expect(drawn.length).toBeGreaterThan(50);
    for (const file of drawn) {
      const icon = await load(file);
      const ours = createLucideIcon(icon.__iconData);
      for (const given of [{}, { size: 18 }, { size: 14, fill: 'currentColor', className: 'star' }]) {
        expect(draw(ours, given), `${file} ${JSON.stringify(given)}`).toBe(draw(icon.default, given));
      }
    }
  });

  it('draws any props as lucide does', async () => {
    // Four drawings of each kind: one path, circles and paths, aliases (alarm-clock-check), a rect.
    const sample = await Promise.all(
      ['star.mjs', 'map-pin.mjs', 'alarm-clock-check.mjs', 'credit-card.mjs'].map(load),
    );
    fc.assert(
      fc.property(fc.constantFrom(...sample), props, (icon, given) => {
        expect(draw(createLucideIcon(icon.__iconData), given)).toBe(draw(icon.default, given));
      }),
      { numRuns: 500 },
    );
  });

  it('hides a silent icon from screen readers and lets a named one speak', async () => {
    const star = await load('star.mjs');
    const Star = createLucideIcon(star.__iconData);
    expect(draw(Star, {})).toContain('aria-hidden="true"');
    expect(draw(Star, { 'aria-label': 'Rated 4' })).not.toContain('aria-hidden');
    expect(draw(Star, { 'aria-label': 'Rated 4' })).toContain('aria-label="Rated 4"');
    // A <title> inside names it too.
    const titled = { children: createElement('title', null, 'Rated 4') };
    expect(draw(Star, titled)).not.toContain('aria-hidden');
    expect(draw(createLucideIcon(star.__iconData), titled)).toBe(draw(star.default, titled));
  });
});
