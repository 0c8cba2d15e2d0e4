// The demo city: believable, honest and the same on every machine.
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, SEED_NOW } from '../../../apps/api/test/helpers/test-database.ts';
import {
  countDemoAccounts,
  type DbHandle,
  kolkataPlaces,
  migrateDb,
  openDb,
  schema,
  seedDatabase,
} from '../src/index.ts';

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h?.close());

const count = async (table: PgTable) =>
  (await h.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('the demo city', () => {
  it('has the restaurants, dishes and people of docs/product.md, Demo data', async () => {
    expect(await count(schema.restaurants)).toBeGreaterThanOrEqual(40);
    const perRestaurant = await h.db
      .select({ id: schema.items.restaurantId, n: sql<number>`count(*)::int` })
      .from(schema.items)
      .groupBy(schema.items.restaurantId);
    for (const r of perRestaurant) {
      expect(r.n).toBeGreaterThanOrEqual(15);
      expect(r.n).toBeLessThanOrEqual(40);
    }
    const rs = await h.db.select().from(schema.restaurants);
    expect(rs.some((r) => !r.isActive)).toBe(true);
    expect(rs.some((r) => !r.isAcceptingOrders)).toBe(true);
    expect(rs.some((r) => r.isPureVeg)).toBe(true);
    expect(rs.some((r) => r.isFeatured)).toBe(true);
    expect(rs.some((r) => !r.isAcceptCod)).toBe(true);
    expect(new Set(rs.map((r) => r.deliveryChargeType))).toEqual(new Set(['DYNAMIC', 'FIXED']));
    expect(await count(schema.ratings)).toBeGreaterThan(100);
    expect(await count(schema.promoSlides)).toBe(5);
  });

  it('places every restaurant and gazetteer entry inside the Kolkata region', async () => {
    expect(kolkataPlaces.length).toBeGreaterThanOrEqual(150);
    const inside = (lat: number, lng: number) => lat > 22.3 && lat < 22.8 && lng > 88.1 && lng < 88.6;
    for (const p of kolkataPlaces) expect(inside(p.lat, p.lng), p.name).toBe(true);
    for (const r of await h.db.select().from(schema.restaurants))
      expect(inside(r.latitude, r.longitude), r.name).toBe(true);
    expect(new Set(kolkataPlaces.map((p) => p.name)).size).toBe(kolkataPlaces.length);
  });

  it('gives pure-veg restaurants only veg dishes without egg', async () => {
    const bad = await h.db
      .select({ name: schema.items.name })
      .from(schema.items)
      .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.items.restaurantId))
      .where(
        and(
          eq(schema.restaurants.isPureVeg, true),
          sql`(not ${schema.items.isVeg} or ${schema.items.hasEgg})`,
        ),
      );
    expect(bad).toEqual([]);
  });

  it('has coupons of both types with caps and minimums, some inactive', async () => {
    const cs = await h.db.select().from(schema.coupons);
    expect(new Set(cs.map((c) => c.discountType))).toEqual(new Set(['PERCENTAGE', 'AMOUNT']));
    expect(cs.some((c) => !c.isActive)).toBe(true);
    expect(cs.some((c) => c.restaurantId === null)).toBe(true);
    for (const c of cs) expect(c.minOrderAmountPaise).toBeGreaterThan(0);
  });

  it('keeps the demo customer’s wallet equal to the sum of their ledger', async () => {
    const [demo] = await h.db.select().from(schema.users).where(eq(schema.users.phone, '9876543210'));
    expect(demo).toBeDefined();
    const ledger = await h.db
      .select()
      .from(schema.walletTransactions)
      .where(eq(schema.walletTransactions.userId, demo!.id))
      .orderBy(schema.walletTransactions.id);
    expect(ledger.length).toBeGreaterThan(0);
    let balance = 0;
    for (const t of ledger) {
      balance += t.amountPaise;
      expect(t.balanceAfterPaise).toBe(balance);
    }
    expect(demo!.walletBalancePaise).toBe(balance);
    const addresses = await h.db.select().from(schema.addresses).where(eq(schema.addresses.userId, demo!.id));
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.map((a) => a.id)).toContain(demo!.defaultAddressId);
  });

  it('prices every seeded order so that its parts add up', async () => {
    const orders = await h.db.select().from(schema.orders);
    expect(orders.length).toBeGreaterThan(0);
    for (const o of orders) {
      const lines = await h.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, o.id));
      expect(lines.reduce((s, l) => s + l.pricePaise * l.quantity, 0)).toBe(o.subtotalPaise);
      expect(o.totalPaise).toBe(
        o.subtotalPaise +
          o.restaurantChargePaise +
          o.taxPaise +
          o.deliveryChargePaise +
          o.driverTipPaise -
          o.discountPaise,
      );
      expect(o.walletPaise + o.payablePaise).toBe(o.totalPaise);
      expect(o.totalPaise % 100).toBe(0);
    }
  });

  it('gives every restaurant a staff account 70000000NN in seed order, and ten or more demo captains 60000000NN', async () => {
    const rs = await h.db.select().from(schema.restaurants).orderBy(schema.restaurants.id);
    const staff = await h.db
      .select({ phone: schema.users.phone, restaurantId: schema.restaurantStaff.restaurantId })
      .from(schema.restaurantStaff)
      .innerJoin(schema.users, eq(schema.users.id, schema.restaurantStaff.userId));
    rs.forEach((r, i) => {
      const phone = `70000000${String(i + 1).padStart(2, '0')}`;
      expect(staff.filter((s) => s.restaurantId === r.id).map((s) => s.phone)).toEqual([phone]);
    });
    const captains = await h.db
      .select({ captain: schema.deliveryPartners, phone: schema.users.phone })
      .from(schema.deliveryPartners)
      .innerJoin(schema.users, eq(schema.users.id, schema.deliveryPartners.userId))
      .orderBy(schema.deliveryPartners.id);
    expect(captains.length).toBeGreaterThanOrEqual(10);
    captains.forEach(({ captain, phone }, i) => {
      expect(phone).toBe(`60000000${String(i + 1).padStart(2, '0')}`);
      expect(captain.phone).toBe(phone);
      expect(captain.isDemo).toBe(true);
      // People log in as them: never the autopilot's riders (decision 041).
      expect(captain.autopilotRider).toBe(false);
      expect(captain.isOnDuty).toBe(false);
      expect(captain.photo).toMatch(/^captains\/[a-z-]+\.svg$/);
      expect(captain.vehicleNumber).toMatch(/^WB \d{2} [A-Z]{1,2} \d{4}$/);
      expect(captain.latitude! > 22.3 && captain.latitude! < 22.8).toBe(true);
      expect(captain.longitude! > 88.1 && captain.longitude! < 88.6).toBe(true);
    });
  });

  it('gives the demo autopilot three riders of its own, with no account, one carrying the order on its way', async () => {
    const riders = await h.db
      .select()
      .from(schema.deliveryPartners)
      .where(eq(schema.deliveryPartners.autopilotRider, true))
      .orderBy(schema.deliveryPartners.id);
    expect(riders).toHaveLength(3);
    for (const [i, rider] of riders.entries()) {
      expect(rider).toMatchObject({
        userId: null,
        phone: `60000001${String(i + 1).padStart(2, '0')}`,
        isDemo: true,
        isOnDuty: false,
        suspendedAt: null,
      });
      expect(rider.photo).toMatch(/^captains\/[a-z-]+\.svg$/);
      // Nobody can log in as them: no account on their number either.
      expect(await h.db.select().from(schema.users).where(eq(schema.users.phone, rider.phone))).toEqual([]);
    }
    const onTheWay = await h.db.select().from(schema.orders).where(eq(schema.orders.orderstatusId, 4));
    expect(onTheWay.map((o) => o.deliveryPartnerId)).toEqual([riders[0]!.id]);
    // The others wait somewhere in the city for the orders nobody plays.
    for (const rider of riders.slice(1)) {
      expect(rider.latitude! > 22.3 && rider.latitude! < 22.8).toBe(true);
      expect(rider.longitude! > 88.1 && rider.longitude! < 88.6).toBe(true);
    }
  });

  it('gives every past order of the demo customer the step times its status implies', async () => {
    for (const o of await h.db.select().from(schema.orders)) {
      expect(o.placedAt).not.toBeNull();
      if (o.orderstatusId === 5) expect(o.deliveredAt).not.toBeNull();
      if (o.orderstatusId === 6) expect(o.cancelledAt).not.toBeNull();
      if (o.orderstatusId === 4) expect(o.pickedUpAt).not.toBeNull();
    }
  });

  it('knows every account it made on a public number (production refuses them)', async () => {
    // The demo customer, 32 reviewers, 48 restaurants' staff, 12 captains and 2 operators: every
    // account it made.
    expect(await countDemoAccounts(h.db)).toBe(95);
    expect(await count(schema.users)).toBe(95);
  });

  it('is the same on every run, and refuses to seed twice', async () => {
    const fresh = await openDb();
    try {
      await migrateDb(fresh);
      await seedDatabase(fresh.db, { now: SEED_NOW });
      const pick = (d: DbHandle) =>
        d.db
          .select({
            slug: schema.restaurants.slug,
            lat: schema.restaurants.latitude,
            rating: schema.restaurants.rating,
            fee: schema.restaurants.baseDeliveryChargePaise,
          })
          .from(schema.restaurants)
          .orderBy(schema.restaurants.id);
      expect(await pick(fresh)).toEqual(await pick(h));
      const prices = (d: DbHandle) =>
        d.db.select({ p: sql<string>`sum(${schema.items.pricePaise})::text` }).from(schema.items);
      expect(await prices(fresh)).toEqual(await prices(h));
      const people = (d: DbHandle) =>
        d.db
          .select({ phone: schema.users.phone, name: schema.users.name })
          .from(schema.users)
          .orderBy(schema.users.id);
      expect(await people(fresh)).toEqual(await people(h));
      const captains = (d: DbHandle) =>
        d.db
          .select({ lat: schema.deliveryPartners.latitude, vehicle: schema.deliveryPartners.vehicleNumber })
          .from(schema.deliveryPartners)
          .orderBy(schema.deliveryPartners.id);
      expect(await captains(fresh)).toEqual(await captains(h));
      await expect(seedDatabase(fresh.db, { now: SEED_NOW })).rejects.toThrow(/already seeded/);
    } finally {
      await fresh.close();
    }
  }, 30_000);
});
