// POST /api/register: phone, name, email, referral (sent empty), code; the new user with its auth_token.
import { z } from 'zod';
import { emailAddress, emailText, personName } from '../account/edit-profile.ts';
import { userJson } from '../account/user.ts';
import { optionalText } from '../common/strict-inputs.ts';
import { mobile, otpCode } from './phone-and-code.ts';

export const registerBody = z
  .object({
    phone: mobile,
    name: personName('Please enter all details.'),
    email: emailText.pipe(emailAddress),
    referral: optionalText(40),
    otp: otpCode,
  })
  .meta({
    examples: [
      { phone: '9876543210', name: 'Ananya Sen', email: 'ananya@example.in', referral: '', otp: '12345' },
    ],
  });
export const registerResponse = z.object({ success: z.literal(true), message: z.string(), data: userJson });
