// Raw SQL on the read side: the answers' rows as plain objects, on PGlite and node-postgres alike.
import type { Db } from '@khabar/db';
import type { SQL } from 'drizzle-orm';

export async function rowsOf<T>({ db, query }: { db: Db; query: SQL }): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An aggregate as a number: sums of bigint come back as text from node-postgres. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
