// POST /api/edit-profile (multipart: user_id, token, name, email, phone, photo). The phone is the
// account and is never changed; the photo is checked by its bytes on the server.
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../../account/profile-limits.ts';
import { safeText } from '../common/safe-text.ts';
import { userJson } from './user.ts';

export const personName = (whenEmpty: string) =>
  z.string().trim().min(1, whenEmpty).max(NAME_MAX, 'Name is too long');
export const emailAddress = z.email({ error: 'Please enter a valid e-mail address.' });
export const emailText = z.string().trim().max(EMAIL_MAX, 'This email address is too long.');

/** The text fields (multipart, so the JSON guard does not see them): a name is required, the e-mail may be left empty. */
export const profileFields = z.object({
  name: safeText(
    personName('Please enter your full name.'),
    'The name contains a character that is not allowed.',
  ),
  email: emailText.pipe(z.union([z.literal(''), emailAddress])),
});

export const editProfileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  photo: z.string().nullable(),
  data: userJson,
});
