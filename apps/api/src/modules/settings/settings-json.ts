// The settings row with the environment's defaults: what is in force (a null column is the default's)
// and the back office's view of it, in rupees and percent.
import type { schema } from '@khabar/db';
import type { PlatformSettings, PlatformSettingsValues, SettingName } from '@khabar/domain';

export type SettingsRow = typeof schema.platformSettings.$inferSelect;

/** What the environment says, in the stored units (paise, basis points). */
export interface SettingDefaults {
  taxBp: number;
  codMaxPaise: number;
  minOrderPaise: number;
  acceptWindowSeconds: number;
  supportPhone: string;
  supportEmail: string;
  supportChatUrl: string | null;
  goodwillDailyCapPaise: number;
}

/** The settings in force, in the stored units. */
export type SettingsInForce = SettingDefaults & { version: number; updatedAt: Date | null };

/** The row as it stands before any admin saved anything (the migration writes it; a test may not). */
export const UNSAVED_ROW: SettingsRow = {
  id: 1,
  taxBp: null,
  codMaxPaise: null,
  minOrderPaise: null,
  acceptWindowSeconds: null,
  supportPhone: null,
  supportEmail: null,
  supportChatUrl: null,
  goodwillDailyCapPaise: null,
  version: 1,
  updatedAt: null,
  updatedBy: null,
};

export function settingsInForce({ row, d }: { row: SettingsRow; d: SettingDefaults }): SettingsInForce {
  return {
    taxBp: row.taxBp ?? d.taxBp,
    codMaxPaise: row.codMaxPaise ?? d.codMaxPaise,
    minOrderPaise: row.minOrderPaise ?? d.minOrderPaise,
    acceptWindowSeconds: row.acceptWindowSeconds ?? d.acceptWindowSeconds,
    supportPhone: row.supportPhone ?? d.supportPhone,
    supportEmail: row.supportEmail ?? d.supportEmail,
    // '' is an admin's "no chat link", whatever the environment says.
    supportChatUrl: (row.supportChatUrl ?? d.supportChatUrl) || null,
    goodwillDailyCapPaise: row.goodwillDailyCapPaise ?? d.goodwillDailyCapPaise,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

const valuesOf = (s: SettingDefaults): PlatformSettingsValues => ({
  tax_percent: s.taxBp / 100,
  cod_max: s.codMaxPaise / 100,
  min_order: s.minOrderPaise / 100,
  accept_window_seconds: s.acceptWindowSeconds,
  support_phone: s.supportPhone,
  support_email: s.supportEmail,
  support_chat_url: s.supportChatUrl,
  goodwill_daily_cap: s.goodwillDailyCapPaise / 100,
});

/** The settings an admin chose (a column that is not null), by their API names. */
function chosenOf(row: SettingsRow): SettingName[] {
  const columns: Array<[SettingName, unknown]> = [
    ['tax_percent', row.taxBp],
    ['cod_max', row.codMaxPaise],
    ['min_order', row.minOrderPaise],
    ['accept_window_seconds', row.acceptWindowSeconds],
    ['support_phone', row.supportPhone],
    ['support_email', row.supportEmail],
    ['support_chat_url', row.supportChatUrl],
    ['goodwill_daily_cap', row.goodwillDailyCapPaise],
  ];
  return columns.filter(([, value]) => value !== null).map(([name]) => name);
}

export function settingsJson({
  row,
  defaults,
}: {
  row: SettingsRow;
  defaults: SettingDefaults;
}): PlatformSettings {
  return {
    ...valuesOf(settingsInForce({ row, d: defaults })),
    defaults: valuesOf(defaults),
    chosen: chosenOf(row),
    version: row.version,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The settings as the audit log keeps them: what is in force, and which of it an admin chose. */
export function auditedSettings({ row, defaults }: { row: SettingsRow; defaults: SettingDefaults }) {
  const { defaults: _d, updated_at: _u, ...rest } = settingsJson({ row, defaults });
  return rest;
}
