// The business settings' form: what is typed, checked with the server's limits (SETTING_LIMITS), and
// the changes a save sends (only what differs from what is in force; null for "back to the default").

import { SETTING_LIMITS } from '@khabar/domain/contracts/admin/settings/setting-limits';
import type { PlatformSettings, SettingName } from '@khabar/domain/contracts/admin/settings/settings-fields';
import type { updatePlatformSettingsBody } from '@khabar/domain/contracts/admin/settings/update-platform-settings';
import type { RequestBody } from '@khabar/domain/contracts/common/request-body';

export interface SettingsFormValues {
  tax: string;
  codMax: string;
  minOrder: string;
  window: string;
  phone: string;
  email: string;
  chat: string;
  goodwillCap: string;
}
export type SettingsField = keyof SettingsFormValues;

/** Each form field's setting (its API name). */
export const SETTING_OF = {
  tax: 'tax_percent',
  codMax: 'cod_max',
  minOrder: 'min_order',
  window: 'accept_window_seconds',
  phone: 'support_phone',
  email: 'support_email',
  chat: 'support_chat_url',
  goodwillCap: 'goodwill_daily_cap',
} as const satisfies Record<SettingsField, SettingName>;

/**
 * What a save sends, as the contract takes it: a setting's new value (percent, whole rupees, seconds,
 * text), or null for the environment's.
 */
export type SettingsChanges = Omit<
  RequestBody<typeof updatePlatformSettingsBody>,
  'version' | 'token' | 'user_id'
>;

/** A field's value as its setting takes it (never null: null is "back to the default", not a value). */
type SettingValue<F extends SettingsField> = NonNullable<SettingsChanges[(typeof SETTING_OF)[F]]>;

const { taxPercent, rupees, acceptWindowSeconds, supportPhone, supportChatUrl, goodwillDailyCap } =
  SETTING_LIMITS;
const grouped = (n: number) => n.toLocaleString('en-IN');

const MESSAGES: Record<SettingsField, string> = {
  tax: `Enter the tax as a percentage from ${taxPercent.min} to ${taxPercent.max}, like 5 or 12.5.`,
  codMax: `Enter the cash-on-delivery limit in whole rupees, from ${rupees.min} to ${grouped(rupees.max)}.`,
  minOrder: `Enter the minimum order in whole rupees, from ${rupees.min} to ${grouped(rupees.max)}.`,
  window: `Enter the acceptance window in whole seconds, from ${acceptWindowSeconds.min} to ${grouped(acceptWindowSeconds.max)} (an hour).`,
  phone: `Enter a number customers can dial (${supportPhone.min} to ${supportPhone.max} digits, spaces, + or -), like 1800-123-4567.`,
  email: 'Enter an e-mail address, like help@example.com.',
  chat: 'Enter an https:// link, like https://wa.me/919800000000, or leave it empty for no chat.',
  goodwillCap: `Enter the goodwill limit in whole rupees, from ${goodwillDailyCap.min} to ${grouped(goodwillDailyCap.max)}.`,
};

const valuesOf = (s: PlatformSettings['defaults']): SettingsFormValues => ({
  tax: String(s.tax_percent),
  codMax: String(s.cod_max),
  minOrder: String(s.min_order),
  window: String(s.accept_window_seconds),
  phone: s.support_phone,
  email: s.support_email,
  chat: s.support_chat_url ?? '',
  goodwillCap: String(s.goodwill_daily_cap),
});

/** The form as the settings in force fill it. */
export const settingsFormValues = (s: PlatformSettings) => valuesOf(s);
/** The environment's values, in the form's words (each field's hint). */
export const defaultFormValues = (s: PlatformSettings) => valuesOf(s.defaults);

const wholeIn = (text: string, min: number, max: number): number | null => {
  const plain = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,7}$/.test(plain)) return null;
  const n = Number(plain);
  return n >= min && n <= max ? n : null;
};

/** Each field read as its setting takes it (the contract's type), or null when it cannot be. */
const readers: { [F in SettingsField]: (text: string) => SettingValue<F> | null } = {
  tax: (text) => {
    const plain = text.replace(/[%\s]/g, '');
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(plain)) return null;
    const n = Number(plain);
    return n >= taxPercent.min && n <= taxPercent.max ? n : null;
  },
  codMax: (text) => wholeIn(text, rupees.min, rupees.max),
  minOrder: (text) => wholeIn(text, rupees.min, rupees.max),
  window: (text) => wholeIn(text, acceptWindowSeconds.min, acceptWindowSeconds.max),
  goodwillCap: (text) => wholeIn(text, goodwillDailyCap.min, goodwillDailyCap.max),
  phone: (text) => {
    const t = text.trim();
    return t.length >= supportPhone.min && t.length <= supportPhone.max && /^\+?\d[\d -]*\d$/.test(t)
      ? t
      : null;
  },
  email: (text) => {
    const t = text.trim();
    return t.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t) ? t : null;
  },
  chat: (text) => {
    const t = text.trim();
    if (t === '') return '';
    return t.length <= supportChatUrl.max && /^https:\/\/[^\s/?#]+\.[^\s]+$/.test(t) ? t : null;
  },
};

type Read = { ok: true; changes: SettingsChanges } | { ok: false; field: SettingsField; message: string };

/** The changes to send (only the settings whose value differs), or the first field that is wrong. */
export function readSettingsForm(v: SettingsFormValues, inForce: PlatformSettings): Read {
  const now = settingsFormValues(inForce);
  const changes: SettingsChanges = {};
  for (const field of Object.keys(readers) as SettingsField[]) {
    const value = readers[field](v[field]);
    if (value === null) return { ok: false, field, message: MESSAGES[field] };
    // Each reader gives its own setting's type (above), which TypeScript cannot pair up in a loop.
    if (value !== readers[field](now[field]))
      (changes as Record<SettingName, unknown>)[SETTING_OF[field]] = value;
  }
  return { ok: true, changes };
}
