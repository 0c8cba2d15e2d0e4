// Which routes a path shows: the app's routes are a tree (layouts around pages), and a path picks one
// branch from the root to a page. Ranked as react-router ranks them, so a static segment beats a
// `:param`, which beats `*`, whatever order the routes are written in. Pure, so it is unit-tested.

export interface RouteDef<E = unknown> {
  /** Relative to the parent (`orderDetails/:orderId`, `partner/*`); none for a layout route. */
  path?: string;
  /** Shown at exactly the parent's path. */
  index?: boolean;
  element?: E;
  children: RouteDef<E>[];
}

export interface RouteMatch<E = unknown> {
  /** The routes from the outermost layout to the page. */
  branch: RouteDef<E>[];
  /** `:name` segments decoded, and `*` for what a splat took. */
  params: Record<string, string>;
}

interface Branch<E> {
  routes: RouteDef<E>[];
  segments: string[];
  score: number;
  order: number;
}

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

// react-router's weights: the more a pattern says, the sooner it is tried.
const STATIC = 10;
const DYNAMIC = 3;
const SPLAT_PENALTY = -2;
const INDEX_BONUS = 2;

function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? INDEX_BONUS : 0);
  for (const s of segments) {
    if (s === '*') score += SPLAT_PENALTY;
    else score += s.startsWith(':') ? DYNAMIC : STATIC;
  }
  return score;
}

function flatten<E>(routes: RouteDef<E>[], parents: RouteDef<E>[], base: string[], out: Branch<E>[]) {
  for (const route of routes) {
    const segments = [...base, ...segmentsOf(route.path ?? '')];
    const chain = [...parents, route];
    // A layout's children come first, so a page inside it wins a tie with the layout itself.
    flatten(route.children, chain, segments, out);
    // A layout without a path only wraps its children; it is never a page by itself.
    if (route.index || route.path !== undefined) {
      out.push({
        routes: chain,
        segments,
        score: scoreOf(segments, route.index === true),
        order: out.length,
      });
    }
  }
}

/** Every page's branch, best first: built once per set of routes. */
export function rankRoutes<E>(routes: RouteDef<E>[]): Branch<E>[] {
  const out: Branch<E>[] = [];
  flatten(routes, [], [], out);
  return out.sort((a, b) => b.score - a.score || a.order - b.order);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape matches nothing rather than throwing during a render
  }
}

function matchBranch<E>(branch: Branch<E>, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < branch.segments.length; i++) {
    const pattern = branch.segments[i] as string;
    if (pattern === '*') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (pattern.startsWith(':')) {
      const value = decode(part);
      if (value === null) return null;
      params[pattern.slice(1)] = value;
    } else if (pattern.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The branch a pathname shows, or null when no route takes it. */
export function matchRoutes<E>(ranked: Branch<E>[], pathname: string): RouteMatch<E> | null {
  const parts = segmentsOf(pathname);
  for (const branch of ranked) {
    const params = matchBranch(branch, parts);
    if (params) return { branch: branch.routes, params };
  }
  return null;
}
