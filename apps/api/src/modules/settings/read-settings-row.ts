import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { type SettingsRow, UNSAVED_ROW } from './settings-json.ts';

/**
 * The one settings row; `lock` takes it for a change (made first if missing, so two first saves
 * queue on it like any others).
 */
export async function readSettingsRow({
  db,
  lock = false,
}: {
  db: Db;
  lock?: boolean;
}): Promise<SettingsRow> {
  if (!lock) {
    const [row] = await db.select().from(schema.platformSettings).where(eq(schema.platformSettings.id, 1));
    return row ?? UNSAVED_ROW;
  }
  await db.insert(schema.platformSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(schema.platformSettings)
    .where(eq(schema.platformSettings.id, 1))
    .for('update');
  if (!row) throw new Error('no settings row after insert');
  return row;
}
