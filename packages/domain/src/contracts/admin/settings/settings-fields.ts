// The business settings an admin may change without a restart, and the one set of rules they are
// checked by: the environment's defaults (apps/api config/load-config.ts) use the same limits, so a
// value the server starts with is one the back office could save, and the other way round.
import { z } from 'zod';
import { plainText } from '../../common/lifecycle-fields.ts';
import { wholeNumber } from '../../common/strict-inputs.ts';

import { SETTING_LIMITS } from './setting-limits.ts';

export { SETTING_LIMITS };

const { taxPercent, rupees, acceptWindowSeconds, supportPhone, supportChatUrl, goodwillDailyCap } =
  SETTING_LIMITS;

export const TAX_PERCENT_MESSAGE = `tax_percent must be a percentage from ${taxPercent.min} to ${taxPercent.max}, with at most two decimals`;

/** A percentage with at most two decimals (5, 12.5, "18"), read as basis points (5 % = 500). */
export const taxPercentInput = z
  .union([z.number(), z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, TAX_PERCENT_MESSAGE)], {
    error: TAX_PERCENT_MESSAGE,
  })
  .transform(Number)
  .refine((v) => Number.isFinite(v) && v >= taxPercent.min && v <= taxPercent.max, TAX_PERCENT_MESSAGE)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, TAX_PERCENT_MESSAGE)
  .transform((v) => Math.round(v * 100));

/** Whole rupees from 0 to 1,00,000, read as paise. */
export const wholeRupeesInput = (name: string) => {
  const message = `${name} must be whole rupees from ${rupees.min} to ${rupees.max}`;
  return wholeNumber(name)
    .pipe(z.number().min(rupees.min, message).max(rupees.max, message))
    .transform((v) => v * 100);
};

const WINDOW_MESSAGE = `accept_window_seconds must be whole seconds from ${acceptWindowSeconds.min} to ${acceptWindowSeconds.max}`;
export const acceptWindowInput = wholeNumber('accept_window_seconds').pipe(
  z.number().min(acceptWindowSeconds.min, WINDOW_MESSAGE).max(acceptWindowSeconds.max, WINDOW_MESSAGE),
);

const GOODWILL_CAP_MESSAGE = `goodwill_daily_cap must be whole rupees from ${goodwillDailyCap.min} to ${goodwillDailyCap.max}`;
/** What one support agent may credit as goodwill in a Kolkata day without an admin: whole rupees, read as paise. */
export const goodwillDailyCapInput = wholeNumber('goodwill_daily_cap')
  .pipe(
    z
      .number()
      .min(goodwillDailyCap.min, GOODWILL_CAP_MESSAGE)
      .max(goodwillDailyCap.max, GOODWILL_CAP_MESSAGE),
  )
  .transform((v) => v * 100);

const PHONE_MESSAGE = `support_phone must be ${supportPhone.min} to ${supportPhone.max} digits, spaces, + or - (like 1800-123-4567)`;
/** A number a customer can dial: digits with spaces, dashes and one leading +. */
export const supportPhoneInput = plainText(supportPhone.min, supportPhone.max, PHONE_MESSAGE).pipe(
  z.string().regex(/^\+?\d[\d -]*\d$/, PHONE_MESSAGE),
);

const EMAIL_MESSAGE = 'support_email must be an e-mail address';
export const supportEmailInput = plainText(3, 254, EMAIL_MESSAGE).pipe(z.email({ error: EMAIL_MESSAGE }));

const CHAT_MESSAGE = `support_chat_url must be an https:// link of at most ${supportChatUrl.max} characters (e.g. https://wa.me/919800000000)`;
/**
 * The support chat link (WhatsApp and the like): https only, so a tap never opens a script; '' for no
 * chat link at all (null puts back the environment's).
 */
export const supportChatUrlInput = z.union(
  [
    z.literal(''),
    plainText(8, supportChatUrl.max, CHAT_MESSAGE).pipe(z.url({ protocol: /^https$/, error: CHAT_MESSAGE })),
  ],
  { error: CHAT_MESSAGE },
);

/** The settings as the back office shows them: rupees and percent, as a person reads them. */
export const platformSettingsValues = z.object({
  tax_percent: z.number(),
  cod_max: z.number().int(),
  min_order: z.number().int(),
  accept_window_seconds: z.number().int(),
  support_phone: z.string(),
  support_email: z.string(),
  support_chat_url: z.string().nullable(),
  goodwill_daily_cap: z.number().int(),
});
export type PlatformSettingsValues = z.infer<typeof platformSettingsValues>;
export type SettingName = keyof PlatformSettingsValues;
export const SETTING_NAMES = Object.keys(platformSettingsValues.shape) as SettingName[];

export const platformSettings = platformSettingsValues.extend({
  /** What the environment says: the value of every setting an admin has not chosen. */
  defaults: platformSettingsValues,
  /** The settings an admin has chosen (the others are the environment's). */
  chosen: z.array(z.enum(SETTING_NAMES as [SettingName, ...SettingName[]])),
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettings>;
