// The files of private photos by their paths: `private/complaint-photos/<key>.jpg` and nothing else
// (no other name, no "..", no hidden file). Read only by services that checked who asks.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const PRIVATE_PHOTOS_FOLDER = 'private/complaint-photos';
const FILE_PATH = new RegExp(`^${PRIVATE_PHOTOS_FOLDER}/[0-9a-f]{32}\\.jpg$`);

/** A private photo's JPEG bytes, or null for a path that is not one or a file that is gone. */
export async function readPrivatePhoto({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<Buffer | null> {
  if (!FILE_PATH.test(path)) return null;
  try {
    return await readFile(join(dataDir, path));
  } catch {
    return null;
  }
}

/** Removes a private photo whose record was refused after it was written. */
export async function removePrivatePhoto({
  dataDir,
  path,
}: {
  dataDir: string;
  path: string;
}): Promise<void> {
  if (FILE_PATH.test(path)) await rm(join(dataDir, path), { force: true });
}
