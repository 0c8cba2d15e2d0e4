// A captain's photo (admins only), cropped square for the round portrait the customer sees while
// tracking; at the version the admin read, audited as captain.photo in the change's transaction.
import type { Db } from '@khabar/db';
import { schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { auditedCaptain, lockCaptain, readCaptain, requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { releasePhoto } from './release-photo.ts';
import { storeUploadedImage } from './store-uploaded-image.ts';
import { removeStoredImage } from './stored-image-files.ts';

export async function uploadCaptainPhoto(input: {
  db: Db;
  now: () => Date;
  dataDir: string;
  userId: number;
  captainId: number;
  version: number;
  photo: Buffer;
}): Promise<AdminCaptain> {
  // Who asks and which version first: nobody else's upload is ever decoded.
  await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    await lockCaptain({ tx, captainId: input.captainId, version: input.version });
  });
  const image = await storeUploadedImage({ dataDir: input.dataDir, bytes: input.photo, kind: 'captain' });
  try {
    return await input.db.transaction(async (tx) => {
      await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
      const captain = await lockCaptain({ tx, captainId: input.captainId, version: input.version });
      const [row] = await tx
        .update(schema.deliveryPartners)
        .set({ photo: image, version: captain.version + 1 })
        .where(eq(schema.deliveryPartners.id, captain.id))
        .returning();
      if (!row) throw new Error('captain not written');
      await releasePhoto({ tx, path: captain.photo, at: input.now() });
      await recordAudit({
        tx,
        actor: { userId: input.userId, role: 'admin' },
        action: 'captain.photo',
        entity: 'captain',
        entityId: row.id,
        before: auditedCaptain(captain),
        after: auditedCaptain(row),
        at: input.now(),
      });
      return readCaptain({ db: tx, row });
    });
  } catch (err) {
    await removeStoredImage({ dataDir: input.dataDir, path: image });
    throw err;
  }
}
