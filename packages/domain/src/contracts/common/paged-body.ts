// The lists that grow with an account (orders, alerts, wallet) come a page at a time: `page` 1 is the
// newest, as before paging existed; a client asks for page 2, 3... to go further back.
import { z } from 'zod';
import { authFields } from './auth-fields.ts';
import { optionalBody } from './envelope.ts';

// The self-pickup list and search are paged too, nearest first: a big city must not answer megabytes.
export const PAGE_SIZE = {
  orders: 100,
  alerts: 100,
  wallet: 200,
  pickupRestaurants: 50,
  searchRestaurants: 30,
  searchDishes: 40,
  ratings: 20,
} as const;

/** `page`: 1 (the default) is the first; a null or missing page is the first. */
export const pageField = z.preprocess(
  (v: number | null | undefined) => v ?? undefined,
  z
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(10_000, 'page must be 10000 or less')
    .default(1),
);

export const pagedBody = optionalBody(
  z.object({
    ...authFields,
    page: pageField,
  }),
).meta({ examples: [{ page: 1 }] });
export type PagedBody = z.infer<typeof pagedBody>;

/** Rows to skip and to fetch for a page: one more than the page holds, to know whether another follows. */
export const pageWindow = (page: number, size: number) => ({ offset: (page - 1) * size, limit: size + 1 });

/** A page's rows out of a window fetched with pageWindow, and the page to ask for next (null: the last). */
export function splitPage<T>(found: T[], page: number, size: number): { rows: T[]; nextPage: number | null } {
  const rows = found.slice(0, size);
  return { rows, nextPage: found.length > rows.length ? page + 1 : null };
}
