// GET /api/send-login-otp/{phone} and GET /api/send-registration-otp/{phone}. success false (with a
// 200) says the number has no account (login) or already has one (sign-up): the page then switches.
import { z } from 'zod';

export { phoneParam as sendOtpParams } from './phone-and-code.ts';
export const sendOtpResponse = z.object({ success: z.boolean(), message: z.string() });
