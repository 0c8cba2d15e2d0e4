// The user as the browser keeps it under 'user' (docs/product.md, Entities).
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { addressJson } from './address.ts';

export const userJson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  wallet_balance: rupees,
  default_address_id: z.number().int().nullable(),
  default_address: addressJson.nullable(),
  /** The language chosen on the account (issue 28); null until chosen, then the browser's decides. */
  language: z.enum(['en', 'hi', 'bn']).nullable().optional(),
  /** Only in the answers of login-using-otp and register. */
  auth_token: z.string().optional(),
});
export type UserJson = z.infer<typeof userJson>;
