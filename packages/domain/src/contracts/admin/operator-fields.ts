// Fields the back office's calls share: an operator's level, a mobile number, a person's name.
import { z } from 'zod';
import { plainText } from '../common/lifecycle-fields.ts';

export const operatorLevel = z.enum(['admin', 'support'], { error: 'level must be admin or support' });
export type OperatorLevel = z.infer<typeof operatorLevel>;

/** An Indian mobile number as the login takes it: 10 digits starting 6-9. */
export const mobileInput = z
  .string({ error: 'Enter a 10-digit mobile number.' })
  .trim()
  .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number.');

export const operatorName = plainText(2, 60, 'Enter a name of 2 to 60 characters.');

export const operatorJson = z.object({
  user_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  level: operatorLevel,
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type OperatorJson = z.infer<typeof operatorJson>;
