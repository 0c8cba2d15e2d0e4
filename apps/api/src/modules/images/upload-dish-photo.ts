// A dish's photo, by its restaurant's staff or an admin (to anyone else the dish is not found), as every
// menu-editor change: the version read, the audit row (item.photo) in the change's transaction, the
// catalog told after the commit.
import { schema } from '@khabar/db';
import type { EditorDish } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogChangeDeps } from '../catalog/index.ts';
import {
  checkVersion,
  DISH_NOT_FOUND,
  dishAuditJson,
  editorDishOf,
  lockDish,
  requireMenuEditor,
  saveMenuChange,
} from '../menu-editor/index.ts';
import { releasePhoto } from './release-photo.ts';
import { storeUploadedImage } from './store-uploaded-image.ts';
import { removeStoredImage } from './stored-image-files.ts';

export async function uploadDishPhoto(
  input: CatalogChangeDeps & {
    dataDir: string;
    userId: number;
    itemId: number;
    version: number;
    photo: Buffer;
  },
): Promise<EditorDish> {
  // Who asks and which version first: a stranger's or a stale upload is refused before any decoding.
  await input.db.transaction(async (tx) => {
    const item = await lockDish({ tx, itemId: input.itemId });
    if (!item) throw new AppError('NOT_FOUND', DISH_NOT_FOUND);
    await requireMenuEditor({
      db: tx,
      userId: input.userId,
      restaurantId: item.restaurantId,
      notFound: DISH_NOT_FOUND,
    });
    checkVersion({ stored: item.version, sent: input.version, what: 'dish' });
  });
  const image = await storeUploadedImage({ dataDir: input.dataDir, bytes: input.photo, kind: 'dish' });
  try {
    return await saveMenuChange({
      ...input,
      notFound: DISH_NOT_FOUND,
      find: async (tx) => {
        const item = await lockDish({ tx, itemId: input.itemId });
        return item && { restaurantId: item.restaurantId, target: item };
      },
      change: async (tx, item) => {
        checkVersion({ stored: item.version, sent: input.version, what: 'dish' });
        const [row] = await tx
          .update(schema.items)
          .set({ image, version: item.version + 1, updatedAt: input.now() })
          .where(eq(schema.items.id, item.id))
          .returning();
        if (!row) throw new AppError('NOT_FOUND', DISH_NOT_FOUND);
        await releasePhoto({ tx, path: item.image, at: input.now() });
        return {
          result: await editorDishOf({ db: tx, item: row }),
          action: 'item.photo',
          entity: 'item',
          entityId: row.id,
          before: dishAuditJson(item),
          after: dishAuditJson(row),
        };
      },
    });
  } catch (err) {
    // Refused in the transaction (someone saved first, the dish archived): the photo goes. Stored but
    // the catalog not told: it stays, the dish names it.
    const [now] = await input.db
      .select({ image: schema.items.image })
      .from(schema.items)
      .where(eq(schema.items.id, input.itemId));
    if (now?.image !== image) await removeStoredImage({ dataDir: input.dataDir, path: image });
    throw err;
  }
}
