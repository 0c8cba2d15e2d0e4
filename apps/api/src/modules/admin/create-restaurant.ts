import { schema } from '@khabar/db';
import type { AdminRestaurant, CreateRestaurantBody } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireOperator } from './require-operator.ts';
import { freeSlug, replaceHours, restaurantColumns } from './restaurant-columns.ts';
import { readAdminRestaurant } from './restaurant-json.ts';

/**
 * A new restaurant (admins only), with its hours. Its picture is the generated art for its slug until
 * a photo is uploaded; it has no menu yet, so no customer list shows it until it has dishes.
 */
export async function createRestaurant(
  input: CatalogChangeDeps & { userId: number; fields: CreateRestaurantBody },
): Promise<AdminRestaurant> {
  const { token: _t, user_id: _u, hours, slug: asked, ...fields } = input.fields;
  const created = await input.db.transaction(async (tx) => {
    await requireOperator({ db: tx, userId: input.userId, level: 'admin' });
    // One at a time, so two admins creating "Peter Cat" at once get two slugs, not a unique violation.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('khabar:restaurant-slugs'))`);
    const slug = await freeSlug({ tx, input: { asked, name: fields.name } });
    const at = input.now();
    const [row] = await tx
      .insert(schema.restaurants)
      .values({
        ...(restaurantColumns(fields) as typeof schema.restaurants.$inferInsert),
        slug,
        image: `restaurants/${slug}.svg`,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: schema.restaurants.id });
    if (!row) throw new Error('restaurant not written');
    await replaceHours({ tx, restaurantId: row.id, hours });
    const after = await readAdminRestaurant({ db: tx, restaurantId: row.id });
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'admin' },
      action: 'restaurant.create',
      entity: 'restaurant',
      entityId: row.id,
      restaurantId: row.id,
      before: null,
      after,
      at,
    });
    return after;
  });
  await publishCatalogChange({ ...input, payload: { restaurant_id: created.id } });
  return created;
}
