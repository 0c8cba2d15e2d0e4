// A restaurant's photo (admins only), at the version the admin read; audited as restaurant.photo in
// the change's transaction, the catalog told after the commit.
import { type Db, schema } from '@khabar/db';
import type { AdminRestaurant } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { readAdminRestaurant, requireOperator } from '../admin/index.ts';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { releasePhoto } from './release-photo.ts';
import { storeUploadedImage } from './store-uploaded-image.ts';
import { removeStoredImage } from './stored-image-files.ts';

/** The restaurant, when the caller is an admin and read the stored version; 403, 404 or 409 otherwise. */
async function checkedRestaurant(
  tx: Db,
  userId: number,
  restaurantId: number,
  version: number,
  lock = false,
) {
  await requireOperator({ db: tx, userId, level: 'admin' });
  const restaurant = await readAdminRestaurant({ db: tx, restaurantId, lock });
  if (restaurant.version !== version) {
    throw new AppError(
      'CONFLICT',
      'Someone else changed this restaurant since you opened it. Reload to see their change, then save again.',
    );
  }
  return restaurant;
}

export async function uploadRestaurantPhoto(
  input: CatalogChangeDeps & {
    dataDir: string;
    userId: number;
    restaurantId: number;
    version: number;
    photo: Buffer;
  },
): Promise<AdminRestaurant> {
  // Who asks and which version first: nobody else's upload is ever decoded.
  await input.db.transaction((tx) => checkedRestaurant(tx, input.userId, input.restaurantId, input.version));
  const image = await storeUploadedImage({ dataDir: input.dataDir, bytes: input.photo, kind: 'restaurant' });
  let updated: AdminRestaurant;
  try {
    updated = await input.db.transaction(async (tx) => {
      const before = await checkedRestaurant(tx, input.userId, input.restaurantId, input.version, true);
      const at = input.now();
      await tx
        .update(schema.restaurants)
        .set({ image, version: before.version + 1, updatedAt: at })
        .where(eq(schema.restaurants.id, before.id));
      await releasePhoto({ tx, path: before.image, at });
      const after = await readAdminRestaurant({ db: tx, restaurantId: before.id });
      await recordAudit({
        tx,
        actor: { userId: input.userId, role: 'admin' },
        action: 'restaurant.photo',
        entity: 'restaurant',
        entityId: before.id,
        restaurantId: before.id,
        before,
        after,
        at,
      });
      return after;
    });
  } catch (err) {
    await removeStoredImage({ dataDir: input.dataDir, path: image });
    throw err;
  }
  await publishCatalogChange({ ...input, payload: { restaurant_id: updated.id } });
  return updated;
}
