// Which modules travel together in one chunk, by name rather than by a file-name pattern (issue 30): a
// pattern silently stopped matching a renamed file and moved its code to another chunk. Every file
// listed here must exist when the config loads, and the build fails unless each one ends up in its
// group's chunk (checkChunkGroups, run by vite.config.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface ChunkGroup {
  name: string;
  /** Paths from apps/web (the domain is `../../packages/domain/src/...`). */
  files?: readonly string[];
  /** lucide-react icons by file name (`map-pin`). */
  icons?: readonly string[];
  /** Whole packages (every module under node_modules/<name>/): no renamed file of ours can move them. */
  packages?: readonly string[];
}

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LUCIDE = `${repoRoot}node_modules/lucide-react/dist/esm/`;

// The icons the first screens and the shell draw, which travel with the first screen's code.
const FIRST_VIEW_ICONS = [
  'map-pin',
  'map-pinned',
  'search',
  'star',
  'chevron-right',
  'chevron-left',
  'chevron-down',
  'house',
  'pause',
  'play',
  'badge-percent',
  'circle-question-mark',
  'shopping-bag',
  'user',
  'bell',
  'menu',
  'clock',
  'mouse-pointer-click',
  'sliders-horizontal',
];

export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  // The small modules every first screen needs (storage stores, the API client, icons' base, the
  // resource cache) travel as one chunk instead of a dozen tiny ones, which gzip worse and cost a
  // request each (decision 004 has the numbers).
  {
    name: 'first-screen',
    files: [
      'src/lib/api-client.ts',
      'src/lib/server-clock.ts',
      'src/lib/storage-subscription.ts',
      'src/lib/location-store.ts',
      'src/lib/session-store.ts',
      'src/lib/cart-store.ts',
      'src/lib/delivery-point.ts',
      'src/lib/use-app-config.ts',
      'src/lib/use-media-query.ts',
      'src/lib/use-promo-slides.ts',
      'src/lib/resource.ts',
      'src/lib/offline-copy.ts',
      'src/lib/listeners.ts',
      'src/components/ui/brand-logo.tsx',
      'src/lib/lucide-icon.ts',
      '../../packages/domain/src/money/rupees.ts',
      '../../packages/domain/src/catalog/is-orderable.ts',
      '../../packages/domain/src/cart/cart.ts',
      '../../packages/domain/src/errors/error-codes.ts',
    ],
    icons: ['map-pin', 'search', 'star', 'chevron-right', 'chevron-left', 'house', 'pause', 'play'],
  },
  // TanStack Query, which no first screen uses, comes whole with the first screen that does, and the
  // app's client with it.
  {
    name: 'query',
    packages: ['@tanstack/query-core', '@tanstack/react-query'],
    files: ['src/app/query-client.tsx'],
  },
  // What a menu and the cart both need beyond the first screens: one chunk, not ten of 1 KB each. A
  // phone on slow 4G asks a server six requests at a time, so every extra round of them costs a round
  // trip. Their icons come with them: in the other screens' icon chunk they cost the menu and the cart
  // 7 KB gzip (21 KB to evaluate) of icons neither draws.
  {
    name: 'menu-and-cart',
    files: [
      'src/lib/use-restaurant-menu.ts',
      'src/lib/coupon-store.ts',
      'src/lib/save-cart.ts',
      'src/lib/first-answers.ts',
      'src/lib/go-back.ts',
      'src/components/ui/quantity-stepper.tsx',
      'src/components/ui/quantity-stepper.module.css',
      'src/components/ui/veg-mark.tsx',
      'src/components/ui/veg-mark.module.css',
      'src/components/ui/use-snackbar.tsx',
      'src/components/ui/snackbar.module.css',
      'src/components/ui/skeleton-card.tsx',
      'src/components/ui/confirm-dialog.tsx',
      'src/components/ui/confirm-dialog.module.css',
      'src/components/ui/use-modal-dialog.ts',
      '../../packages/domain/src/pricing/coupon-discount.ts',
      '../../packages/domain/src/orders/order-blockers.ts',
      '../../packages/domain/src/orders/promised-time.ts',
      '../../packages/domain/src/orders/order-status.ts',
      '../../packages/domain/src/cart/cart-changes.ts',
    ],
    icons: [
      'arrow-left',
      'copy',
      'navigation',
      'phone',
      'book-open',
      'calendar-clock',
      'ticket-percent',
      'bike',
      'banknote',
      'credit-card',
      'wallet',
      'x',
      'minus',
      'plus',
    ],
  },
  // A dish's choices (issue 27): the rules, the menu's reading of them and the words under a line,
  // which the menu, the cart and every order screen share: one small chunk rather than three.
  {
    name: 'dish-choices',
    files: [
      'src/lib/dish-choice-groups.ts',
      'src/components/line-choices/line-choices.tsx',
      'src/components/line-choices/line-choices.module.css',
      '../../packages/domain/src/catalog/dish-choices.ts',
    ],
  },
];

/** A group made into absolute module ids, and the test a chunk group of the bundler takes. */
export interface ResolvedGroup {
  name: string;
  ids: ReadonlySet<string>;
  packageDirs: readonly string[];
}

const iconFile = (name: string) => `${LUCIDE}icons/${name}.mjs`;

/** Absolute ids of a group's files; throws at once for a file that does not exist. */
export function resolveGroups(groups: readonly ChunkGroup[]): ResolvedGroup[] {
  const seen = new Map<string, string>();
  return groups.map((group) => {
    const ids = [
      ...(group.files ?? []).map((f) => fileURLToPath(new URL(f, `file://${webRoot}`))),
      ...(group.icons ?? []).map(iconFile),
    ];
    for (const id of ids) {
      if (!existsSync(id)) {
        throw new Error(
          `chunk group ${group.name}: ${id} does not exist (renamed or removed? update apps/web/scripts/chunk-groups.ts)`,
        );
      }
      const other = seen.get(id);
      if (other) throw new Error(`chunk groups ${other} and ${group.name} both list ${id}`);
      seen.set(id, group.name);
    }
    const packageDirs = (group.packages ?? []).map((p) => `${repoRoot}node_modules/${p}/`);
    for (const dir of packageDirs) {
      if (!existsSync(dir)) throw new Error(`chunk group ${group.name}: no package at ${dir}`);
    }
    return { name: group.name, ids: new Set(ids), packageDirs };
  });
}

const bare = (id: string) => id.split('?')[0] ?? id;

/** The bundler's test for a group: the module is one of its files or inside one of its packages. */
export const inGroup = (group: ResolvedGroup) => (id: string) =>
  group.ids.has(bare(id)) || group.packageDirs.some((dir) => id.startsWith(dir));

/** The other screens' icons (about 300 bytes each) come as one chunk. */
export function otherIcon(groups: readonly ResolvedGroup[]) {
  const grouped = new Set([...groups.flatMap((g) => [...g.ids]), ...FIRST_VIEW_ICONS.map(iconFile)]);
  return (id: string) => id.startsWith(`${LUCIDE}icons/`) && !grouped.has(bare(id));
}

interface BundleChunk {
  type: string;
  name?: string;
  moduleIds?: readonly string[];
}

/**
 * What went wrong with the groups in a finished bundle: a listed file the build never saw (no longer
 * imported), or one that ended up in another chunk. Style sheets become CSS assets and need only be seen.
 */
export function chunkGroupProblems(
  groups: readonly ResolvedGroup[],
  bundle: Record<string, BundleChunk>,
): string[] {
  const chunkOf = new Map<string, string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds ?? []) chunkOf.set(bare(id), chunk.name ?? '?');
  }
  const problems: string[] = [];
  for (const group of groups) {
    for (const id of group.ids) {
      const chunk = chunkOf.get(id);
      if (chunk === undefined && !id.endsWith('.css')) {
        problems.push(`chunk group ${group.name}: ${id} is not in the build (no longer imported?)`);
      } else if (chunk !== undefined && chunk !== group.name && !id.endsWith('.css')) {
        problems.push(`chunk group ${group.name}: ${id} went to chunk ${chunk}`);
      }
    }
  }
  return problems;
}

/** Fails the build when a group's file is missing from it or landed in another chunk. */
export function checkChunkGroups(groups: readonly ResolvedGroup[]): Plugin {
  return {
    name: 'check-chunk-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems = chunkGroupProblems(groups, bundle as unknown as Record<string, BundleChunk>);
      if (problems.length) this.error(problems.join('\n'));
    },
  };
}
