// POST /api/admin/settings/update { version, ...settings } -> the settings in force (admins only).
// A field left out keeps its value; null puts it back to the environment's default. The save names
// the version it read: another admin's save in between is a 409, never overwritten. In force on every
// API process within a second; orders already placed keep the tax and window they were placed with.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import {
  acceptWindowInput,
  goodwillDailyCapInput,
  platformSettings,
  supportChatUrlInput,
  supportEmailInput,
  supportPhoneInput,
  taxPercentInput,
  wholeRupeesInput,
} from './settings-fields.ts';

export const updatePlatformSettingsBody = z
  .object({
    ...authFields,
    version: idInput('version'),
    tax_percent: taxPercentInput.nullable().optional(),
    cod_max: wholeRupeesInput('cod_max').nullable().optional(),
    min_order: wholeRupeesInput('min_order').nullable().optional(),
    accept_window_seconds: acceptWindowInput.nullable().optional(),
    support_phone: supportPhoneInput.nullable().optional(),
    support_email: supportEmailInput.nullable().optional(),
    support_chat_url: supportChatUrlInput.nullable().optional(),
    goodwill_daily_cap: goodwillDailyCapInput.nullable().optional(),
  })
  .meta({
    examples: [
      {
        version: 1,
        tax_percent: 12,
        cod_max: 500,
        min_order: 149,
        accept_window_seconds: 180,
        support_phone: '1800-200-3000',
        support_email: 'help@khabar.example',
        support_chat_url: 'https://wa.me/919800000000',
        goodwill_daily_cap: 600,
      },
    ],
  });
export type UpdatePlatformSettingsBody = z.infer<typeof updatePlatformSettingsBody>;
export const updatePlatformSettingsResponse = okResponse(platformSettings);
