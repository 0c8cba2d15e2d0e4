// The image pipeline (decision 024): an upload is checked and decoded (decode-photo.ts), made into
// every width of UPLOADED_IMAGE_WIDTHS as AVIF, WebP and JPEG, and written as one folder under
// DATA_DIR/uploads/images/<random key>/. The files are made in memory and written to a hidden
// temporary folder that is renamed into place, so a refusal or a failure leaves nothing behind and a
// reader never sees half a photo.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOADED_IMAGE_WIDTHS, type UploadedImageFormat } from '@khabar/domain';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import { type DecodedPhoto, decodePhoto, type ImageKind } from './decode-photo.ts';
import { IMAGES_FOLDER } from './stored-image-files.ts';

/** Photos processed at once on this process (each holds a core for a second or two), and waiting. */
const AT_ONCE = 2;
const MAX_WAITING = 8;
let running = 0;
const waiting: Array<() => void> = [];

/** Runs photo work in turn with every other upload on this process (a private photo too). */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else if (waiting.length >= MAX_WAITING) {
    throw new AppError(
      'UNAVAILABLE',
      'Many photos are being processed just now. Please try again in a minute.',
    );
  } else await new Promise<void>((resolve) => waiting.push(resolve)); // the finisher hands over its turn
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * Encoder settings chosen by measurement (decision 024): AVIF at effort 2 is within a few per cent of
 * the slower efforts' size at a fraction of their time; JPEG through mozjpeg; transparency on white.
 */
export function encode({
  photo,
  width,
  format,
}: {
  photo: DecodedPhoto;
  width: number;
  format: UploadedImageFormat;
}): Promise<Buffer> {
  const { pixels, width: w, height, channels } = photo;
  let image = sharp(pixels, { raw: { width: w, height, channels } });
  if (width < w) image = image.resize({ width });
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 75 }).toBuffer();
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/** Every file of the photo by name ("640.avif"); a width wider than the photo is the photo at its own. */
async function encodeSizes(photo: DecodedPhoto): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const format of ['avif', 'webp', 'jpg'] as const) {
    const made = new Map<number, Buffer>();
    for (const width of UPLOADED_IMAGE_WIDTHS) {
      const actual = Math.min(width, photo.width);
      const bytes = made.get(actual) ?? (await encode({ photo, width: actual, format }));
      made.set(actual, bytes);
      files.set(`${width}.${format}`, bytes);
    }
  }
  return files;
}

async function writeFolder(dataDir: string, files: Map<string, Buffer>): Promise<string> {
  const key = randomBytes(16).toString('hex');
  const root = join(dataDir, IMAGES_FOLDER);
  const temporary = join(root, `.incoming-${key}`);
  await mkdir(temporary, { recursive: true });
  try {
    for (const [name, bytes] of files) await writeFile(join(temporary, name), bytes);
    await rename(temporary, join(root, key));
  } catch (err) {
    await rm(temporary, { recursive: true, force: true });
    throw err;
  }
  return `${IMAGES_FOLDER}/${key}`;
}

/**
 * Stores an uploaded photo and returns its path ("uploads/images/<key>"), or refuses it (400, 413,
 * 415) having written nothing.
 */
export function storeUploadedImage({
  dataDir,
  bytes,
  kind,
}: {
  dataDir: string;
  bytes: Buffer;
  kind: ImageKind;
}): Promise<string> {
  return inTurn(async () => {
    const photo = await decodePhoto({ bytes, kind });
    return writeFolder(dataDir, await encodeSizes(photo));
  });
}
