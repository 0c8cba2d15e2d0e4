import type { Db } from '@khabar/db';
import type { PlatformSettings } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { readSettingsRow } from './read-settings-row.ts';
import { type SettingDefaults, settingsJson } from './settings-json.ts';

/** The business settings as stored, with their defaults (an admin's: support has no use for them). */
export async function getPlatformSettings({
  db,
  userId,
  defaults,
}: {
  db: Db;
  userId: number;
  defaults: SettingDefaults;
}): Promise<PlatformSettings> {
  await requireOperator({ db, userId, level: 'admin' });
  return settingsJson({ row: await readSettingsRow({ db }), defaults });
}
