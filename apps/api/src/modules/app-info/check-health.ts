import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';
import type { CatalogReadModel } from '../catalog/index.ts';

/** Ready means the database answers; the catalog's size shows the seed is loaded. */
export async function checkHealth({
  db,
  dbKind,
  catalog,
}: {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  catalog: CatalogReadModel;
}): Promise<{ ok: true; body: object } | { ok: false; body: object }> {
  try {
    await db.execute(sql`select 1`);
    return { ok: true, body: { success: true, status: 'ok', db: dbKind, restaurants: catalog.size } };
  } catch {
    return { ok: false, body: { success: false, message: 'Database unavailable' } };
  }
}
