// Multipart bodies for the upload routes (the photo uploads and edit-profile): a good form, and forms a
// broken or hostile client sends. Built by hand, byte by byte, so they can be broken in ways a form
// library never would (no end boundary, a half UTF-8 character, a NUL in a field).
import sharp from 'sharp';

const BOUNDARY = 'b';
export const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A JPEG large enough for every kind of photo (a dish, a restaurant, a captain's square, a 5:2 slide). */
export const goodPhoto = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: '#c0602e' } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** One part: a text field, or a file when `file` names it. */
export const part = (name: string, value: string | Buffer, file?: { filename: string; type: string }) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
        file ? `; filename="${file.filename}"\r\nContent-Type: ${file.type}` : ''
      }\r\n\r\n`,
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
export const END = Buffer.from(`--${BOUNDARY}--\r\n`);

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const photoPart = (bytes: Buffer, field = 'photo') =>
  part(field, bytes, { filename: 'p.jpg', type: 'image/jpeg' });

/**
 * The good form of an upload route: its one text field (`version` for a photo, `name` for the profile)
 * and the photo. `field` and `value` say which text field and its good value.
 */
export const goodForm = (field: string, value: string, photo: Buffer) =>
  Buffer.concat([part(field, value), photoPart(photo), END]);

/**
 * Forms the upload route may not accept: [what, content-type, body]. Where the photo is optional (the
 * profile), a form without one is a good form, and is left out.
 */
export function brokenForms(
  field: string,
  value: string,
  photo: Buffer,
  { photoOptional = false } = {},
): Array<[string, string, Buffer]> {
  const form = (...parts: Buffer[]) => Buffer.concat(parts);
  const withoutPhoto: Array<[string, string, Buffer]> = [
    ['no photo', FORM_TYPE, form(part(field, value), END)],
    ['the photo under another name', FORM_TYPE, form(part(field, value), photoPart(photo, 'image'), END)],
    ['an empty photo', FORM_TYPE, form(part(field, value), photoPart(Buffer.alloc(0)), END)],
  ];
  return [
    ...(photoOptional ? [] : withoutPhoto),
    ['no boundary', 'multipart/form-data', Buffer.from('no boundary')],
    ['no part at all', FORM_TYPE, Buffer.from('garbage without any boundary')],
    ['no end boundary', FORM_TYPE, form(part(field, value), photoPart(photo))],
    [
      'the form cut off inside the photo',
      FORM_TYPE,
      form(part(field, value), photoPart(photo).subarray(0, 300)),
    ],
    ['a NUL in the field', FORM_TYPE, form(part(field, `${value}\u0000`), photoPart(photo), END)],
    [
      'a half UTF-8 character in the field',
      FORM_TYPE,
      form(part(field, Buffer.from([0x41, 0xed, 0xa0, 0x80])), photoPart(photo), END),
    ],
    ['a NUL in a field name', FORM_TYPE, form(part(`${field}\u0000`, value), photoPart(photo), END)],
    ['a 5,000-character field', FORM_TYPE, form(part(field, 'x'.repeat(5_000)), photoPart(photo), END)],
    ['20 fields', FORM_TYPE, form(...Array.from({ length: 20 }, (_, i) => part(`f${i}`, 'v')), END)],
    ['two photos', FORM_TYPE, form(part(field, value), photoPart(photo), photoPart(photo), END)],
    ['an empty field', FORM_TYPE, form(part(field, ''), photoPart(photo), END)],
    [
      'a GIF header called a JPEG',
      FORM_TYPE,
      form(part(field, value), photoPart(Buffer.from('GIF89a')), END),
    ],
    [
      'an SVG called a JPEG',
      FORM_TYPE,
      form(
        part(field, value),
        photoPart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"/>')),
        END,
      ),
    ],
    ['a JPEG cut short', FORM_TYPE, form(part(field, value), photoPart(photo.subarray(0, 200)), END)],
    ['a 1 x 1 PNG', FORM_TYPE, form(part(field, value), photoPart(ONE_PIXEL_PNG), END)],
  ];
}
