// A customer's profile photo, re-encoded: what is stored and served is a JPEG made from the upload's
// pixels, never the uploaded bytes (a PNG that is also an HTML page, or a JPEG carrying its GPS
// position in EXIF, stops here). The same checks and decoding as every other photo (decode-photo.ts),
// cropped square as a captain's is, since both are shown in a circle.
import sharp from 'sharp';
import { decodePhoto } from './decode-photo.ts';

export async function encodeProfilePhoto({ bytes }: { bytes: Buffer }): Promise<Buffer> {
  const { pixels, width, height, channels } = await decodePhoto({ bytes, kind: 'captain' });
  return sharp(pixels, { raw: { width, height, channels } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
