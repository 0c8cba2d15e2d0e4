import { schema } from '@khabar/db';
import type { AdminRestaurant, UpdateRestaurantBody } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireOperator } from './require-operator.ts';
import { freeSlug, replaceHours, restaurantColumns } from './restaurant-columns.ts';
import { readAdminRestaurant } from './restaurant-json.ts';

/**
 * Changes a restaurant (admins only): any field, its hours, its slug (a taken one is a 409; null makes
 * one from the name, numbered when taken, as create does), or is_active false to take it off the
 * lists. A save naming an older version is refused (409).
 */
export async function updateRestaurant(
  input: CatalogChangeDeps & { userId: number; restaurantId: number; fields: UpdateRestaurantBody },
): Promise<AdminRestaurant> {
  const { token: _t, user_id: _u, version, hours, slug: asked, ...fields } = input.fields;
  const updated = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    const before = await readAdminRestaurant({ db: tx, restaurantId: input.restaurantId, lock: true });
    if (before.version !== version) {
      throw new AppError(
        'CONFLICT',
        'Someone else changed this restaurant since you opened it. Reload to see their change, then save again.',
      );
    }
    let slug: string | undefined;
    if (asked !== undefined && asked !== before.slug) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('khabar:restaurant-slugs'))`);
      const name = fields.name ?? before.name;
      slug = await freeSlug({ tx, input: { asked, name, exceptId: before.id } });
    }
    const at = input.now();
    await tx
      .update(schema.restaurants)
      .set({
        ...restaurantColumns(fields),
        ...(slug !== undefined && { slug }),
        version: before.version + 1,
        updatedAt: at,
      })
      .where(eq(schema.restaurants.id, before.id));
    if (hours !== undefined) await replaceHours({ tx, restaurantId: before.id, hours });
    const after = await readAdminRestaurant({ db: tx, restaurantId: before.id });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: fields.is_active === false && before.is_active ? 'restaurant.deactivate' : 'restaurant.update',
      entity: 'restaurant',
      entityId: before.id,
      restaurantId: before.id,
      before,
      after,
      at,
    });
    return after;
  });
  await publishCatalogChange({ ...input, payload: { restaurant_id: updated.id } });
  return updated;
}
