// A photo a record no longer names (replaced, or its slide removed) is removed from disk by a durable
// job (decision 031): enqueued in the change's own transaction, so it exists exactly when the change
// committed, and run an hour later, so a page opened before the change can still load the old files.
// The job removes nothing that any record names by then (the same photo set again, a refused change).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Db, schema } from '@khabar/db';
import { isUploadedImage } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';

/** How long the files of a photo nobody names any more are kept. */
const RELEASED_PHOTO_KEPT_MS = 60 * 60_000;

/** In the change's transaction: the photo `path` named before it is removed later, if nothing names it. */
export async function releasePhoto({
  tx,
  path,
  at,
}: {
  tx: Db;
  path: string | null | undefined;
  at: Date;
}): Promise<void> {
  if (!isUploadedImage(path)) return;
  await enqueueJob({
    tx,
    job: {
      name: 'remove-photo',
      payload: { path },
      runAt: new Date(at.getTime() + RELEASED_PHOTO_KEPT_MS),
      singletonKey: `remove-photo:${path}`,
    },
  });
}

/** Whether a dish, restaurant, captain or promo slide names the photo. */
async function isNamed(db: Db, path: string): Promise<boolean> {
  const naming = [
    db.select({ id: schema.items.id }).from(schema.items).where(eq(schema.items.image, path)).limit(1),
    db
      .select({ id: schema.restaurants.id })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.image, path))
      .limit(1),
    db
      .select({ id: schema.deliveryPartners.id })
      .from(schema.deliveryPartners)
      .where(eq(schema.deliveryPartners.photo, path))
      .limit(1),
    db
      .select({ id: schema.promoSlides.id })
      .from(schema.promoSlides)
      .where(eq(schema.promoSlides.image, path))
      .limit(1),
  ];
  return (await Promise.all(naming)).some((rows) => rows.length > 0);
}

/** The job: removes the photo's folder unless a record names it again. */
export async function removeUnusedPhoto({
  db,
  dataDir,
  path,
}: {
  db: Db;
  dataDir: string;
  path: string;
}): Promise<{ removed: boolean }> {
  if (!isUploadedImage(path) || (await isNamed(db, path))) return { removed: false };
  await rm(join(dataDir, path), { recursive: true, force: true });
  return { removed: true };
}
