import { readPhoto } from '../profile/index.ts';
import { renderSvg } from './render-svg.ts';

/** A media file: an uploaded profile photo, or generated art (dishes, restaurants, slides). */
export async function getMedia({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<{ type: string; body: Buffer | string } | null> {
  if (path.startsWith('uploads/')) {
    const photo = await readPhoto(dataDir, path);
    return photo && { type: photo.type, body: photo.bytes };
  }
  const svg = renderSvg(path);
  return svg === null ? null : { type: 'image/svg+xml; charset=utf-8', body: svg };
}
