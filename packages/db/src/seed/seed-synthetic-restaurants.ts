// A large synthetic city for the benchmark: `count` restaurants spread over the region, each with
// hours, a small menu and sometimes a coupon. Small delivery radii keep the list per point realistic.
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { buildHours } from './build-hours.ts';
import { createPrng } from './prng.ts';
import { batchInsert } from './seed-catalog.ts';

export async function seedSyntheticRestaurants(
  db: Db,
  count: number,
  options: { seed?: number } = {},
): Promise<void> {
  const rnd = createPrng(options.seed ?? 4242);
  const rows = Array.from({ length: count }, (_, n) => ({
    slug: `synthetic-${n + 1}`,
    name: `Synthetic Kitchen ${n + 1}`,
    description: rnd.pick([
      'North Indian, Chinese',
      'Bengali, Thali',
      'Biryani, Rolls',
      'Cafe, Snacks',
      'South Indian',
    ]),
    image: `restaurants/synthetic-${n + 1}.svg`,
    address: `Plot ${n + 1}, Kolkata`,
    locality: 'Kolkata',
    contactNumber: `90${String(10_000_000 + n)}`,
    latitude: Math.round((22.4 + rnd.next() * 0.35) * 1e6) / 1e6,
    longitude: Math.round((88.25 + rnd.next() * 0.25) * 1e6) / 1e6,
    rating: Math.round((3 + rnd.next() * 2) * 10) / 10,
    priceForTwoPaise: rnd.int(3, 20) * 5000,
    deliveryTimeMin: rnd.int(4, 10) * 5,
    restaurantChargesBp: rnd.pick([0, 200, 500]),
    deliveryChargeType: rnd.chance(0.5) ? ('DYNAMIC' as const) : ('FIXED' as const),
    baseDeliveryChargePaise: 3000,
    baseDeliveryDistanceM: 2000,
    extraDeliveryChargePaise: 800,
    deliveryRadiusM: rnd.int(15, 30) * 100,
  }));
  const ids: number[] = [];
  await batchInsert(rows, 500, async (chunk) => {
    const inserted = await db
      .insert(schema.restaurants)
      .values(chunk)
      .returning({ id: schema.restaurants.id });
    ids.push(...inserted.map((r) => r.id));
  });
  const hours = ids.flatMap((id) => buildHours('day').map((h) => ({ ...h, restaurantId: id })));
  await batchInsert(hours, 2000, (chunk) => db.insert(schema.restaurantHours).values(chunk));
  const cats: Array<typeof schema.menuCategories.$inferInsert> = ids.flatMap((id) => [
    { restaurantId: id, name: 'Mains', position: 0 },
    { restaurantId: id, name: 'Sides', position: 1 },
  ]);
  const catIds: number[] = [];
  await batchInsert(cats, 2000, async (chunk) => {
    const inserted = await db
      .insert(schema.menuCategories)
      .values(chunk)
      .returning({ id: schema.menuCategories.id });
    catIds.push(...inserted.map((c) => c.id));
  });
  const items = ids.flatMap((id, n) =>
    Array.from({ length: 6 }, (_, k) => ({
      restaurantId: id,
      categoryId: catIds[n * 2 + (k < 4 ? 0 : 1)]!,
      slug: `dish-${k + 1}`,
      name: `Dish ${k + 1}`,
      pricePaise: (100 + k * 40) * 100,
      isVeg: k % 2 === 0,
      position: k,
    })),
  );
  await batchInsert(items, 2000, (chunk) => db.insert(schema.items).values(chunk));
  const coupons = ids
    .filter((_, n) => n % 4 === 0)
    .map((id, n) => ({
      restaurantId: id,
      code: `SYN${n + 1}`,
      name: '10% off',
      discountType: 'PERCENTAGE' as const,
      discountValue: 10,
      uptoAmountPaise: 5000,
      minOrderAmountPaise: 19900,
    }));
  await batchInsert(coupons, 2000, (chunk) => db.insert(schema.coupons).values(chunk));
}
