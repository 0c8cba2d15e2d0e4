// The console's open/close switch (is_accepting_orders): closed, the restaurant shows closed and takes
// no orders, at once, on every API process.
import { schema } from '@khabar/db';
import type { PartnerRestaurant } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { type CatalogChangeDeps, publishCatalogChange } from '../catalog/index.ts';
import { requireStaff } from './require-staff.ts';

export async function setRestaurantOpen(
  input: CatalogChangeDeps & {
    userId: number;
    restaurantId: number;
    isOpen: boolean;
  },
): Promise<PartnerRestaurant> {
  await requireStaff(input.db, input.userId, input.restaurantId);
  const [r] = await input.db
    .update(schema.restaurants)
    .set({ isAcceptingOrders: input.isOpen, updatedAt: input.now() })
    .where(eq(schema.restaurants.id, input.restaurantId))
    .returning();
  if (!r) throw new Error('restaurant vanished');
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
