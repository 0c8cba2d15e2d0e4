// Restaurants, hours, menus, coupons and promo slides of the demo city.
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { buildHours } from './build-hours.ts';
import { DISH_CHOICES } from './city/choices.ts';
import { MENUS } from './city/menus.ts';
import { kolkataPlaces } from './city/places.ts';
import { RESTAURANTS } from './city/restaurants.ts';
import { createPrng, slugify } from './prng.ts';

type NewRestaurant = typeof schema.restaurants.$inferInsert;
type NewItem = typeof schema.items.$inferInsert;

export const SEED_BASE_DATE = new Date('2026-01-01T04:30:00Z');
const MAX_ITEMS = 40;

export interface SeededRestaurant {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  isActive: boolean;
  rating: number;
  restaurantChargesBp: number;
  /** The kitchen's minutes, which every promised time starts from. */
  deliveryTimeMin: number;
  deliveryChargeType: 'DYNAMIC' | 'FIXED';
  baseDeliveryChargePaise: number;
  baseDeliveryDistanceM: number;
  extraDeliveryChargePaise: number;
}

export async function batchInsert<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The choices of the dishes that have them (city/choices.ts), drawing nothing from the seed's random
 * stream so every other seeded value stays where the tests expect it. A pure-veg kitchen offers only
 * its veg options.
 */
async function seedDishChoices(db: Db, dishes: { id: number; name: string }[], pureVeg: boolean) {
  for (const dish of dishes) {
    const groups = DISH_CHOICES[dish.name];
    if (!groups) continue;
    const savedGroups = await db
      .insert(schema.itemChoiceGroups)
      .values(
        groups.map((g, position) => ({
          itemId: dish.id,
          name: g.name,
          kind: g.kind,
          minSelect: g.min,
          maxSelect: g.max,
          position,
        })),
      )
      .returning({ id: schema.itemChoiceGroups.id });
    const options = groups.flatMap((g, gi) =>
      g.choices
        .filter(([, , kind]) => !pureVeg || kind === 'v')
        .map(([name, rupees, kind], position) => ({
          groupId: savedGroups[gi]!.id,
          name,
          pricePaise: rupees * 100,
          isVeg: kind === 'v',
          hasEgg: kind === 'e',
          position,
        })),
    );
    await db.insert(schema.itemChoices).values(options);
  }
}

export async function seedCatalog(db: Db) {
  const rnd = createPrng(20261122);
  const placeByName = new Map(kolkataPlaces.map((p) => [p.name, p]));

  const restaurantRows: NewRestaurant[] = RESTAURANTS.map((r) => {
    const place = placeByName.get(r.near);
    if (!place) throw new Error(`seed: unknown place ${r.near}`);
    const dynamic = !r.fixedFee;
    return {
      slug: slugify(r.name),
      name: r.name,
      description: r.description,
      msg:
        r.msg ??
        (rnd.chance(0.3) ? rnd.pick(['Great packaging', 'Best seller in the area', 'Newly opened']) : ''),
      image: `restaurants/${slugify(r.name)}.svg`,
      address: `${r.street}, ${place.name}, Kolkata ${r.pin}`,
      locality: place.name,
      contactNumber: `${rnd.pick(['98', '90', '83', '70', '62'])}${String(rnd.int(10_000_000, 99_999_999))}`,
      latitude: Math.round((place.lat + (rnd.next() - 0.5) * 0.004) * 1e6) / 1e6,
      longitude: Math.round((place.lng + (rnd.next() - 0.5) * 0.004) * 1e6) / 1e6,
      isActive: !r.inactive,
      isAcceptingOrders: !r.paused,
      isFeatured: Boolean(r.featured),
      isPureVeg: Boolean(r.pureVeg),
      isAcceptCod: !r.noCod,
      rating: Math.round((3.2 + rnd.next() * 1.6) * 10) / 10,
      priceForTwoPaise: rnd.int(3, 24) * 5000,
      deliveryTimeMin: rnd.int(4, 10) * 5,
      restaurantChargesBp: rnd.pick([0, 200, 300, 500]),
      deliveryChargeType: dynamic ? 'DYNAMIC' : 'FIXED',
      baseDeliveryChargePaise: (dynamic ? rnd.int(4, 8) : rnd.int(4, 10)) * 500,
      baseDeliveryDistanceM: dynamic ? rnd.int(2, 4) * 1000 : 0,
      extraDeliveryChargePaise: dynamic ? rnd.int(5, 12) * 100 : 0,
      deliveryRadiusM: rnd.int(4, 12) * 1000,
      certificate: rnd.chance(0.85) ? `1${String(rnd.int(1e12, 9.99e12)).padStart(13, '0')}` : null,
      createdAt: SEED_BASE_DATE,
      updatedAt: SEED_BASE_DATE,
    } satisfies NewRestaurant;
  });
  const inserted = await db.insert(schema.restaurants).values(restaurantRows).returning();

  await db
    .insert(schema.restaurantHours)
    .values(
      inserted.flatMap((r, i) =>
        buildHours(RESTAURANTS[i]!.hours ?? 'day').map((h) => ({ ...h, restaurantId: r.id })),
      ),
    );

  // Menus: the cuisines' dishes, veg only at pure-veg places, prices varied a little per restaurant.
  let itemCount = 0;
  for (const [i, r] of inserted.entries()) {
    const def = RESTAURANTS[i]!;
    const categories = new Map<string, Array<[string, number, string, string]>>();
    for (const cuisine of def.cuisines) {
      for (const [category, dishes] of Object.entries(MENUS[cuisine] ?? {})) {
        const list = categories.get(category) ?? [];
        for (const d of dishes) if (!def.pureVeg || d[2] === 'v') list.push(d);
        if (list.length) categories.set(category, list);
      }
    }
    const cats = await db
      .insert(schema.menuCategories)
      .values([...categories.keys()].map((name, position) => ({ restaurantId: r.id, name, position })))
      .returning();
    const items: NewItem[] = [];
    const seen = new Set<string>();
    for (const cat of cats) {
      for (const [name, rupees, kind, description] of categories.get(cat.name) ?? []) {
        const slug = slugify(name);
        if (seen.has(slug) || items.length >= MAX_ITEMS) continue;
        seen.add(slug);
        const price = Math.max(20, Math.round((rupees * (0.9 + rnd.next() * 0.25)) / 5) * 5) * 100;
        items.push({
          restaurantId: r.id,
          categoryId: cat.id,
          slug,
          name,
          descHtml: `<p>${description}.</p>`,
          pricePaise: price,
          oldPricePaise: rnd.chance(0.15) ? price + rnd.int(2, 8) * 1000 : null,
          image: rnd.chance(0.1) ? null : `items/${r.slug}/${slug}.svg`,
          isVeg: kind === 'v',
          hasEgg: kind === 'e',
          isActive: !rnd.chance(0.04),
          isRecommended: false,
          position: items.length,
        });
      }
    }
    // 3 to 6 recommended dishes, spread through the menu.
    const want = rnd.int(3, 6);
    for (let k = 0; k < want; k++) items[Math.floor(((k + 0.5) * items.length) / want)]!.isRecommended = true;
    for (const item of items) if (item.isRecommended) item.isActive = true;
    const saved = await db
      .insert(schema.items)
      .values(items)
      .returning({ id: schema.items.id, name: schema.items.name });
    itemCount += items.length;
    await seedDishChoices(db, saved, Boolean(def.pureVeg));
  }

  const bySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  const rid = (name: string) => bySlug.get(slugify(name)) ?? null;
  const couponRows: Array<typeof schema.coupons.$inferInsert> = [
    {
      code: 'WELCOME50',
      name: '50% off your first order',
      description: 'On your first order, at any restaurant',
      discountType: 'PERCENTAGE',
      discountValue: 50,
      uptoAmountPaise: 10000,
      minOrderAmountPaise: 19900,
      restaurantId: null,
      maxUsesPerUser: 1,
      firstOrderOnly: true,
    },
    {
      code: 'KOLKATA20',
      name: '20% off across Kolkata',
      description: 'At every restaurant across the city',
      discountType: 'PERCENTAGE',
      discountValue: 20,
      uptoAmountPaise: 8000,
      minOrderAmountPaise: 24900,
      restaurantId: null,
    },
    {
      code: 'FLAT100',
      name: 'Flat ₹100 off',
      description: 'For a bigger order, at any restaurant',
      discountType: 'AMOUNT',
      discountValue: 10000,
      uptoAmountPaise: 10000,
      minOrderAmountPaise: 49900,
      restaurantId: null,
    },
    {
      code: 'BIRYANI30',
      name: '30% off biryani',
      description: 'On the biryani and kebabs of Aminia Darbar',
      discountType: 'PERCENTAGE',
      discountValue: 30,
      uptoAmountPaise: 12000,
      minOrderAmountPaise: 29900,
      restaurantId: rid('Aminia Darbar'),
    },
    {
      code: 'DRAGON75',
      name: '₹75 off Chinese',
      description: 'On the Chinese of Tangra Golden Dragon',
      discountType: 'AMOUNT',
      discountValue: 7500,
      uptoAmountPaise: null,
      minOrderAmountPaise: 34900,
      restaurantId: rid('Tangra Golden Dragon'),
    },
    {
      code: 'DOSA15',
      name: '15% off dosas',
      description: 'On the dosas and idlis of Udupi Sagar',
      discountType: 'PERCENTAGE',
      discountValue: 15,
      uptoAmountPaise: 5000,
      minOrderAmountPaise: 14900,
      restaurantId: rid('Udupi Sagar'),
    },
    {
      code: 'MISHTI40',
      name: '₹40 off sweets',
      description: 'On the sweets of Nolen Mishtanna Bhandar',
      discountType: 'AMOUNT',
      discountValue: 4000,
      uptoAmountPaise: null,
      minOrderAmountPaise: 19900,
      restaurantId: rid('Nolen Mishtanna Bhandar'),
    },
    {
      code: 'CAFE25',
      name: '25% off at the cafe',
      description: 'At Sector Five Social Cafe',
      discountType: 'PERCENTAGE',
      discountValue: 25,
      uptoAmountPaise: 10000,
      minOrderAmountPaise: 29900,
      restaurantId: rid('Sector Five Social Cafe'),
    },
    {
      code: 'PIZZA99',
      name: '₹99 off pizzas',
      description: 'On the pizzas of New Town Pizza Factory',
      discountType: 'AMOUNT',
      discountValue: 9900,
      uptoAmountPaise: null,
      minOrderAmountPaise: 59900,
      restaurantId: rid('New Town Pizza Factory'),
    },
    {
      code: 'GRILL20',
      name: '20% off grills',
      description: 'On the grills of Camac Street Grill',
      discountType: 'PERCENTAGE',
      discountValue: 20,
      uptoAmountPaise: 15000,
      minOrderAmountPaise: 49900,
      restaurantId: rid('Camac Street Grill'),
    },
    {
      code: 'MONSOON60',
      name: 'Monsoon special',
      description: 'Expired monsoon offer',
      discountType: 'AMOUNT',
      discountValue: 6000,
      uptoAmountPaise: null,
      minOrderAmountPaise: 19900,
      restaurantId: null,
      isActive: false,
    },
    {
      code: 'OLDFISH10',
      name: '10% off fish fry',
      description: 'No longer running',
      discountType: 'PERCENTAGE',
      discountValue: 10,
      uptoAmountPaise: 3000,
      minOrderAmountPaise: 9900,
      restaurantId: rid('Lake Market Fish Fry Centre'),
      isActive: false,
    },
  ];
  const coupons = await db
    .insert(schema.coupons)
    .values(couponRows.map((c) => ({ ...c, createdAt: SEED_BASE_DATE })))
    .returning();

  const slugs = [
    'aminia-darbar',
    'udupi-sagar',
    'tangra-golden-dragon',
    'nolen-mishtanna-bhandar',
    'late-night',
  ];
  await db.insert(schema.promoSlides).values(
    [1, 2, 3, 4, 5].map((n, i) => ({
      image: `slides/${n}.svg`,
      title: ['Biryani week', 'Dosa mornings', 'Tangra Chinese', 'Mishti time', 'Late-night cravings'][i]!,
      link: slugs[i] === 'late-night' ? '/restaurants' : `/restaurantDetail/${slugs[i]}`,
      position: i,
    })),
  );

  const restaurants: SeededRestaurant[] = inserted.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    latitude: r.latitude,
    longitude: r.longitude,
    isActive: r.isActive,
    rating: r.rating,
    restaurantChargesBp: r.restaurantChargesBp,
    deliveryTimeMin: r.deliveryTimeMin,
    deliveryChargeType: r.deliveryChargeType,
    baseDeliveryChargePaise: r.baseDeliveryChargePaise,
    baseDeliveryDistanceM: r.baseDeliveryDistanceM,
    extraDeliveryChargePaise: r.extraDeliveryChargePaise,
  }));
  return { restaurants, itemCount, couponCount: coupons.length, coupons };
}
