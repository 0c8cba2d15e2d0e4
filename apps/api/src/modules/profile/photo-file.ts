// Profile photos: the size is capped, the photo is re-encoded by the images module (so its type is
// what we made, never the client's word), and the file gets a random name under DATA_DIR/uploads/avatars.
// Older photos, stored as uploaded before re-encoding (PNG or WebP), are still served.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_PATH = /^uploads\/avatars\/[0-9]+-[0-9a-f]{24}\.(jpg|png|webp)$/;

/** Stores a re-encoded JPEG photo and returns its media path ("uploads/avatars/12-ab....jpg"). */
export async function storePhoto({
  dataDir,
  userId,
  jpeg,
}: {
  dataDir: string;
  userId: number;
  jpeg: Buffer;
}): Promise<string> {
  const path = `uploads/avatars/${userId}-${randomBytes(12).toString('hex')}.jpg`;
  await mkdir(join(dataDir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(join(dataDir, path), jpeg);
  return path;
}

/** Removes a stored photo (a replaced one, or one whose profile update failed); anything else is left. */
export async function removePhoto({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string | null;
}): Promise<void> {
  if (!path || !PHOTO_PATH.test(path)) return;
  await rm(join(dataDir, path), { force: true });
}

/** Reads a stored photo by its media path, or null for anything that is not one. */
export async function readPhoto({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<{ bytes: Buffer; type: string } | null> {
  const m = PHOTO_PATH.exec(path);
  if (!m) return null;
  try {
    const bytes = await readFile(join(dataDir, path));
    return { bytes, type: m[1] === 'jpg' ? 'image/jpeg' : `image/${m[1]}` };
  } catch {
    return null;
  }
}
