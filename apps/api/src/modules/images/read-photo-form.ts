// A photo upload's multipart form, read off the request after its login is checked: one file in the
// field `photo`, buffered only up to MAX_PHOTO_UPLOAD_BYTES (a larger one is refused while it arrives,
// never held whole), and the text fields checked as a JSON body's would be (no NUL, no half surrogate,
// a version that is a whole number). Every refusal is a 4xx naming the problem.
import { MAX_PHOTO_UPLOAD_BYTES, type PhotoFormFields, photoFormFields, textProblem } from '@khabar/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

/** What the services need of the form: the version read and the photo's bytes. */
export interface PhotoForm {
  version: PhotoFormFields['version'];
  photo: Buffer;
}

/** The multipart plugin's limits for these forms: one file, a few short fields. */
export const PHOTO_FORM_LIMITS = {
  fileSize: MAX_PHOTO_UPLOAD_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
};

const MB = MAX_PHOTO_UPLOAD_BYTES / (1024 * 1024);
const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', `The photo must be ${MB} MB or smaller.`);

/** The multipart plugin's own refusals, in words; anything else it throws is a form it cannot read. */
function plainError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return refuse('Send one photo at a time: this form has more than one file.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return refuse('This form has more fields than it should send.');
    default:
      return refuse('The form could not be read. Please try again.');
  }
}

const forms = new WeakMap<FastifyRequest, PhotoForm>();

/** The form a request's readPhotoForm hook read (the routes call it in their handler). */
export function photoFormOf(req: FastifyRequest): PhotoForm {
  const form = forms.get(req);
  if (!form) throw refuse('Choose a photo: the form has no file in the field named photo.');
  return form;
}

/** A preHandler: reads the form, after the login is checked, for photoFormOf. */
export async function readPhotoForm(req: FastifyRequest): Promise<void> {
  forms.set(req, await readForm(req));
}

/**
 * A multipart form's text fields (each checked as a JSON body's text would be) and its one photo, if
 * any; a photo of 0 bytes is refused. For forms whose photo may be left out (a complaint's).
 */
export async function readUploadForm(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; photo: Buffer | null }> {
  if (!req.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.');
  }
  let read: { fields: Record<string, string>; photo: Buffer | null };
  try {
    read = await readParts(req);
  } catch (err) {
    throw plainError(err);
  }
  if (read.photo?.length === 0) throw refuse('The photo is empty (0 bytes).');
  return read;
}

async function readForm(req: FastifyRequest): Promise<PhotoForm> {
  const { fields, photo } = await readUploadForm(req);
  if (!photo) throw refuse('Choose a photo: the form has no file in the field named photo.');
  if (fields.version === undefined) throw refuse('version is required: send the version you read.');
  const parsed = photoFormFields.safeParse(fields);
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return { version: parsed.data.version, photo };
}

async function readParts(
  req: FastifyRequest,
): Promise<{ fields: Record<string, string>; photo: Buffer | null }> {
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of req.parts()) {
    const nameProblem = textProblem(part.fieldname);
    if (nameProblem) throw refuse(`A field name ${nameProblem}.`);
    if (part.type === 'file') {
      if (part.fieldname !== 'photo') throw refuse('Send the photo in the field named photo.');
      photo = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      continue;
    }
    if (typeof part.value !== 'string' || part.valueTruncated) {
      throw refuse(`${part.fieldname} is too long.`);
    }
    const problem = textProblem(part.value);
    if (problem) throw refuse(`${part.fieldname} ${problem}.`);
    if (Object.hasOwn(fields, part.fieldname)) throw refuse(`${part.fieldname} is sent twice.`);
    fields[part.fieldname] = part.value;
  }
  return { fields, photo };
}
