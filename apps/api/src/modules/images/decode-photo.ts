// An upload becomes pixels, or a plain refusal: its type from its first bytes (image-type.ts), its
// size in pixels from its header before any decoding (a 20,000 x 20,000 "bomb" is refused in
// microseconds), then the whole image decoded with libvips failing on any error (a file whose first
// bytes say JPEG and whose body is something else fails here). The pixels are turned upright by their
// EXIF orientation and scaled to the largest width kept; nothing of the file but its pixels goes on:
// EXIF (a phone's GPS position), XMP, IPTC and ICC are left behind.
import { MAX_PHOTO_PIXELS } from '@khabar/domain';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.ts';
import { type PhotoType, photoTypeOf } from './image-type.ts';

/**
 * What a stored photo is for: captains are shown in a circle, so theirs is cropped square and small;
 * a promo slide fills the carousel's 5:2 frame, so it is cropped to that.
 */
export type ImageKind = 'dish' | 'restaurant' | 'captain' | 'slide';

/** The pixels of an upright photo at the largest width kept, 8 bits per channel, sRGB. */
export interface DecodedPhoto {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** The smallest photo taken (the smallest width made), and how long and thin one may be. */
const MIN_SIDE = 160;
const MAX_ASPECT = 4;
const CAPTAIN_SIDE = 320;
const LARGEST_WIDTH = 1280;
/** The promo carousel's frame, width to height. */
const SLIDE_ASPECT = 5 / 2;

/** Whether this build of libvips reads HEVC-coded HEIF (HEIC); sharp's prebuilt one does not (patents). */
const HEIC_READABLE = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

const SAYS = { jpeg: 'jpeg', png: 'png', webp: 'webp', heif: 'heif' } as const;

const notAPhoto = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is not a JPEG, PNG, WebP or AVIF photo, whatever its name says.',
  );
const unreadable = () =>
  new AppError(
    'BAD_REQUEST',
    'This photo could not be read: the file is damaged, or is not the image its first bytes claim.',
  );
const heic = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'HEIC photos cannot be read here yet. Send it as a JPEG: on an iPhone, Settings > Camera > Formats > Most Compatible, or share the photo by mail, which converts it.',
  );

/** Checks what the header says; returns the photo's size as it is shown (turned upright). */
async function checkHeader(bytes: Buffer, type: PhotoType): Promise<{ width: number; height: number }> {
  // The header only (no pixel is decoded): its size is checked below, with the numbers in the words.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  // libvips picks its reader by the same first bytes; a different one means a file we do not take.
  if (meta.format !== SAYS[type]) throw notAPhoto();
  if (type === 'heif' && meta.compression !== 'av1' && !(meta.compression === 'hevc' && HEIC_READABLE)) {
    throw meta.compression === 'hevc' ? heic() : notAPhoto();
  }
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PHOTO_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This photo is ${width} x ${height} pixels; at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels are taken. Send a smaller one.`,
    );
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw new AppError(
      'BAD_REQUEST',
      `This photo is ${width} x ${height} pixels: too small to show well. Send one at least ${MIN_SIDE} pixels on each side.`,
    );
  }
  if (Math.max(width, height) > MAX_ASPECT * Math.min(width, height)) {
    throw new AppError(
      'BAD_REQUEST',
      `This photo is ${width} x ${height} pixels: too long and thin. Crop it to at most ${MAX_ASPECT} times as long as it is wide.`,
    );
  }
  // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The crop of a promo slide: 5:2, as wide as the photo allows, at most the largest width kept. */
function slideSize({ width, height }: { width: number; height: number }) {
  const w = Math.min(LARGEST_WIDTH, width, Math.floor(height * SLIDE_ASPECT));
  return { width: w, height: Math.round(w / SLIDE_ASPECT) };
}

export async function decodePhoto({
  bytes,
  kind,
}: {
  bytes: Buffer;
  kind: ImageKind;
}): Promise<DecodedPhoto> {
  const type = photoTypeOf(bytes);
  if (!type) throw notAPhoto();
  const upright = await checkHeader(bytes, type);
  const shortSide = Math.min(upright.width, upright.height);
  const image = sharp(bytes, {
    failOn: 'error',
    limitInputPixels: MAX_PHOTO_PIXELS,
    autoOrient: true,
    sequentialRead: true,
  });
  const side = Math.min(CAPTAIN_SIDE, shortSide);
  const sized =
    kind === 'captain'
      ? image.resize({ width: side, height: side, fit: 'cover', position: 'attention' })
      : kind === 'slide'
        ? image.resize({ ...slideSize(upright), fit: 'cover', position: 'attention' })
        : image.resize({ width: LARGEST_WIDTH, withoutEnlargement: true });
  try {
    const { data, info } = await sized
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { pixels: data, width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw unreadable();
  }
}
