// The files of stored photos, by their media paths: `uploads/images/<key>/<width>.<avif|webp|jpg>`,
// and the bare `uploads/images/<key>` (for clients that know no srcset: the JPEG at the fallback
// width). Nothing else under the folder is ever read (no other name, no "..", no hidden folder).
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isUploadedImage,
  UPLOADED_IMAGE_FALLBACK_WIDTH,
  UPLOADED_IMAGE_FORMATS,
  UPLOADED_IMAGE_WIDTHS,
} from '@khabar/domain';

export const IMAGES_FOLDER = 'uploads/images';

const FILE_PATH = new RegExp(
  `^${IMAGES_FOLDER}/([0-9a-f]{32})(?:/(${UPLOADED_IMAGE_WIDTHS.join('|')})\\.(${UPLOADED_IMAGE_FORMATS.join('|')}))?$`,
);
const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** A stored photo's file by its media path, or null for anything that is not one. */
export async function readStoredImage({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<{ bytes: Buffer; type: string } | null> {
  const m = FILE_PATH.exec(path);
  if (!m) return null;
  const [, key, width = String(UPLOADED_IMAGE_FALLBACK_WIDTH), ext = 'jpg'] = m;
  try {
    const bytes = await readFile(join(dataDir, IMAGES_FOLDER, key!, `${width}.${ext}`));
    return { bytes, type: CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES] };
  } catch {
    return null;
  }
}

/** Removes a stored photo's folder (one whose change was refused after it was written). */
export async function removeStoredImage({ dataDir, path }: { dataDir: string; path: string }): Promise<void> {
  if (!isUploadedImage(path)) return;
  await rm(join(dataDir, path), { recursive: true, force: true });
}
