// Every dish on a restaurant's menu for its console, available or not, in menu order.
import { type Db, schema } from '@khabar/db';
import { type PartnerMenuItem, paiseToRupees } from '@khabar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { requireStaff } from './require-staff.ts';

type ItemRow = typeof schema.items.$inferSelect;

export const partnerMenuItemJson = ({
  item,
  category,
}: {
  item: ItemRow;
  category: string;
}): PartnerMenuItem => ({
  id: item.id,
  name: item.name,
  category,
  price: paiseToRupees(item.pricePaise),
  is_veg: item.isVeg,
  is_active: item.isActive,
});

export async function listRestaurantMenu(input: {
  db: Db;
  userId: number;
  restaurantId: number;
}): Promise<PartnerMenuItem[]> {
  await requireStaff({ db: input.db, userId: input.userId, restaurantId: input.restaurantId });
  const rows = await input.db
    .select({ item: schema.items, category: schema.menuCategories.name })
    .from(schema.items)
    .innerJoin(schema.menuCategories, eq(schema.menuCategories.id, schema.items.categoryId))
    .where(and(eq(schema.items.restaurantId, input.restaurantId), isNull(schema.items.archivedAt)))
    .orderBy(asc(schema.menuCategories.position), asc(schema.items.position), asc(schema.items.id));
  return rows.map((r) => partnerMenuItemJson({ item: r.item, category: r.category }));
}
