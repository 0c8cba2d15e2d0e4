// The demo customer (9876543210) with addresses, wallet, past orders and alerts; reviewers and their
// ratings; the riders of its past orders (no accounts: they carried orders before captains had them) and
// the demo autopilot's own riders, the first of which carries its order on the way. Order money is
// computed with the same rules the checkout uses.
import {
  distanceMetres,
  HIGH_RATING_TAGS,
  LOW_RATING_TAGS,
  ORDER_STATUS,
  percentOfToRupee,
  promisedMinutes,
  restaurantRating,
  roundToRupee,
} from '@khabar/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { createPrng } from './prng.ts';
import type { SeededRestaurant } from './seed-catalog.ts';
import { batchInsert } from './seed-catalog.ts';
import { seedAutopilotRiders } from './seed-partners.ts';

const FIRST = [
  'Ananya',
  'Arijit',
  'Sourav',
  'Priya',
  'Rohan',
  'Moumita',
  'Debjani',
  'Subhajit',
  'Ishita',
  'Rahul',
  'Payel',
  'Anirban',
  'Tanmoy',
  'Sreya',
  'Kunal',
  'Riya',
  'Abhishek',
  'Sayani',
  'Imran',
  'Farah',
  'Vikram',
  'Neha',
  'Aritra',
  'Madhurima',
  'Sandip',
  'Poulami',
  'Joydeep',
  'Rupsa',
  'Arnab',
  'Tiyasha',
  'Nikhil',
  'Sneha',
];
const LAST = [
  'Sen',
  'Banerjee',
  'Chatterjee',
  'Mukherjee',
  'Das',
  'Ghosh',
  'Bose',
  'Roy',
  'Dutta',
  'Saha',
  'Khan',
  'Agarwal',
  'Paul',
  'Mondal',
  'Sarkar',
  'Biswas',
];
const TAGS = HIGH_RATING_TAGS;
const LOW_TAGS = LOW_RATING_TAGS;

export const DEMO_PHONE = '9876543210';
/** The seeded reviewers, each with ₹500 of wallet credit: 9000010000, 9000010037, ... */
export const REVIEWER_COUNT = 32;
export const reviewerPhone = (i: number) => `90000${String(10_000 + i * 37).padStart(5, '0')}`;

const REVIEWER_HOMES: Array<[area: string, lat: number, lng: number]> = [
  ['Park Street', 22.5526, 88.3525],
  ['Camac Street', 22.5469, 88.3538],
  ['Elgin Road', 22.5393, 88.3518],
  ['Esplanade', 22.5646, 88.3515],
];

export async function seedPeople(db: Db, restaurants: SeededRestaurant[], now: Date) {
  const rnd = createPrng(7_700_123);
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  const [demo] = await db
    .insert(schema.users)
    .values({
      phone: DEMO_PHONE,
      name: 'Ananya Sen',
      email: 'ananya@example.com',
      createdAt: minutesAgo(60 * 24 * 200),
    })
    .returning();
  if (!demo) throw new Error('seed: demo user not created');
  const addresses = await db
    .insert(schema.addresses)
    .values([
      {
        userId: demo.id,
        tag: 'HOME',
        house: 'Flat 4B, Park Mansions',
        landmark: 'Opposite Oxford Bookstore',
        address: 'Park Street, Central Kolkata, Kolkata 700016',
        latitude: 22.5531,
        longitude: 88.3515,
      },
      {
        userId: demo.id,
        tag: 'OFFICE',
        house: 'Tower 2, 7th floor, Infinity Benchmark',
        landmark: 'Near Sector V bus stop',
        address: 'Salt Lake Sector V, Kolkata 700091',
        latitude: 22.5738,
        longitude: 88.4335,
      },
      {
        userId: demo.id,
        tag: 'OTHER',
        house: '22 Hindustan Park',
        landmark: 'Behind Gariahat market',
        address: 'Gariahat, South Kolkata, Kolkata 700029',
        latitude: 22.5172,
        longitude: 88.3661,
      },
    ])
    .returning();
  const home = addresses[0]!;

  const reviewers = await db
    .insert(schema.users)
    .values(
      Array.from({ length: REVIEWER_COUNT }, (_, i) => ({
        phone: reviewerPhone(i),
        name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
        createdAt: minutesAgo(60 * 24 * (100 + i)),
      })),
    )
    .returning({ id: schema.users.id });
  // Every reviewer got the ₹500 welcome credit, so a returning customer can pay from the wallet.
  const WELCOME_PAISE = 50_000;
  await db.insert(schema.walletTransactions).values(
    reviewers.map((r, i) => ({
      userId: r.id,
      amountPaise: WELCOME_PAISE,
      balanceAfterPaise: WELCOME_PAISE,
      type: 'deposit' as const,
      description: 'Welcome bonus',
      createdAt: minutesAgo(60 * 24 * (100 + i)),
    })),
  );
  await db
    .update(schema.users)
    .set({ walletBalancePaise: WELCOME_PAISE })
    .where(
      inArray(
        schema.users.id,
        reviewers.map((r) => r.id),
      ),
    );

  // Returning customers have a home on file: logging in must never swap the place chosen while
  // browsing for it (decision 015), and the browser tests need such accounts.
  const homes = await db
    .insert(schema.addresses)
    .values(
      reviewers.map((r, i) => {
        const [area, lat, lng] = REVIEWER_HOMES[i % REVIEWER_HOMES.length]!;
        return {
          userId: r.id,
          tag: 'HOME' as const,
          house: `${12 + i}, ${area} Lane`,
          landmark: '',
          address: `${area}, Kolkata`,
          latitude: lat,
          longitude: lng,
        };
      }),
    )
    .returning({ id: schema.addresses.id, userId: schema.addresses.userId });
  for (const h of homes)
    await db.update(schema.users).set({ defaultAddressId: h.id }).where(eq(schema.users.id, h.userId));

  const captains = await db
    .insert(schema.deliveryPartners)
    .values([
      { name: 'Bapi Haldar', phone: '9830012345', vehicleNumber: 'WB 02 AK 4521' },
      { name: 'Raju Sheikh', phone: '9831023456', vehicleNumber: 'WB 06 M 7710' },
      { name: 'Sanjay Pramanik', phone: '9007034567', vehicleNumber: 'WB 24 AB 1188' },
      { name: 'Tapas Mondal', phone: '9874045678', vehicleNumber: 'WB 20 AJ 3035' },
      { name: 'Asif Iqbal', phone: '8017056789', vehicleNumber: 'WB 02 AL 9002' },
      { name: 'Gopal Das', phone: '9051067890', vehicleNumber: 'WB 26 F 6654' },
    ])
    .returning();
  // The order on its way is the autopilot's rider's: the autopilot finishes it after a start
  // (resume-autopilot.ts), and it rides no one else (decision 041).
  const autopilotRiders = await seedAutopilotRiders(db);
  const autopilotRider = autopilotRiders[0]!;

  // Past orders of the demo customer: the money adds up exactly as at checkout.
  const active = restaurants.filter((r) => r.isActive);
  const plans = [
    {
      r: active[0]!,
      status: ORDER_STATUS.delivered,
      type: 1,
      mode: 'RAZORPAY' as const,
      ago: 60 * 24 * 12,
      tip: 2000,
      couponOff: 0,
      wallet: 0,
    },
    {
      r: active[3]!,
      status: ORDER_STATUS.delivered,
      type: 2,
      mode: 'COD' as const,
      ago: 60 * 24 * 5,
      tip: 0,
      couponOff: 0,
      wallet: 0,
    },
    {
      r: active[2]!,
      status: ORDER_STATUS.cancelled,
      type: 1,
      mode: 'RAZORPAY' as const,
      ago: 60 * 24 * 2,
      tip: 0,
      couponOff: 0,
      wallet: 0,
    },
    {
      r: active[1]!,
      status: ORDER_STATUS.onTheWay,
      type: 1,
      mode: 'WALLET' as const,
      ago: 18,
      tip: 1000,
      couponOff: 0,
      wallet: -1,
    },
  ];
  const orderIds: number[] = [];
  let walletSpent = 0;
  for (const [n, plan] of plans.entries()) {
    // Dishes of one price: a past order's line of a dish with a required choice (Half / Full) would
    // need one made (issue 27).
    const menu = await db.query.items.findMany({
      where: (t, { and, eq, sql }) =>
        and(
          eq(t.restaurantId, plan.r.id),
          eq(t.isActive, true),
          sql`not exists (select 1 from item_choice_groups g where g.item_id = ${t.id} and g.min_select > 0)`,
        ),
      limit: 3,
      orderBy: (t, { asc }) => asc(t.position),
    });
    const lines = menu.map((item, k) => ({ item, quantity: k === 0 ? 2 : 1 }));
    const subtotal = lines.reduce((s, l) => s + l.item.pricePaise * l.quantity, 0);
    const distance = Math.round(
      distanceMetres(home.latitude, home.longitude, plan.r.latitude, plan.r.longitude) * 1.3,
    );
    const extraKm = Math.max(0, Math.round((distance - plan.r.baseDeliveryDistanceM) / 1000));
    const delivery =
      plan.type === 2
        ? 0
        : plan.r.deliveryChargeType === 'FIXED'
          ? plan.r.baseDeliveryChargePaise
          : roundToRupee(plan.r.baseDeliveryChargePaise + extraKm * plan.r.extraDeliveryChargePaise);
    const packaging = percentOfToRupee(subtotal, plan.r.restaurantChargesBp);
    const tax = percentOfToRupee(subtotal, 500);
    const total = subtotal + packaging + tax + delivery + plan.tip - plan.couponOff;
    const wallet = plan.wallet === -1 ? total : 0;
    walletSpent += wallet;
    const createdAt = minutesAgo(plan.ago);
    const [order] = await db
      .insert(schema.orders)
      .values({
        uniqueOrderId: `KHB-${createdAt.toISOString().slice(2, 4)}${createdAt.toISOString().slice(5, 7)}-${String(100_120 + n * 7)}`,
        userId: demo.id,
        restaurantId: plan.r.id,
        orderstatusId: plan.status,
        deliveryType: plan.type,
        address: home.address,
        house: home.house,
        landmark: home.landmark,
        addressTag: home.tag,
        latitude: home.latitude,
        longitude: home.longitude,
        distanceM: distance,
        subtotalPaise: subtotal,
        restaurantChargeBp: plan.r.restaurantChargesBp,
        restaurantChargePaise: packaging,
        deliveryChargePaise: delivery,
        taxBp: 500,
        taxPaise: tax,
        driverTipPaise: plan.tip,
        discountPaise: plan.couponOff,
        totalPaise: total,
        walletPaise: wallet,
        payablePaise: total - wallet,
        paymentMode: plan.mode,
        deliveryPin: String(rnd.int(1000, 9999)),
        // The same promise checkout makes (decision 011): the kitchen, two handovers and the ride.
        promisedAt: new Date(
          createdAt.getTime() +
            promisedMinutes({
              preparationMin: plan.r.deliveryTimeMin,
              roadMetres: distance,
              mode: plan.type === 1 ? 'delivery' : 'self',
            }) *
              60_000,
        ),
        deliveryPartnerId:
          plan.type !== 1 || plan.status === ORDER_STATUS.cancelled
            ? null
            : plan.status === ORDER_STATUS.onTheWay
              ? autopilotRider.id
              : captains[n % captains.length]!.id,
        ...stepTimes(plan.status, plan.type, createdAt),
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (plan.status === ORDER_STATUS.onTheWay ? 10 : 42) * 60_000),
      })
      .returning({ id: schema.orders.id, uniqueOrderId: schema.orders.uniqueOrderId });
    orderIds.push(order!.id);
    await db.insert(schema.orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        itemId: l.item.id,
        name: l.item.name,
        pricePaise: l.item.pricePaise,
        quantity: l.quantity,
      })),
    );
  }

  // Wallet: an append-only ledger whose last balance is the user's balance.
  const credits = [
    { amount: 20000, description: 'Welcome bonus', ago: 60 * 24 * 30 },
    { amount: 15000 + walletSpent, description: 'Refund for a cancelled order', ago: 60 * 24 * 2 - 30 },
  ];
  let balance = 0;
  const ledger: Array<typeof schema.walletTransactions.$inferInsert> = [];
  for (const c of credits) {
    balance += c.amount;
    ledger.push({
      userId: demo.id,
      amountPaise: c.amount,
      balanceAfterPaise: balance,
      type: 'deposit',
      description: c.description,
      createdAt: minutesAgo(c.ago),
    });
  }
  if (walletSpent > 0) {
    balance -= walletSpent;
    ledger.push({
      userId: demo.id,
      amountPaise: -walletSpent,
      balanceAfterPaise: balance,
      type: 'withdraw',
      description: 'Paid for an order',
      orderId: orderIds[3],
      createdAt: minutesAgo(18),
    });
  }
  await db.insert(schema.walletTransactions).values(ledger);
  await db
    .update(schema.users)
    .set({ walletBalancePaise: balance, defaultAddressId: home.id })
    .where(eqId(demo.id));

  await db.insert(schema.notifications).values([
    {
      userId: demo.id,
      title: 'Your food is on the way',
      message: 'Your captain has picked up your order and is heading to you.',
      orderId: orderIds[3],
      isRead: false,
      createdAt: minutesAgo(10),
    },
    {
      userId: demo.id,
      title: 'Refund credited',
      message: 'The amount for your cancelled order is back in your Khabar wallet.',
      orderId: orderIds[2],
      isRead: false,
      createdAt: minutesAgo(60 * 24 * 2 - 30),
    },
    {
      userId: demo.id,
      title: 'Biryani week is here',
      message: 'Up to 50% off on biryani across Kolkata. Use BIRYANI30.',
      isRead: true,
      createdAt: minutesAgo(60 * 24 * 4),
    },
    {
      userId: demo.id,
      title: 'Welcome to Khabar',
      message: '₹200 welcome bonus added to your wallet.',
      isRead: true,
      createdAt: minutesAgo(60 * 24 * 30),
    },
  ]);

  // Ratings close to each restaurant's average.
  const ratingRows: Array<typeof schema.ratings.$inferInsert> = [];
  for (const r of active) {
    const count = rnd.int(4, 12);
    for (let k = 0; k < count; k++) {
      const stars = Math.max(1, Math.min(5, Math.round(r.rating + (rnd.next() - 0.5) * 2.2)));
      const pool = stars >= 4 ? TAGS : stars <= 2 ? LOW_TAGS : [...TAGS, ...LOW_TAGS];
      const tags = [...new Set([rnd.pick(pool), rnd.pick(pool)])].join(',');
      ratingRows.push({
        restaurantId: r.id,
        userId: reviewers[(r.id * 3 + k * 5) % reviewers.length]!.id,
        rating: stars,
        tags,
        comment: '',
        createdAt: minutesAgo(60 * (6 + rnd.int(0, 24 * 120))),
      });
    }
  }
  await batchInsert(ratingRows, 500, (chunk) => db.insert(schema.ratings).values(chunk));
  // Each restaurant shows what its ratings make, as every later rating keeps it (the domain's rule).
  const cityMean = ratingRows.reduce((sum, r) => sum + r.rating, 0) / Math.max(1, ratingRows.length);
  const byRestaurant = new Map<number, { total: number; count: number }>();
  for (const r of ratingRows) {
    const agg = byRestaurant.get(r.restaurantId) ?? { total: 0, count: 0 };
    agg.total += r.rating;
    agg.count += 1;
    byRestaurant.set(r.restaurantId, agg);
  }
  for (const [restaurantId, agg] of byRestaurant) {
    await db
      .update(schema.restaurants)
      .set({ rating: restaurantRating({ ...agg, cityMean }), ratingCount: agg.count })
      .where(eq(schema.restaurants.id, restaurantId));
  }
  await db.update(schema.restaurants).set({ rating: 0 }).where(eq(schema.restaurants.ratingCount, 0));

  return {
    users: 1 + reviewers.length,
    orders: plans.length,
    ratings: ratingRows.length,
    autopilotRiders: autopilotRiders.length,
    walletBalancePaise: balance,
  };
}

const eqId = (id: number) => eq(schema.users.id, id);

/** The lifecycle times of a past order, consistent with its status (minutes after placing). */
function stepTimes(status: number, type: number, placedAt: Date) {
  const at = (m: number) => new Date(placedAt.getTime() + m * 60_000);
  if (status === ORDER_STATUS.cancelled) {
    return {
      placedAt,
      cancelledAt: at(1),
      cancelReason: 'Cancelled by you',
      cancelledBy: 'customer' as const,
    };
  }
  const times = {
    placedAt,
    acceptedAt: at(1),
    preparationMin: 20,
    readyAt: status >= ORDER_STATUS.onTheWay ? at(8) : null,
  };
  if (type === 2) return { ...times, deliveredAt: status === ORDER_STATUS.delivered ? at(30) : null };
  return {
    ...times,
    assignedAt: at(4),
    arrivedAt: at(8),
    pickedUpAt: at(9),
    deliveredAt: status === ORDER_STATUS.delivered ? at(42) : null,
  };
}
