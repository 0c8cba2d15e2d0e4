// Orders for later (issue 27, decision 048): the slot is checked where the order is priced, the
// coupon and the opening hours are the slot's, the order is paid at once and reaches the kitchen only
// at its release (a durable job), and until then nobody but the customer (free) or an operator acts on it.
import { schema } from '@khabar/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../src/modules/jobs/index.ts';
import { testClock } from '../../helpers/accounts.ts';
import {
  eventsOf,
  logInStaff,
  newCustomer,
  orderRow,
  payOrder,
  post,
  refundsOf,
  type Session,
} from '../../helpers/lifecycle.ts';
import { dishesOf, PARK_STREET, walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME); // Thursday 13:00 in Kolkata
const MIN = 60_000;
/** An India time on Thursday (day 0) or Friday (day 1) of the test's week, as an instant. */
const ist = (day: 0 | 1 | 2, hh: number, mm = 0) =>
  new Date(Date.UTC(2026, 10, 19 + day, hh, mm) - 330 * MIN);

let t: TestApp;
let customer: Session;
let staff: Session;
let restaurantId: number;
let dishId: number;

/** The restaurant's week for these tests: closed now (Thu 13:00), open Thu evening and Fri lunch. */
async function setHours(rows: Array<[day: number, opens: number, closes: number]>) {
  await t.handle.db
    .delete(schema.restaurantHours)
    .where(eq(schema.restaurantHours.restaurantId, restaurantId));
  await t.handle.db
    .insert(schema.restaurantHours)
    .values(
      rows.map(([dayOfWeek, opensMin, closesMin]) => ({ restaurantId, dayOfWeek, opensMin, closesMin })),
    );
  await t.app.catalog.load(t.app.db);
}

const cart = (extra: object = {}) => ({
  order: [{ id: dishId, quantity: 2 }],
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  partial_wallet: false,
  method: 'WALLET',
  ...extra,
});

const quote = (body: object, who: Session | null = customer) =>
  post(t, 'cart-quote', who?.token ?? null, body);

/** Places at the quoted total; returns the answer of place-order. */
async function place(extra: object = {}, who = customer) {
  const body = cart(extra);
  const q = await quote(body, who);
  if (q.statusCode !== 200) return q;
  return post(t, 'place-order', who.token, { ...body, total: q.json().data.bill.total });
}

const jobsOf = (orderId: number) =>
  t.handle.db
    .select({ name: schema.jobs.name, runAt: schema.jobs.runAt, status: schema.jobs.status })
    .from(schema.jobs)
    .where(eq(schema.jobs.singletonKey, `release-order:${orderId}`));

const autoCancelJobs = (orderId: number) =>
  t.handle.db
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(eq(schema.jobs.singletonKey, `auto-cancel:${orderId}`));

const alertsOf = (orderId: number) =>
  t.handle.db
    .select({ message: schema.notifications.message })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.orderId, orderId)))
    .orderBy(asc(schema.notifications.id));

const consoleOrder = async (orderId: number) => {
  const list = (await post(t, `partner/restaurants/${restaurantId}/orders`, staff.token)).json().data;
  return (list as Array<{ id: number }>).find((o) => o.id === orderId) as Record<string, unknown> | undefined;
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const menu = await dishesOf(t, 'aminia-darbar');
  restaurantId = menu.restaurantId;
  dishId = menu.dishes.find((d) => d.pricePaise >= 15000)!.id;
  customer = await newCustomer(t, '9330027001', 2_000_000);
  staff = await logInStaff(t, restaurantId);
  // Thu 18:00-22:00 and Fri 12:00-15:00: closed at the test's lunch time.
  await setHours([
    [4, 18 * 60, 22 * 60],
    [5, 12 * 60, 15 * 60],
  ]);
});
afterAll(() => t?.close());

describe('the slots on offer', () => {
  it('are today’s and tomorrow’s half hours within the hours, from 45 minutes ahead', async () => {
    const res = await post(t, 'get-schedule-slots', null, { restaurant_id: restaurantId });
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().data.slots as Array<{ start: string; day: string; label: string }>;
    const today = slots.filter((s) => s.day === 'today');
    const tomorrow = slots.filter((s) => s.day === 'tomorrow');
    expect(today.map((s) => s.label)).toEqual([
      '6:00-6:30 pm',
      '6:30-7:00 pm',
      '7:00-7:30 pm',
      '7:30-8:00 pm',
      '8:00-8:30 pm',
      '8:30-9:00 pm',
      '9:00-9:30 pm',
      '9:30-10:00 pm',
    ]);
    expect(tomorrow[0]).toEqual({
      start: ist(1, 12).toISOString(),
      end: ist(1, 12, 30).toISOString(),
      day: 'tomorrow',
      label: '12:00-12:30 pm',
    });
    expect(tomorrow.at(-1)?.label).toBe('2:30-3:00 pm');
  });

  it('refuses a restaurant that does not exist and input that is not an id', async () => {
    expect((await post(t, 'get-schedule-slots', null, { restaurant_id: 999_999 })).statusCode).toBe(404);
    expect((await post(t, 'get-schedule-slots', null, { restaurant_id: 'x\u0000' })).statusCode).toBe(400);
  });
});

describe('a chosen slot', () => {
  it('is refused, saying why: too soon, too far, outside the hours, not a slot, not a time', async () => {
    await setHours([
      [4, 11 * 60, 22 * 60],
      [5, 12 * 60, 15 * 60],
      [6, 12 * 60, 15 * 60],
    ]);
    const refusal = async (at: string) => {
      const res = await quote(cart({ scheduled_for: at }));
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await refusal(ist(0, 13, 30).toISOString())).toEqual({
      status: 422,
      message: 'Choose a time at least 45 minutes from now.',
    });
    expect(await refusal(ist(2, 13).toISOString())).toEqual({
      status: 422,
      message: 'Orders can be scheduled for today or tomorrow only.',
    });
    expect(await refusal(ist(1, 16).toISOString())).toEqual({
      status: 422,
      message: 'Aminia Darbar is closed at that time.',
    });
    // A slot running past closing is not within the hours either.
    expect((await refusal(ist(1, 14, 45).toISOString())).status).toBe(422);
    expect((await refusal(ist(1, 14, 30).toISOString())).status).toBe(200);
    expect(await refusal(ist(1, 13, 10).toISOString())).toEqual({
      status: 422,
      message: 'Choose one of the offered times (on the hour or half past).',
    });
    expect((await refusal('tomorrow at one')).status).toBe(400);
    expect((await refusal('2026-11-20T07:30:00Z\u0000')).status).toBe(400);
    // place-order says the same as the quote.
    const placed = await post(t, 'place-order', customer.token, {
      ...cart({ scheduled_for: ist(0, 13, 30).toISOString() }),
      total: 1,
    });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe('Choose a time at least 45 minutes from now.');
  });

  it('takes the coupon at the slot: valid today but ended tomorrow is refused for tomorrow', async () => {
    await t.handle.db.insert(schema.coupons).values({
      code: 'TODAY50',
      name: 'Today only',
      discountType: 'AMOUNT',
      discountValue: 5000,
      minOrderAmountPaise: 0,
      startsAt: null,
      endsAt: ist(0, 23, 59),
    });
    await t.app.catalog.load(t.app.db);
    const forToday = await quote(cart({ coupon: 'TODAY50', scheduled_for: ist(0, 19).toISOString() }));
    expect(forToday.json().data.coupon).toMatchObject({ applied: true });
    const forTomorrow = await quote(cart({ coupon: 'TODAY50', scheduled_for: ist(1, 13).toISOString() }));
    expect(forTomorrow.json().data.coupon).toEqual({
      code: 'TODAY50',
      applied: false,
      message: 'This coupon ends before your slot (Fri 1:00-1:30 pm).',
    });
    const placed = await place({ coupon: 'TODAY50', scheduled_for: ist(1, 13).toISOString() });
    expect(placed.statusCode).toBe(422);
    expect(placed.json().message).toBe('This coupon ends before your slot (Fri 1:00-1:30 pm).');
  });
});

describe('an order for tomorrow’s lunch from a restaurant closed now', () => {
  let orderId: number;
  let releaseAt: Date;

  it('is accepted, paid now, kept off the kitchen with its release time', async () => {
    await setHours([
      [4, 18 * 60, 22 * 60],
      [5, 12 * 60, 15 * 60],
    ]);
    expect((await quote(cart())).json().data.blocker).toBe('Restaurant is closed.');
    const slot = ist(1, 13);
    const q = await quote(cart({ scheduled_for: slot.toISOString() }));
    expect(q.json().data.blocker).toBeNull();
    const promised = q.json().data.promised_minutes as number;
    const before = await walletOf(t, customer.user.id);

    const res = await place({ scheduled_for: slot.toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().data.id;
    const row = await orderRow(t, orderId);
    releaseAt = new Date(slot.getTime() - promised * MIN);
    expect(row).toMatchObject({ orderstatusId: 1, placedAt: null, scheduledFor: slot, releaseAt });
    expect(row.promisedAt).toEqual(new Date(slot.getTime() + 30 * MIN));
    expect((await walletOf(t, customer.user.id)).balance).toBe(before.balance - row.totalPaise);
    expect(await jobsOf(orderId)).toMatchObject([{ name: 'release-order', runAt: releaseAt }]);
    expect(await autoCancelJobs(orderId)).toEqual([]);
    expect((await alertsOf(orderId)).at(-1)?.message).toMatch(/is scheduled for Fri 1:00-1:30 pm\.$/);

    // The console shows it as upcoming, with nothing to do yet; the customer sees the slot.
    expect(await consoleOrder(orderId)).toMatchObject({
      scheduled_for: slot.toISOString(),
      release_at: releaseAt.toISOString(),
      accept_by: null,
      actions: [],
    });
    const details = (await post(t, 'get-order-details', customer.token, { order_id: orderId })).json().data;
    expect(details).toMatchObject({
      scheduled_for: slot.toISOString(),
      placed_at: null,
      cancellable_until: releaseAt.toISOString(),
    });
  });

  it('cannot be accepted, auto-cancelled or auto-piloted before its release', async () => {
    const accept = await post(t, `partner/orders/${orderId}/accept`, staff.token, { preparation_min: 15 });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe('Scheduled for Fri 1:00-1:30 pm: it is not in the kitchen yet.');
    // Jobs that would act on an order in the kitchen leave it alone (they run as if their time had come).
    await enqueueJob({
      tx: t.app.db,
      job: { name: 'auto-cancel', payload: { orderId }, runAt: clock.now() },
    });
    await enqueueJob({
      tx: t.app.db,
      job: {
        name: 'autopilot',
        payload: { orderId, step: 'accept' },
        runAt: clock.now(),
      },
    });
    await t.app.jobs.runDue();
    expect(await orderRow(t, orderId)).toMatchObject({ orderstatusId: 1, placedAt: null, acceptedAt: null });
  });

  it('reaches the console at its release time, once, and then follows the usual windows', async () => {
    clock.advance(releaseAt.getTime() - clock.now().getTime() - MIN);
    await t.app.jobs.runDue();
    expect((await orderRow(t, orderId)).placedAt).toBeNull();

    clock.advance(MIN);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const row = await orderRow(t, orderId);
    expect(row.placedAt).toEqual(releaseAt);
    expect((await eventsOf(t, orderId)).filter((e) => e.type === 'released')).toHaveLength(1);
    expect(await autoCancelJobs(orderId)).toHaveLength(1);
    expect(await consoleOrder(orderId)).toMatchObject({
      release_at: null,
      placed_at: releaseAt.toISOString(),
      actions: expect.arrayContaining(['accept', 'reject']),
    });

    // The customer's free cancel has ended with the release; the usual 2 minutes run from it.
    clock.advance(121_000);
    const cancel = await post(t, 'cancel-order', customer.token, { order_id: orderId });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('Orders cannot be cancelled after 2 minutes of booking.');
    const accept = await post(t, `partner/orders/${orderId}/accept`, staff.token, { preparation_min: 15 });
    expect(accept.statusCode, accept.body).toBe(200);
  });
});

describe('before its release', () => {
  it('the customer cancels free, and gets the whole payment back once', async () => {
    clock.advance(ist(1, 7).getTime() - clock.now().getTime()); // Friday 7:00 am
    const before = await walletOf(t, customer.user.id);
    const res = await place({ scheduled_for: ist(1, 14).toISOString() });
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().data.id;
    clock.advance(30 * MIN); // long past the 2 minutes of an order for now
    const cancel = await post(t, 'cancel-order', customer.token, { order_id: orderId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.orderstatus_id).toBe(6);
    expect(await refundsOf(t, orderId)).toHaveLength(1);
    expect((await walletOf(t, customer.user.id)).balance).toBe(before.balance);
    // The release job finds nothing to do.
    clock.advance(ist(1, 14).getTime() - clock.now().getTime());
    await t.app.jobs.runDue();
    expect(await orderRow(t, orderId)).toMatchObject({ orderstatusId: 6, placedAt: null });
    expect(await refundsOf(t, orderId)).toHaveLength(1);
  });

  it('a restaurant deactivated is cancelled at the release, refunded once, and the customer told', async () => {
    clock.advance(ist(1, 7).getTime() - clock.now().getTime() + 24 * 60 * MIN); // Saturday 7:00 am
    await setHours([
      [6, 12 * 60, 15 * 60],
      [0, 12 * 60, 15 * 60],
    ]);
    const online = await place({ method: 'RAZORPAY', scheduled_for: ist(2, 13).toISOString() });
    expect(online.statusCode, online.body).toBe(201);
    const orderId = online.json().data.id;
    await payOrder(t, customer, {
      id: orderId,
      providerOrderId: online.json().data.payment.provider_order_id,
    });
    const paid = await orderRow(t, orderId);
    // Paid, and still not the kitchen's.
    expect(paid).toMatchObject({ orderstatusId: 1, placedAt: null });
    expect(await jobsOf(orderId)).toHaveLength(1);

    await t.handle.db
      .update(schema.restaurants)
      .set({ isActive: false })
      .where(eq(schema.restaurants.id, restaurantId));
    clock.advance((paid.releaseAt as Date).getTime() - clock.now().getTime());
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const row = await orderRow(t, orderId);
    expect(row).toMatchObject({ orderstatusId: 6, cancelledBy: 'system', placedAt: null });
    const refunds = await refundsOf(t, orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'gateway', amountPaise: paid.payablePaise });
    expect((await alertsOf(orderId)).map((a) => a.message)).toContainEqual(
      expect.stringContaining('cannot take your order'),
    );
    await t.app.jobs.runDue();
    expect(await refundsOf(t, orderId)).toHaveLength(1);
    await t.handle.db
      .update(schema.restaurants)
      .set({ isActive: true })
      .where(eq(schema.restaurants.id, restaurantId));
  });
});
