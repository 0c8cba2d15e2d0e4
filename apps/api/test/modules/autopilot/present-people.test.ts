// The demo autopilot plays only the people who are not there (issue 23, decision 027): a restaurant
// whose console is open (a stream, or an action in the last minutes) keeps its orders, on whichever API
// process the console is connected to; its riders are its own, which nobody can log in as, never a demo
// captain people log in as (decision 041); a captain at the app who was offered the order decides first;
// and once the people are gone (and a pause has passed), it plays them.
import { schema } from '@khabar/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode, signUp, testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { PARK_STREET } from '../../helpers/orders.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
const dp = schema.deliveryPartners;
/** Each test moves minutes of the clock a second at a time, running the jobs at every second. */
const SLOW = 90_000;
let t: TestApp;
let base: string;
let customer: Session;
/**
 * The restaurant's tests order for pickup: their orders need no rider, so the autopilot's three riders
 * (decision 041) are free for the riders' tests, whatever the job runner did with those orders meanwhile.
 */
const PICKUP = { deliveryType: 2 } as const;
/** Slugs of the first demo restaurants (seed order), one per test so their staff never meet. */
let slugs: string[];

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { DEMO_AUTOPILOT: 'true' } });
  base = await listen(t.app);
  customer = await newCustomer(t, '9330006101', 500_000);
  // The demo restaurants nearest the customer's door (Park Street), open at lunch and delivering there.
  slugs = (
    await t.handle.db
      .select({ id: schema.restaurants.id, slug: schema.restaurants.slug })
      .from(schema.restaurants)
      .orderBy(
        sql`(${schema.restaurants.latitude} - ${PARK_STREET.lat})^2 + (${schema.restaurants.longitude} - ${PARK_STREET.lng})^2`,
      )
      .limit(20)
  )
    .filter((r) => t.app.catalog.byId(r.id)?.open)
    .map((r) => r.slug);
  expect(slugs.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t?.close());

/** Moves the clock a second at a time, running due jobs on `app`, until `done` or `limitMs` has passed. */
async function runFor(limitMs: number, done: () => Promise<boolean>, app = t.app): Promise<number> {
  const start = clock.now().getTime();
  while (clock.now().getTime() - start < limitMs) {
    await app.jobs.runDue();
    if (await done()) break;
    clock.advance(1_000);
  }
  return clock.now().getTime() - start;
}

/** Until when the restaurant's (or captain's) people count as present; null if never seen. */
async function presentUntil(kind: 'restaurant' | 'captain', id: number): Promise<Date | null> {
  const [row] = await t.handle.db
    .select({ until: schema.consolePresence.presentUntil })
    .from(schema.consolePresence)
    .where(and(eq(schema.consolePresence.kind, kind), eq(schema.consolePresence.subjectId, id)));
  return row?.until ?? null;
}

/** Gives an open stream's first presence write a moment to land (real time; it is not awaited). */
async function settle(kind: 'restaurant' | 'captain', id: number): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const until = await presentUntil(kind, id);
    if (until && until > clock.now()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const systemSteps = async (orderId: number) =>
  (await eventsOf(t, orderId))
    .filter((e) => e.actorType === 'system' && e.type !== 'offered')
    .map((e) => e.type);

describe('a restaurant with its staff at the console', () => {
  it(
    'keeps its order while the console is open; the autopilot accepts only once it has been closed a while',
    async () => {
      const placed = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[0], ...PICKUP });
      const staff = await logInStaff(t, placed.restaurantId);
      const console = await openStream(
        `${base}/api/partner/restaurants/${placed.restaurantId}/events`,
        staff.token,
      );
      expect(console.status).toBe(200);
      await settle('restaurant', placed.restaurantId);

      // The autopilot's pause (15 s) and two more looks pass with the console open: the order is theirs.
      await runFor(40_000, async () => false);
      expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 1, acceptedAt: null });
      expect(await systemSteps(placed.id)).toEqual([]);
      const list = (await post(t, `partner/restaurants/${placed.restaurantId}/orders`, staff.token)).json()
        .data;
      expect(list.find((o: { id: number }) => o.id === placed.id)).toMatchObject({
        orderstatus_id: 1,
        actions: ['accept', 'reject'],
      });

      // The console closes: the autopilot waits until nobody has been there for a while, then plays them.
      console.close();
      const closedAt = clock.now().getTime();
      await runFor(120_000, async () => (await orderRow(t, placed.id)).orderstatusId !== 1);
      const accepted = (await eventsOf(t, placed.id)).find((e) => e.type === 'accepted');
      expect(accepted).toMatchObject({ actorType: 'system', statusId: 2 });
      expect(accepted!.createdAt.getTime() - closedAt).toBeGreaterThanOrEqual(45_000);
    },
    SLOW,
  );

  it(
    'keeps its order for a few minutes after a staff action, even with the console closed',
    async () => {
      const staffOf = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[1], ...PICKUP });
      const staff = await logInStaff(t, staffOf.restaurantId);
      // The staff accept the first order by hand; the next one comes a minute later.
      expect(
        (await post(t, `partner/orders/${staffOf.id}/accept`, staff.token, { preparation_min: 20 }))
          .statusCode,
      ).toBe(200);
      clock.advance(60_000);
      const next = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[1], ...PICKUP });
      // Nobody accepts it: the acceptance window (2 minutes) ends it, the autopilot never took it.
      await runFor(150_000, async () => (await orderRow(t, next.id)).orderstatusId === 6);
      expect((await eventsOf(t, next.id)).map((e) => [e.type, e.actorType])).toEqual([
        ['placed', 'customer'],
        ['auto_cancelled', 'system'],
        ['refunded', 'system'],
      ]);
    },
    SLOW,
  );

  it(
    'is seen from every API process: a console open on one keeps the autopilot on the other away',
    async () => {
      const other = await createTestApp({
        now: clock.now,
        handle: t.handle,
        env: { DEMO_AUTOPILOT: 'true' },
      });
      try {
        const placed = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[2], ...PICKUP });
        const staff = await logInStaff(t, placed.restaurantId);
        // The console's stream is held by this process; the jobs run on the other one.
        const console = await openStream(
          `${base}/api/partner/restaurants/${placed.restaurantId}/events`,
          staff.token,
        );
        await settle('restaurant', placed.restaurantId);
        await runFor(40_000, async () => false, other.app);
        expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 1 });
        expect(await systemSteps(placed.id)).toEqual([]);
        console.close();
        await runFor(120_000, async () => (await orderRow(t, placed.id)).orderstatusId !== 1, other.app);
        expect(await systemSteps(placed.id)).toEqual(['accepted']);
      } finally {
        await other.close();
      }
    },
    SLOW,
  );
});

describe('the autopilot’s riders', () => {
  it(
    'plays the absent captain of an order the staff accepted by hand, and leaves the kitchen’s steps to them',
    async () => {
      const placed = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[3] });
      const staff = await logInStaff(t, placed.restaurantId);
      expect(
        (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 20 }))
          .statusCode,
      ).toBe(200);
      // Its rider comes and waits at the counter: the kitchen's "ready" is the staff's to say.
      await runFor(120_000, async () => (await orderRow(t, placed.id)).arrivedAt !== null);
      expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 3, readyAt: null });
      await runFor(60_000, async () => false);
      expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 3, readyAt: null });
      expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).statusCode).toBe(200);
      await runFor(5 * 60_000, async () => (await orderRow(t, placed.id)).orderstatusId === 5);
      expect(
        (await eventsOf(t, placed.id)).filter((e) => e.type !== 'offered').map((e) => [e.type, e.actorType]),
      ).toEqual([
        ['placed', 'customer'],
        ['accepted', 'restaurant'],
        ['assigned', 'system'],
        ['arrived', 'system'],
        ['ready', 'restaurant'],
        ['picked_up', 'system'],
        ['delivered', 'system'],
      ]);
    },
    SLOW,
  );

  it(
    'lets a captain at the app who was offered the order take it, and never acts for them after',
    async () => {
      const captain = await logInCaptain(t, 4);
      const placed = await placeOrder(t, customer, { method: 'WALLET', slug: slugs[4] });
      const [r] = await t.handle.db
        .select({ lat: schema.restaurants.latitude, lng: schema.restaurants.longitude })
        .from(schema.restaurants)
        .where(eq(schema.restaurants.id, placed.restaurantId));
      await onDutyAt(t, captain, r!.lat, r!.lng);
      // Nobody at the restaurant: the autopilot accepts; the captain on duty is offered it at once.
      await runFor(
        30_000,
        async () => (await post(t, 'captain/me', captain.token)).json().data.offer !== null,
      );
      const offer = (await post(t, 'captain/me', captain.token)).json().data.offer;
      expect(offer.order.id).toBe(placed.id);
      // The autopilot's rider would come 10 s after the accept: it waits while the captain decides.
      await runFor(25_000, async () => false);
      expect(await orderRow(t, placed.id)).toMatchObject({ orderstatusId: 2, deliveryPartnerId: null });
      expect((await post(t, `captain/offers/${offer.id}/accept`, captain.token)).statusCode).toBe(200);
      await runFor(5 * 60_000, async () => false);
      expect(await orderRow(t, placed.id)).toMatchObject({
        orderstatusId: 3,
        deliveryPartnerId: captain.partnerId,
        arrivedAt: null,
      });
      expect(await systemSteps(placed.id)).toEqual(['accepted', 'ready']);
      await post(t, `captain/orders/${placed.id}/arrive`, captain.token);
      await post(t, `captain/orders/${placed.id}/pick-up`, captain.token);
      await post(t, `captain/orders/${placed.id}/deliver`, captain.token, {
        pin: (await orderRow(t, placed.id)).deliveryPin,
      });
      await post(t, 'captain/duty', captain.token, { on_duty: false });
    },
    SLOW,
  );

  it(
    'rides only its own riders, never a demo captain: with all of them out, an order waits for one',
    async () => {
      const riders = await t.handle.db.select().from(dp).where(eq(dp.autopilotRider, true));
      expect(riders.length).toBeGreaterThanOrEqual(3);
      // The walk of issue 23: a demo captain goes on duty and off again, and logs out. Nobody is logged
      // in as the other demo captains or at their app: the autopilot rode them before decision 041.
      const first = await logInCaptain(t, 1);
      await post(t, 'captain/duty', first.token, { on_duty: true });
      await post(t, 'captain/duty', first.token, { on_duty: false });
      expect((await post(t, 'logout', first.token)).statusCode).toBe(200);

      // One order more than it has riders free (the first carries the seeded order on its way).
      const carrying = await t.handle.db
        .select({ id: schema.orders.deliveryPartnerId })
        .from(schema.orders)
        .where(inArray(schema.orders.orderstatusId, [3, 4]));
      const free = riders.filter((r) => !carrying.some((c) => c.id === r.id)).map((r) => r.id);
      expect(free.length).toBeGreaterThanOrEqual(2);
      const placed = [];
      for (let i = 0; i <= free.length; i++) {
        placed.push(await placeOrder(t, customer, { method: 'WALLET', slug: slugs[5] }));
      }
      // Accepted at 15 s, riders from 25 s on, asked again every 5 s.
      await runFor(45_000, async () => false);
      const rows = await Promise.all(placed.map((o) => orderRow(t, o.id)));
      expect(
        rows
          .map((r) => r.deliveryPartnerId)
          .filter((id) => id !== null)
          .sort(),
      ).toEqual([...free].sort());
      const waiting = rows.find((r) => r.deliveryPartnerId === null)!;
      expect(waiting).toMatchObject({ orderstatusId: 2 });
      for (const o of placed) {
        expect((await systemSteps(o.id)).slice(0, 2)).toEqual(
          o.id === waiting.id ? ['accepted'] : ['accepted', 'assigned'],
        );
      }

      // A rider back from their trip takes it.
      await runFor(6 * 60_000, async () => (await orderRow(t, waiting.id)).deliveryPartnerId !== null);
      expect(free).toContain((await orderRow(t, waiting.id)).deliveryPartnerId);
    },
    SLOW,
  );

  it('has riders nobody can log in as: no account on their number, and an account made on it is no captain', async () => {
    const [rider] = await t.handle.db
      .select()
      .from(dp)
      .where(eq(dp.autopilotRider, true))
      .orderBy(desc(dp.id))
      .limit(1);
    expect(rider).toMatchObject({ userId: null, isOnDuty: false });
    // Refused as any number without an account is.
    const unknown = (await sendCode(t.app, '9330006199')).json();
    expect(unknown).toEqual({ success: false, message: 'No account with this number. Sign up.' });
    expect((await sendCode(t.app, rider!.phone)).json()).toEqual(unknown);
    // Someone who signs up on it is a customer, not the rider.
    const someone = await signUp(t.app, rider!.phone, 'Someone Else');
    expect((await post(t, 'captain/me', someone.token)).statusCode).toBe(404);
    expect((await post(t, 'captain/duty', someone.token, { on_duty: true })).statusCode).toBe(404);
    // And the database keeps it so: a rider of the autopilot never has an account.
    await expect(
      t.handle.db.update(dp).set({ userId: someone.user.id }).where(eq(dp.id, rider!.id)),
    ).rejects.toThrow();
    expect((await t.handle.db.select().from(dp).where(eq(dp.id, rider!.id)))[0]).toMatchObject({
      userId: null,
    });
  });
});
