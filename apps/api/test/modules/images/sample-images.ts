// Images for the pipeline's tests, made here by sharp itself: no binary fixture, nothing downloaded.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like picture: a gradient with soft noise, so encoders have something real to do. */
export async function photo(width: number, height: number): Promise<ReturnType<typeof sharp>> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d2691e"/><stop offset="1" stop-color="#2e8b57"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const base = await sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(base);
}

/** A JPEG as a phone writes it: the camera's make and where it was taken (GPS) in its EXIF. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return (await photo(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'KhabarCam', Model: 'Test Phone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '22/1 33/1 2714/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '88/1 21/1 1200/100',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block (as sharp returns it: "Exif\0\0" then TIFF) has a GPS directory in IFD0. */
export function hasGpsDirectory(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.toString('latin1', 0, 4) === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A "pixel bomb": a valid PNG whose header says width x height (20,000 x 20,000 is 1.6 GB of pixels
 * once decoded) and whose few bytes of data are a handful of compressed blank rows.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An AVIF rebranded as HEIC: its ftyp box says an HEVC-coded HEIF, as an iPhone's photos do. */
export async function heicBranded(): Promise<Buffer> {
  const avif = Buffer.from(await (await photo(320, 240)).avif().toBuffer());
  const size = avif.readUInt32BE(0);
  for (let at = 8; at + 4 <= size; at += 4) {
    if (at === 12) continue; // the minor version
    const brand = avif.toString('latin1', at, at + 4);
    if (brand === 'avif' || brand === 'avis') avif.write('heic', at, 'latin1');
  }
  return avif;
}

/** SVG text, the kind of file a renamed ".jpg" may really be. */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(document.cookie)</script><rect width="400" height="400"/></svg>',
);
