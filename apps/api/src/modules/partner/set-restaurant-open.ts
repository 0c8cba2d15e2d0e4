// The console's open/close switch (is_accepting_orders): closed, the restaurant shows closed and takes
// no orders, at once, on every API process.
import { schema } from '@khabar/db';
import type { PartnerRestaurant } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/index.ts';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { ACTION_PRESENCE_MS, recordPresence } from '../presence/index.ts';
import { requireStaff } from './require-staff.ts';

export async function setRestaurantOpen(
  input: CatalogChangeDeps & {
    userId: number;
    restaurantId: number;
    isOpen: boolean;
  },
): Promise<PartnerRestaurant> {
  const r = await input.db.transaction(async (tx) => {
    await requireStaff({ db: tx, userId: input.userId, restaurantId: input.restaurantId });
    const [before] = await tx
      .select({ isAcceptingOrders: schema.restaurants.isAcceptingOrders })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, input.restaurantId))
      .for('update');
    const [row] = await tx
      .update(schema.restaurants)
      .set({ isAcceptingOrders: input.isOpen, updatedAt: input.now() })
      .where(eq(schema.restaurants.id, input.restaurantId))
      .returning();
    if (!row || !before) throw new Error('restaurant vanished');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'staff' },
      action: input.isOpen ? 'restaurant.open' : 'restaurant.close',
      entity: 'restaurant',
      entityId: row.id,
      restaurantId: row.id,
      before: { is_accepting_orders: before.isAcceptingOrders },
      after: { is_accepting_orders: row.isAcceptingOrders },
      at: input.now(),
    });
    // Staff at work: the demo autopilot leaves the restaurant's orders to them (decision 027).
    await recordPresence({
      db: tx,
      now: input.now,
      who: { kind: 'restaurant', id: row.id },
      forMs: ACTION_PRESENCE_MS,
    });
    return row;
  });
  await publishCatalogChange({
    ...input,
    payload: { restaurant_id: r.id, is_accepting_orders: input.isOpen },
  });
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    is_open: input.catalog.byId(r.id)?.open ?? false,
    is_accepting_orders: r.isAcceptingOrders,
  };
}
