// Profile photos: the type is read from the file's first bytes (never from its name or the client's
// word), the size is capped, and the file gets a random name under DATA_DIR/uploads/avatars.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_PATH = /^uploads\/avatars\/[0-9]+-[0-9a-f]{24}\.(jpg|png|webp)$/;

export function photoTypeOf(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** Stores a checked photo and returns its media path ("uploads/avatars/12-ab....jpg"). */
export async function storePhoto(
  dataDir: string,
  userId: number,
  bytes: Buffer,
  ext: string,
): Promise<string> {
  const path = `uploads/avatars/${userId}-${randomBytes(12).toString('hex')}.${ext}`;
  await mkdir(join(dataDir, 'uploads', 'avatars'), { recursive: true });
  await writeFile(join(dataDir, path), bytes);
  return path;
}

/** Removes a stored photo (a replaced one, or one whose profile update failed); anything else is left. */
export async function removePhoto(dataDir: string, path: string | null): Promise<void> {
  if (!path || !PHOTO_PATH.test(path)) return;
  await rm(join(dataDir, path), { force: true });
}

/** Reads a stored photo by its media path, or null for anything that is not one. */
export async function readPhoto(
  dataDir: string,
  path: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  const m = PHOTO_PATH.exec(path);
  if (!m) return null;
  try {
    const bytes = await readFile(join(dataDir, path));
    return { bytes, type: m[1] === 'jpg' ? 'image/jpeg' : `image/${m[1]}` };
  } catch {
    return null;
  }
}
