// The mobile number and the one-time code, as every auth call reads them (docs/product.md, Validation and
// messages).
import { z } from 'zod';

/** A 10-digit Indian mobile number: 6, 7, 8 or 9 first. */
export const mobile = z
  .union([z.string(), z.number().int()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Invalid Mobile No.!'));

export const otpCode = z
  .union([z.string(), z.number().int()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{4,5}$/, 'Please Enter a OTP.'));

export const phoneParam = z.object({ phone: mobile }).meta({ examples: [{ phone: '9876543210' }] });
