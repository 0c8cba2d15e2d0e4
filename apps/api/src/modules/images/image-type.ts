// An upload's type, read from its first bytes: never from its name or the type the client claims.
// JPEG, PNG and WebP by their signatures; an ISO-BMFF file of the HEIF family (HEIC from phones, AVIF)
// by its ftyp box, whose codec the decoder then tells (decode-photo.ts).

export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The brands of HEIF images (still or a sequence), HEVC-coded (HEIC) or AV1-coded (AVIF). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** The brands an ftyp box names (its major brand and the compatible ones), or null when there is none. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > 4096 || size > bytes.length) return null;
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands;
}

export function photoTypeOf(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  if (brands?.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  return null;
}
