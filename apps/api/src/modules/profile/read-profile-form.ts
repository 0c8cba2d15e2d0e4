// edit-profile's multipart form, read off the request: the text fields, and the photo's bytes within
// the size limit (a larger file is refused while it streams, never buffered whole).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

/** The form's fields that mean something (phone is ignored: the number is the account), and its photo. */
export interface ProfileForm {
  token?: string | undefined;
  user_id?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  photo: Buffer | null;
}

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The photo must be 2 MB or smaller.');

/**
 * A form the parser cannot read (no boundary, cut short, broken headers) is the client's fault: 400.
 * The multipart plugin's own limit errors already carry a 4xx status and pass through.
 */
function unreadable(err: unknown): Error {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err as Error;
  return new AppError('BAD_REQUEST', 'The form could not be read. Please try again.');
}

export async function readProfileForm(req: FastifyRequest): Promise<ProfileForm> {
  if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the profile as multipart/form-data');
  try {
    return await readParts(req);
  } catch (err) {
    throw unreadable(err);
  }
}

async function readParts(req: FastifyRequest): Promise<ProfileForm> {
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'photo') {
        await part.toBuffer();
        continue;
      }
      photo = await part.toBuffer().catch(() => {
        throw tooLarge();
      });
      if (part.file.truncated) throw tooLarge();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { token: fields.token, user_id: fields.user_id, name: fields.name, email: fields.email, photo };
}
