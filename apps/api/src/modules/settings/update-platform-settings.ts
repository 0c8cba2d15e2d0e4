import { type Db, schema } from '@khabar/db';
import type { PlatformSettings, UpdatePlatformSettingsBody } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { readSettingsRow } from './read-settings-row.ts';
import { auditedSettings, type SettingsRow, settingsJson } from './settings-json.ts';
import type { SettingsStore } from './settings-store.ts';

export type SettingsChanges = Omit<UpdatePlatformSettingsBody, 'token' | 'user_id' | 'version'>;

const STALE =
  'Someone else changed the settings since you opened them. Reload to see their change, then save again.';

/** A sent field (null: back to the default); one left out keeps the stored column. */
const pick = <T>(sent: T | null | undefined, stored: T | null): T | null =>
  sent === undefined ? stored : sent;

/**
 * An admin changes the business settings: checked at the version they read, written with its audit row
 * in one transaction, then in force on this process at once and on every other when it hears
 * `settings` on the bus. An order placed before keeps its tax and acceptance window; a cart quoted
 * before and placed after is re-priced and told the new bill (409), as for a price change.
 */
export async function updatePlatformSettings(input: {
  db: Db;
  now: () => Date;
  settings: SettingsStore;
  userId: number;
  version: number;
  changes: SettingsChanges;
}): Promise<PlatformSettings> {
  const { defaults } = input.settings;
  const c = input.changes;
  const at = input.now();
  const row = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const before = await readSettingsRow({ db: tx, lock: true });
    if (before.version !== input.version) throw new AppError('CONFLICT', STALE);
    const [after] = await tx
      .update(schema.platformSettings)
      .set({
        taxBp: pick(c.tax_percent, before.taxBp),
        codMaxPaise: pick(c.cod_max, before.codMaxPaise),
        minOrderPaise: pick(c.min_order, before.minOrderPaise),
        acceptWindowSeconds: pick(c.accept_window_seconds, before.acceptWindowSeconds),
        supportPhone: pick(c.support_phone, before.supportPhone),
        supportEmail: pick(c.support_email, before.supportEmail),
        supportChatUrl: pick(c.support_chat_url, before.supportChatUrl),
        goodwillDailyCapPaise: pick(c.goodwill_daily_cap, before.goodwillDailyCapPaise),
        version: before.version + 1,
        updatedAt: at,
        updatedBy: input.userId,
      })
      .where(eq(schema.platformSettings.id, before.id))
      .returning();
    if (!after) throw new Error('settings not written');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'settings.update',
      entity: 'settings',
      entityId: after.id,
      before: auditedSettings({ row: before, defaults }),
      after: auditedSettings({ row: after, defaults }),
      at,
    });
    return after as SettingsRow;
  });
  await input.settings.announceChange();
  return settingsJson({ row, defaults });
}
