// What every photo upload sends (multipart/form-data): one file in the field `photo` (JPEG, PNG, WebP
// or AVIF, read by its bytes, never its name or type; HEIC when the server's image library reads it)
// and the `version` of the record as the person read it (a stale one is a 409). The Bearer header
// carries the login: the form is read only after it is checked, so a stranger uploads nothing.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { idInput } from '../common/strict-inputs.ts';

/** The largest photo taken: a phone's full-size JPEG fits; a larger file is cut off while it arrives. */
export const MAX_PHOTO_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The largest photo in pixels (width times height): a 40-megapixel camera's; decoding stops before more. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** The form's text fields. */
export const photoFormFields = z.object({ ...authFields, version: idInput('version') });
export type PhotoFormFields = z.infer<typeof photoFormFields>;
