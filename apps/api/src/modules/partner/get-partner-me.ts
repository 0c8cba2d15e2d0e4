// Who this account is beyond a customer: the restaurants it runs and the captain it is (both may be none).
import { type Db, schema } from '@khabar/db';
import type { PartnerMe } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { captainProfileJson } from '../captain/index.ts';
import type { CatalogReadModel } from '../catalog/index.ts';
import { captainOfUser } from '../lifecycle/index.ts';

export async function getPartnerMe(input: {
  db: Db;
  catalog: CatalogReadModel;
  userId: number;
}): Promise<PartnerMe> {
  const rows = await input.db
    .select({
      id: schema.restaurants.id,
      name: schema.restaurants.name,
      slug: schema.restaurants.slug,
      isAcceptingOrders: schema.restaurants.isAcceptingOrders,
    })
    .from(schema.restaurantStaff)
    .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.restaurantStaff.restaurantId))
    .where(eq(schema.restaurantStaff.userId, input.userId))
    .orderBy(asc(schema.restaurants.name));
  const captain = await captainOfUser({ tx: input.db, userId: input.userId });
  return {
    restaurants: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      is_open: input.catalog.byId(r.id)?.open ?? false,
      is_accepting_orders: r.isAcceptingOrders,
    })),
    captain: captain ? captainProfileJson(captain) : null,
  };
}
