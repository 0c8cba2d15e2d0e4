import { readStoredImage } from '../images/index.ts';
import { readPhoto } from '../profile/index.ts';
import { renderSvg } from './render-svg.ts';

/**
 * A media file: a photo of the image pipeline (uploads/images/<key>/<width>.<avif|webp|jpg>), an
 * uploaded profile photo, or generated art (dishes, restaurants, slides). Only paths of exactly those
 * shapes are read; anything else is null (404).
 */
export async function getMedia({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<{ type: string; body: Buffer | string } | null> {
  if (path.startsWith('uploads/images/')) {
    const image = await readStoredImage({ dataDir, path });
    return image && { type: image.type, body: image.bytes };
  }
  if (path.startsWith('uploads/')) {
    const photo = await readPhoto({ dataDir, path });
    return photo && { type: photo.type, body: photo.bytes };
  }
  const svg = renderSvg(path);
  return svg === null ? null : { type: 'image/svg+xml; charset=utf-8', body: svg };
}
