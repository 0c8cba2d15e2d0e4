// POST /api/login-using-otp: phone and code in, the user with its auth_token out.
import { z } from 'zod';
import { userJson } from '../account/user.ts';
import { mobile, otpCode } from './phone-and-code.ts';

export const loginBody = z
  .object({ phone: mobile, otp: otpCode })
  .meta({ examples: [{ phone: '9876543210', otp: '12345' }] });
export const loginResponse = z.object({ success: z.literal(true), message: z.string(), data: userJson });
