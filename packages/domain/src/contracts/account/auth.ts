// The login and sign-up calls: send-login-otp/{phone}, send-registration-otp/{phone}, login-using-otp,
// register, logout; and the user object they return (SPEC.md sections 3 and 7).
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../../account/profile-limits.ts';
import { rupees } from '../common/envelope.ts';

/** A 10-digit Indian mobile number: 6, 7, 8 or 9 first. */
export const mobile = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Invalid Mobile No.!'));

export const otpCode = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{4,5}$/, 'Please Enter a OTP.'));

export const phoneParam = z.object({ phone: mobile });
export const loginBody = z.object({ phone: mobile, otp: otpCode });
const personName = (whenEmpty: string) =>
  z.string().trim().min(1, whenEmpty).max(NAME_MAX, 'Name is too long');
const emailAddress = z.email({ error: 'Please enter a valid e-mail address.' });
const emailText = z.string().trim().max(EMAIL_MAX, 'This email address is too long.');

export const registerBody = z.object({
  phone: mobile,
  name: personName('Please enter all details.'),
  email: emailText.pipe(emailAddress),
  referral: z.string().max(40).optional(),
  otp: otpCode,
});

/** edit-profile's text fields: a name is required, the e-mail may be left empty. */
export const profileFields = z.object({
  name: personName('Please enter your full name.'),
  email: emailText.pipe(z.union([z.literal(''), emailAddress])),
});

export const addressJson = z.object({
  id: z.number().int(),
  tag: z.enum(['HOME', 'OFFICE', 'OTHER']),
  house: z.string(),
  landmark: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressJson = z.infer<typeof addressJson>;

/** The user as the browser keeps it under 'user'. auth_token is only present in login and register. */
export const userJson = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  photo: z.string().nullable(),
  wallet_balance: rupees,
  default_address_id: z.number().int().nullable(),
  default_address: addressJson.nullable(),
  auth_token: z.string().optional(),
});
export type UserJson = z.infer<typeof userJson>;

export const sendOtpResponse = z.object({ success: z.boolean(), message: z.string() });
export const loginResponse = z.object({ success: z.literal(true), message: z.string(), data: userJson });
