// The late-delivery promise kept by the system and refund credit that expires (issue 26, decision 044),
// on the server's clock (a test clock moved by hand). Five orders are placed at the same moment and
// delivered at different times, their riders reporting from different places; the durable job the
// delivery enqueued grants 10 % of the food value once, to the wallet, as credit valid 30 days. Then
// the hourly expiry takes back only what is unspent of a refund credit, once, and nothing else.
import { schema } from '@khabar/db';
import { lateCreditAmount, REFUND_CREDIT_VALID_MS } from '@khabar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRefundIntoWallet } from '../../../src/modules/lifecycle/index.ts';
import { grantLateCredit } from '../../../src/modules/promises/index.ts';
import { expireWalletCredits, scheduleWalletExpiry } from '../../../src/modules/wallet/index.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
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
import { creditWallet, PARK_STREET, walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
const MIN = 60_000;
/** About one metre of latitude. */
const M = 1 / 111_195;
const T0 = LUNCH_TIME.getTime();
const at = (min: number) => new Date(T0 + min * MIN);
/** Moves the test clock to `min` minutes after the orders were placed. */
const moveTo = (min: number) => clock.advance(T0 + min * MIN - clock.now().getTime());

let t: TestApp;
let support: Session;
let customer: Session;
let staff: Session;
type Captain = Awaited<ReturnType<typeof logInCaptain>>;
const captains: Captain[] = [];
/** far: rider 2 km away at the mark; near: 100 m away at the mark; onTime: delivered at 59 min;
 *  nearLate: far at the mark, at the door only after it; pickup: collected at the counter at 61 min. */
const o = {} as Record<
  'far' | 'near' | 'onTime' | 'nearLate' | 'pickup',
  { id: number; uniqueOrderId: string }
>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330060001');
  for (const key of ['far', 'near', 'onTime', 'nearLate'] as const) {
    o[key] = await placeOrder(t, customer, { method: 'COD' });
  }
  o.pickup = await placeOrder(t, customer, { method: 'RAZORPAY', deliveryType: 2 });
  staff = await logInStaff(t, (await orderRow(t, o.far.id)).restaurantId);
  for (const key of Object.keys(o) as (keyof typeof o)[]) {
    const res = await post(t, `partner/orders/${o[key].id}/accept`, staff.token, { preparation_min: 10 });
    expect(res.statusCode, res.body).toBe(200);
  }
  const delivery = ['far', 'near', 'onTime', 'nearLate'] as const;
  for (const [i, key] of delivery.entries()) {
    const captain = await logInCaptain(t, i + 1);
    captains.push(captain);
    await onDutyAt(t, captain, PARK_STREET.lat + 3000 * M, PARK_STREET.lng);
    const given = await post(t, `admin/orders/${o[key].id}/reassign-captain`, support.token, {
      reason: 'Phoned the captain, who is nearby',
      captain_id: captain.partnerId,
      current_captain_id: null,
    });
    expect(given.statusCode, given.body).toBe(200);
    expect((await post(t, `captain/orders/${o[key].id}/arrive`, captain.token)).statusCode).toBe(200);
    await post(t, `partner/orders/${o[key].id}/ready`, staff.token);
    const picked = await post(t, `captain/orders/${o[key].id}/pick-up`, captain.token);
    expect(picked.statusCode, picked.body).toBe(200);
  }
  expect((await post(t, `partner/orders/${o.pickup.id}/ready`, staff.token)).statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

const riderOf = (key: 'far' | 'near' | 'onTime' | 'nearLate') =>
  captains[['far', 'near', 'onTime', 'nearLate'].indexOf(key)]!;
/** The rider of `key` reports from `northM` metres north of the door. */
async function report(key: 'far' | 'near' | 'onTime' | 'nearLate', northM: number) {
  const res = await post(t, 'captain/position', riderOf(key).token, {
    latitude: PARK_STREET.lat + northM * M,
    longitude: PARK_STREET.lng,
    accuracy_m: 10,
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function deliver(key: 'far' | 'near' | 'onTime' | 'nearLate') {
  const pin = (await orderRow(t, o[key].id)).deliveryPin;
  const res = await post(t, `captain/orders/${o[key].id}/deliver`, riderOf(key).token, { pin });
  expect(res.statusCode, res.body).toBe(200);
}
const tracking = async (key: keyof typeof o) => {
  const res = await post(t, 'get-order-tracking', customer.token, { order_id: o[key].id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.late_credit as { mark_at: string; amount: string; credited: boolean } | null;
};
const creditsOf = (orderId: number) =>
  t.handle.db
    .select()
    .from(schema.lateDeliveryCredits)
    .where(eq(schema.lateDeliveryCredits.orderId, orderId));
const jobsOf = (orderId: number) =>
  t.handle.db
    .select({ status: schema.jobs.status })
    .from(schema.jobs)
    .where(eq(schema.jobs.singletonKey, `late-credit:${orderId}`));
const alertsOf = (orderId: number) =>
  t.handle.db
    .select({ title: schema.notifications.title, message: schema.notifications.message })
    .from(schema.notifications)
    .where(
      and(eq(schema.notifications.orderId, orderId), eq(schema.notifications.title, 'Late delivery credit')),
    );
const ledgerOf = (userId: number) =>
  t.handle.db
    .select()
    .from(schema.walletTransactions)
    .where(eq(schema.walletTransactions.userId, userId))
    .orderBy(asc(schema.walletTransactions.id));
const amountOf = async (key: keyof typeof o) => {
  const row = await orderRow(t, o[key].id);
  return lateCreditAmount(row.subtotalPaise, row.discountPaise);
};

describe('the late-delivery credit', () => {
  it('on the way, tracking says what comes back after the 60-minute mark; pickup says nothing', async () => {
    moveTo(10);
    for (const key of ['far', 'near', 'nearLate'] as const) await report(key, 2000);
    const far = await tracking('far');
    expect(far).toEqual({
      mark_at: at(60).toISOString(),
      amount: ((await amountOf('far')) / 100).toFixed(2),
      credited: false,
    });
    expect(await amountOf('far')).toBeGreaterThanOrEqual(20_00);
    expect(await tracking('pickup')).toBeNull();
  });

  it('a rider within 500 m at the mark: tracking stops promising once the mark has passed', async () => {
    moveTo(55);
    await report('near', 100);
    moveTo(59);
    await deliver('onTime');
    expect(await jobsOf(o.onTime.id)).toEqual([]); // on time: no job at all
    moveTo(61);
    expect(await tracking('near')).toBeNull();
    expect(await tracking('far')).toEqual(expect.objectContaining({ credited: false }));
  });

  it('delivered late with the rider far at the mark: the wallet gets 10 % of the food once, valid 30 days', async () => {
    const before = await walletOf(t, customer.user.id);
    await deliver('far');
    await deliver('near');
    const pin = (await orderRow(t, o.pickup.id)).deliveryPin;
    const handed = await post(t, `partner/orders/${o.pickup.id}/hand-over`, staff.token, { pin });
    expect(handed.statusCode, handed.body).toBe(200);
    // Delivered, due, not yet granted: the screen waits for it.
    expect(await tracking('far')).toEqual(expect.objectContaining({ credited: false }));
    // The job enqueued with the delivery runs at once; running the queue again changes nothing.
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const amount = await amountOf('far');
    const after = await walletOf(t, customer.user.id);
    expect(after.balance).toBe(before.balance + amount);
    expect(after.ledgerSum).toBe(after.balance);
    const lines = (await ledgerOf(customer.user.id)).filter((l) => l.orderId === o.far.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        type: 'deposit',
        amountPaise: amount,
        description: `Late delivery: 10% back for order ${o.far.uniqueOrderId}`,
        expiresAt: new Date(at(61).getTime() + REFUND_CREDIT_VALID_MS),
        createdAt: at(61),
      }),
    );
    const [credit] = await creditsOf(o.far.id);
    expect(credit).toEqual(
      expect.objectContaining({ amountPaise: amount, walletTransactionId: lines[0]!.id }),
    );
    expect(credit!.riderDistanceM).toBeGreaterThan(1990);
    const rupees = `₹${amount / 100}`;
    expect(await alertsOf(o.far.id)).toEqual([
      {
        title: 'Late delivery credit',
        message: `Your order ${o.far.uniqueOrderId} reached you more than 60 minutes after you placed it, so ${rupees} (10% of the food) is back in your wallet, valid till 19 Dec 2026.`,
      },
    ]);
    const events = (await eventsOf(t, o.far.id)).filter((e) => e.type === 'late_credit');
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual(expect.objectContaining({ actorType: 'system', statusId: null }));
    expect(await tracking('far')).toEqual({
      mark_at: at(60).toISOString(),
      amount: (amount / 100).toFixed(2),
      credited: true,
    });
    expect(await jobsOf(o.far.id)).toEqual([{ status: 'done' }]);
  });

  it('the service run again (a retry, a restart) grants nothing more', async () => {
    const before = await walletOf(t, customer.user.id);
    const again = await grantLateCredit({
      db: t.handle.db,
      events: t.app.events,
      now: clock.now,
      orderId: o.far.id,
    });
    expect(again).toBeNull();
    expect(await walletOf(t, customer.user.id)).toEqual(before);
    expect(await creditsOf(o.far.id)).toHaveLength(1);
    expect(await alertsOf(o.far.id)).toHaveLength(1);
  });

  it('rider within 500 m at the mark, or pickup, or on time: nothing', async () => {
    for (const key of ['near', 'pickup', 'onTime'] as const) {
      expect(await creditsOf(o[key].id), key).toEqual([]);
      expect(await alertsOf(o[key].id), key).toEqual([]);
      expect(await tracking(key), key).toBeNull();
    }
    // The near order's job ran and found nothing due; pickup got no job.
    expect(await jobsOf(o.near.id)).toEqual([{ status: 'done' }]);
    expect(await jobsOf(o.pickup.id)).toEqual([]);
  });

  it('the position that counts is the one at the mark, not where the rider was at the door', async () => {
    moveTo(65);
    await report('nearLate', 50);
    moveTo(66);
    await deliver('nearLate');
    await t.app.jobs.runDue();
    const [credit] = await creditsOf(o.nearLate.id);
    expect(credit?.amountPaise).toBe(await amountOf('nearLate'));
    expect(credit!.riderDistanceM).toBeGreaterThan(1990);
  });
});

describe('refund credit that expires', () => {
  it('the wallet shows when each credit lapses', async () => {
    const res = await post(t, 'get-wallet-transactions', customer.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = res.json().data.transactions;
    expect(newest).toEqual(
      expect.objectContaining({
        type: 'deposit',
        expires_at: new Date(at(66).getTime() + REFUND_CREDIT_VALID_MS).toISOString(),
        expired: false,
      }),
    );
  });

  it('past its day, only what is unspent is taken back, once; other money is never touched', async () => {
    // Another customer: ₹100 that never expires, a refund credit of ₹300 (valid 30 days) and a later
    // one of ₹50 (valid 40), then a wallet order that spends from the soonest-expiring credit first.
    const other = await newCustomer(t, '9330060002');
    await creditWallet(t, other.user.id, 100_00);
    const paidFor = await placeOrder(t, other, { method: 'COD' });
    const order = await orderRow(t, paidFor.id);
    const [first, second] = await t.handle.db.transaction(async (tx) => [
      await payRefundIntoWallet({
        tx,
        order,
        amountPaise: 300_00,
        at: clock.now(),
        expiresAt: at(66 + 30 * 24 * 60),
      }),
      await payRefundIntoWallet({
        tx,
        order,
        amountPaise: 50_00,
        at: clock.now(),
        expiresAt: at(66 + 40 * 24 * 60),
      }),
    ]);
    const spent = await placeOrder(t, other, { method: 'WALLET' });
    // Accepted, so it is not cancelled (and its wallet part refunded, as money that never expires).
    const accepted = await post(t, `partner/orders/${spent.id}/accept`, staff.token, { preparation_min: 10 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const spend = (await orderRow(t, spent.id)).walletPaise;
    expect(spend).toBeGreaterThan(0);
    expect(spend).toBeLessThan(300_00);
    const lateCredits = (await ledgerOf(customer.user.id)).filter((l) => l.expiresAt !== null);
    const lateTotal = lateCredits.reduce((s, l) => s + l.amountPaise, 0);

    // The hourly expiry is queued (as every process's start does); thirty days and an hour later it
    // has come round, and each run queues the next.
    expect(await scheduleWalletExpiry({ db: t.handle.db, now: clock.now })).toEqual(at(90));
    moveTo(66 + 30 * 24 * 60 + 60);
    await t.app.jobs.runDue();
    const ledger = await ledgerOf(other.user.id);
    const expiries = ledger.filter((l) => l.expiresTransactionId !== null);
    expect(expiries).toEqual([
      expect.objectContaining({
        type: 'withdraw',
        amountPaise: -(300_00 - spend),
        description: 'Refund credit expired',
        expiresTransactionId: first,
      }),
    ]);
    // ₹100 of its own and the ₹50 credit not yet due are what is left.
    expect(await walletOf(t, other.user.id)).toEqual({ balance: 150_00, ledgerSum: 150_00 });
    // The late-delivery credits, never spent, lapse whole: that customer had nothing else.
    expect(await walletOf(t, customer.user.id)).toEqual({ balance: 0, ledgerSum: 0 });
    expect(lateTotal).toBeGreaterThan(0);

    const next = await t.handle.db
      .select({ runAt: schema.jobs.runAt })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.name, 'expire-wallet-credits'), eq(schema.jobs.status, 'pending')));
    expect(next).toEqual([{ runAt: at(66 + 30 * 24 * 60 + 84) }]);
    // Run again (a retry, another process): nothing more.
    expect(await expireWalletCredits({ db: t.handle.db, now: clock.now })).toEqual({ expired: 0, paise: 0 });
    expect((await ledgerOf(other.user.id)).filter((l) => l.expiresTransactionId !== null)).toHaveLength(1);

    // A month on, the session has lapsed: log in again.
    const res = await post(t, 'get-wallet-transactions', (await logIn(t.app, '9330060002')).token, {});
    expect(res.statusCode, res.body).toBe(200);
    const shown = res.json().data.transactions as {
      id: number;
      meta: { description: string };
      expires_at: string | null;
      expired: boolean;
    }[];
    expect(shown.find((l) => l.id === first)).toEqual(expect.objectContaining({ expired: true }));
    expect(shown.find((l) => l.id === second)).toEqual(
      expect.objectContaining({ expired: false, expires_at: at(66 + 40 * 24 * 60).toISOString() }),
    );
    expect(shown[0]).toEqual(
      expect.objectContaining({
        meta: { description: 'Refund credit expired' },
        expires_at: null,
        expired: false,
      }),
    );

    // Ten more days: the ₹50 lapses too, and the ₹100 of the customer's own stays.
    moveTo(66 + 40 * 24 * 60 + 60);
    expect(await expireWalletCredits({ db: t.handle.db, now: clock.now })).toEqual({
      expired: 1,
      paise: 50_00,
    });
    expect(await walletOf(t, other.user.id)).toEqual({ balance: 100_00, ledgerSum: 100_00 });
  });
});
