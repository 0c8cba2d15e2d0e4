// POST /api/set-language: the language the account's alerts, SMS, push and the server's messages use
// (issue 28, decision 049). The screens change at once on the device; this keeps the choice for the rest.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';

export const ACCOUNT_LANGUAGES = ['en', 'hi', 'bn'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

export const setLanguageBody = z
  .object({ ...authFields, language: z.enum(ACCOUNT_LANGUAGES) })
  .meta({ examples: [{ language: 'bn' }] });
export const setLanguageResponse = z.object({
  success: z.literal(true),
  language: z.enum(ACCOUNT_LANGUAGES),
});
