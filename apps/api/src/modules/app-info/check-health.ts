import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';
import type { SmsBudgetSnapshot } from '../auth/index.ts';
import type { CatalogReadModel } from '../catalog/index.ts';

/**
 * Ready means the database answers; the catalog's size shows the seed is loaded. `sms` is the hour's
 * code budget as this process saw it last, for the operator's monitoring (decision 025).
 */
export async function checkHealth({
  db,
  dbKind,
  catalog,
  sms,
}: {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  catalog: CatalogReadModel;
  sms: SmsBudgetSnapshot;
}): Promise<{ ok: true; body: object } | { ok: false; body: object }> {
  try {
    await db.execute(sql`select 1`);
    return {
      ok: true,
      body: { success: true, status: 'ok', db: dbKind, restaurants: catalog.size, sms },
    };
  } catch {
    return { ok: false, body: { success: false, message: 'Database unavailable' } };
  }
}
