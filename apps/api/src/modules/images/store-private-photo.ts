// A private photo (a complaint's): checked and decoded as every upload (decode-photo.ts: its bytes, its
// size, no EXIF), kept as one JPEG at the largest width under DATA_DIR/private/complaint-photos/, a
// folder the public /media/ route never reads (it serves uploads/images/ only). Support and admins see
// it through an authenticated call (read-private-photo.ts); nobody else can name it.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodePhoto } from './decode-photo.ts';
import { PRIVATE_PHOTOS_FOLDER } from './private-photo-files.ts';
import { encode, inTurn } from './store-uploaded-image.ts';

/** Stores the photo and returns its path ("private/complaint-photos/<key>.jpg"), or refuses it (400, 413, 415). */
export function storePrivatePhoto({ dataDir, bytes }: { dataDir: string; bytes: Buffer }): Promise<string> {
  return inTurn(async () => {
    const photo = await decodePhoto({ bytes, kind: 'dish' });
    const jpeg = await encode({ photo, width: photo.width, format: 'jpg' });
    const key = randomBytes(16).toString('hex');
    const folder = join(dataDir, PRIVATE_PHOTOS_FOLDER);
    await mkdir(folder, { recursive: true });
    // Written beside its final name and renamed, so a reader never sees half a photo.
    const temporary = join(folder, `.incoming-${key}`);
    try {
      await writeFile(temporary, jpeg);
      await rename(temporary, join(folder, `${key}.jpg`));
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
    return `${PRIVATE_PHOTOS_FOLDER}/${key}.jpg`;
  });
}
