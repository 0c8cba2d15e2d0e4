// Seeds a new, migrated database with the demo city. Deterministic: the same rows on every machine
// (timestamps of the customer's history are relative to `now`).
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { kolkataPlaces } from './city/places.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedPartners } from './seed-partners.ts';
import { seedPeople } from './seed-people.ts';

export interface SeedSummary {
  restaurants: number;
  items: number;
  coupons: number;
  places: number;
  users: number;
  orders: number;
  ratings: number;
  staff: number;
  captains: number;
  /** The demo autopilot's own riders: no accounts (decision 041). */
  autopilotRiders: number;
  operators: number;
}

export async function seedDatabase(db: Db, options: { now?: Date } = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.restaurants);
    if ((existing?.n ?? 0) > 0)
      throw new Error('The database is already seeded (restaurants exist); use a new DATA_DIR or database.');
    const catalog = await seedCatalog(tx as unknown as Db);
    const people = await seedPeople(tx as unknown as Db, catalog.restaurants, now);
    const partners = await seedPartners(tx as unknown as Db, catalog.restaurants);
    return {
      restaurants: catalog.restaurants.length,
      items: catalog.itemCount,
      coupons: catalog.couponCount,
      places: kolkataPlaces.length,
      users: people.users,
      orders: people.orders,
      ratings: people.ratings,
      staff: partners.staff,
      captains: partners.captains,
      autopilotRiders: people.autopilotRiders,
      operators: partners.operators,
    };
  });
}
