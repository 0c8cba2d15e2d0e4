// A good request for a route, drawn from its own zod schema (as JSON Schema), with realistic values for
// the fields whose names we know; the fuzz test then spoils one field at a time.
import { z } from 'zod';

type Json = { [key: string]: unknown };
export type Hints = Record<string, unknown>;

export function jsonSchemaOf(schema: unknown): Json | null {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return null;
  return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** A value satisfying the JSON Schema, preferring the hint for the field's name. */
export function sampleOf(js: Json, name: string, hints: Hints): unknown {
  if (name in hints) return hints[name];
  const options = (js.anyOf ?? js.oneOf) as Json[] | undefined;
  if (options?.length) return sampleOf(options.find((o) => o.type !== 'null') ?? options[0]!, name, hints);
  if (Array.isArray(js.enum)) return js.enum[0];
  if ('const' in js) return js.const;
  const type = Array.isArray(js.type) ? js.type[0] : js.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [key, sub] of Object.entries((js.properties ?? {}) as Record<string, Json>)) {
        if (key === 'token' || key === 'user_id') continue; // the Bearer header carries the login
        out[key] = sampleOf(sub, key, hints);
      }
      return out;
    }
    case 'array':
      return [sampleOf((js.items ?? {}) as Json, name, hints)];
    case 'integer':
    case 'number': {
      // 1 where the bounds allow it: a bare int's JSON Schema has the safe-integer bounds, and its
      // minimum (-9007199254740991) is no id, page or count any route takes.
      const low = typeof js.minimum === 'number' ? js.minimum : Number.NEGATIVE_INFINITY;
      const high = typeof js.maximum === 'number' ? js.maximum : Number.POSITIVE_INFINITY;
      return Math.min(Math.max(1, low), high);
    }
    case 'boolean':
      return false;
    case 'string':
      return typeof js.pattern === 'string' && /\\d/.test(js.pattern) ? '1' : 'sample';
    default:
      return 'sample';
  }
}

/**
 * A route's path parameters by name, `*` for a wildcard: `:restaurantId` and `:restaurant_id` alike (a
 * lower-case-only pattern once left every camelCase parameter unfilled, so the "good" request of those
 * routes was a 400 on its path and their services never saw a spoiled field).
 */
export const paramNamesOf = (url: string): string[] =>
  [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)|\*/g)].map((m) => m[1] ?? '*');

/** A route's URL with its parameters given; a name without a value stays as it is (and is a 400). */
export const fillPath = (url: string, values: Record<string, string>) =>
  url.replace(/:([A-Za-z_][A-Za-z0-9_]*)|\*/g, (m, name: string | undefined) => values[name ?? '*'] ?? m);

/** Every path to a value in a sample (array items by their first index), parents included. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) {
    return value.length ? [prefix, ...pathsOf(value[0], [...prefix, '0'])].filter((p) => p.length) : [prefix];
  }
  if (value && typeof value === 'object') {
    const own = Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]));
    return prefix.length ? [prefix, ...own] : own;
  }
  return [prefix];
}

/** A copy of a sample with one path set to a value (undefined removes it). */
export function withValue(sample: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(sample) as Json;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
