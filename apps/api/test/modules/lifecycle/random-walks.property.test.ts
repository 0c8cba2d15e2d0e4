// Random sequences of lifecycle actions by random people (and the clock moving, and jobs running),
// driven through the real services on a real database. Whatever happens: the order stays in a known
// state, every refusal is a plain 4xx, every cancelled paid order is refunded exactly once (wallet
// part and online part), nothing else is refunded, and the wallet ledger always adds up to the balance.
import { schema } from '@khabar/db';
import { LIFECYCLE_RULES, type LifecycleAction } from '@khabar/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/errors/app-error.ts';
import { acceptOffer } from '../../../src/modules/captain/accept-offer.ts';
import { acceptOrder } from '../../../src/modules/lifecycle/accept-order.ts';
import { arriveAtRestaurant } from '../../../src/modules/lifecycle/arrive-at-restaurant.ts';
import { assignCaptain } from '../../../src/modules/lifecycle/assign-captain.ts';
import { autoCancelOrder } from '../../../src/modules/lifecycle/auto-cancel-order.ts';
import { cancelOrder } from '../../../src/modules/lifecycle/cancel-order.ts';
import { deliverOrder } from '../../../src/modules/lifecycle/deliver-order.ts';
import { handOverOrder } from '../../../src/modules/lifecycle/hand-over-order.ts';
import type { Actor, LifecycleContext } from '../../../src/modules/lifecycle/lifecycle-context.ts';
import { markOrderReady } from '../../../src/modules/lifecycle/mark-order-ready.ts';
import { pickUpOrder } from '../../../src/modules/lifecycle/pick-up-order.ts';
import { rejectOrder } from '../../../src/modules/lifecycle/reject-order.ts';
import {
  cancelOrderAsOperator,
  markOrderDelivered,
  reassignOrderCaptain,
  redispatchOrder,
  unassignOrderCaptain,
  unlockDeliveryPin,
} from '../../../src/modules/support/index.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { logInStaff, newCustomer, orderRow, placeOrder, type Session } from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let customer: Session;
let stranger: Session;
let staff: Session;
let otherStaff: Session;
let support: Session;
let admin: Session;
let ctx: LifecycleContext;
let restaurant: { id: number; lat: number; lng: number };
const START_WALLET = 5_000_000;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330007001', START_WALLET);
  stranger = await newCustomer(t, '9330007002');
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
  otherStaff = await logInStaff(t, first.restaurantId + 1);
  support = await logIn(t.app, '8000000002');
  admin = await logIn(t.app, '8000000001');
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  restaurant = { id: r!.id, lat: r!.latitude, lng: r!.longitude };
  ctx = { db: t.handle.db, events: t.app.events, now: clock.now, settings: t.app.config.lifecycle };
});
afterAll(() => t?.close());

type Who =
  | 'customer'
  | 'stranger'
  | 'restaurant'
  | 'other_restaurant'
  | 'captain'
  | 'system'
  | 'support'
  | 'admin';
type Command =
  | { kind: 'act'; action: LifecycleAction; who: Who; rightPin: boolean }
  | { kind: 'wait'; ms: number }
  | { kind: 'jobs' };

const EVERYONE: Who[] = [
  'customer',
  'stranger',
  'restaurant',
  'other_restaurant',
  'captain',
  'system',
  'support',
  'admin',
];
/** Who the rules let take each step: half the time the walk picks one of them, so walks get far. */
const RIGHT_PEOPLE: Record<LifecycleAction, Who[]> = {
  accept: ['restaurant', 'system'],
  reject: ['restaurant'],
  cancel: ['customer'],
  auto_cancel: ['system'],
  mark_ready: ['restaurant', 'system'],
  assign_captain: ['captain', 'system'],
  arrive: ['captain', 'system'],
  pick_up: ['captain', 'system'],
  deliver: ['captain', 'system'],
  hand_over: ['restaurant', 'system'],
  operator_cancel: ['support', 'admin'],
  reassign_captain: ['support', 'admin'],
  unassign_captain: ['support', 'admin'],
  redispatch: ['support', 'admin'],
  unlock_pin: ['support', 'admin'],
  operator_deliver: ['admin'],
};
const act_: fc.Arbitrary<Command> = fc
  .constantFrom(...(Object.keys(LIFECYCLE_RULES) as LifecycleAction[]))
  .chain((action) =>
    fc.record({
      kind: fc.constant('act' as const),
      action: fc.constant(action),
      who: fc.oneof(fc.constantFrom(...RIGHT_PEOPLE[action]), fc.constantFrom(...EVERYONE)),
      rightPin: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  );
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: act_ },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 150_000 }) }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'jobs' as const }) },
);

/** A fresh on-duty captain waiting at the restaurant, the only one on duty. */
async function freshCaptain(n: number) {
  const db = t.handle.db;
  await db.update(schema.deliveryPartners).set({ isOnDuty: false });
  const [user] = await db
    .insert(schema.users)
    .values({ phone: `63${String(n).padStart(8, '0')}`, name: `Walker ${n}` })
    .returning();
  const [partner] = await db
    .insert(schema.deliveryPartners)
    .values({
      userId: user!.id,
      name: `Walker ${n}`,
      phone: user!.phone,
      vehicleNumber: 'WB 01 A 0001',
      isOnDuty: true,
      latitude: restaurant.lat,
      longitude: restaurant.lng,
    })
    .returning();
  return { userId: user!.id, partnerId: partner!.id };
}

async function act(
  c: Extract<Command, { kind: 'act' }>,
  orderId: number,
  captain: { userId: number; partnerId: number },
) {
  const actors: Record<Who, Actor> = {
    customer: { type: 'customer', userId: customer.user.id },
    stranger: { type: 'customer', userId: stranger.user.id },
    restaurant: { type: 'restaurant', userId: staff.user.id },
    other_restaurant: { type: 'restaurant', userId: otherStaff.user.id },
    captain: { type: 'captain', userId: captain.userId },
    system: { type: 'system' },
    support: { type: 'operator', userId: support.user.id },
    admin: { type: 'operator', userId: admin.user.id },
  };
  const actor = actors[c.who];
  const base = { ...ctx, orderId, actor };
  const order = await orderRow(t, orderId);
  const pin = c.rightPin ? order.deliveryPin : order.deliveryPin === '0000' ? '0001' : '0000';
  switch (c.action) {
    case 'accept':
      return acceptOrder({ ...base, preparationMin: 10 });
    case 'reject':
      return rejectOrder({ ...base, reason: 'Random walk' });
    case 'cancel':
      return cancelOrder({ ...ctx, orderId, userId: 'userId' in actor ? actor.userId : 0 });
    case 'auto_cancel':
      return autoCancelOrder({ ...ctx, orderId });
    case 'mark_ready':
      return markOrderReady(base);
    case 'assign_captain': {
      if (c.who === 'captain') {
        const [offer] = await t.handle.db
          .select()
          .from(schema.captainOffers)
          .where(and(eq(schema.captainOffers.orderId, orderId), eq(schema.captainOffers.status, 'offered')));
        if (!offer) throw new AppError('NOT_FOUND', 'Offer not found');
        return acceptOffer({ ...ctx, userId: captain.userId, offerId: offer.id });
      }
      return assignCaptain({ ...base, partnerId: captain.partnerId });
    }
    case 'arrive':
      return arriveAtRestaurant(base);
    case 'pick_up':
      return pickUpOrder(base);
    case 'deliver':
      return deliverOrder({ ...base, pin });
    case 'hand_over':
      return handOverOrder({ ...base, pin });
  }
  // The back office's steps: anyone who is not an operator is refused (403) by the service.
  const operator = { ...ctx, orderId, userId: 'userId' in actor ? actor.userId : 0, reason: 'Random walk' };
  switch (c.action) {
    case 'operator_cancel':
      return cancelOrderAsOperator({ ...operator, fault: 'platform' });
    case 'reassign_captain':
      return reassignOrderCaptain({
        ...operator,
        captainId: captain.partnerId,
        currentCaptainId: order.deliveryPartnerId,
      });
    case 'unassign_captain':
      return unassignOrderCaptain(operator);
    case 'redispatch':
      return redispatchOrder(operator);
    case 'unlock_pin':
      return unlockDeliveryPin(operator);
    case 'operator_deliver':
      return markOrderDelivered(operator);
  }
}

const PAYMENTS = [
  { method: 'COD', deliveryType: 1 },
  { method: 'WALLET', deliveryType: 1 },
  { method: 'WALLET', deliveryType: 2 },
  { method: 'RAZORPAY', deliveryType: 1 },
  { method: 'RAZORPAY', deliveryType: 2 },
] as const;

const step = (action: LifecycleAction, who: Who): Command => ({ kind: 'act', action, who, rightPin: true });
const HAPPY: Record<1 | 2, Command[]> = {
  1: [
    step('accept', 'restaurant'),
    { kind: 'jobs' },
    step('assign_captain', 'captain'),
    step('arrive', 'captain'),
    step('mark_ready', 'restaurant'),
    step('pick_up', 'captain'),
    step('deliver', 'captain'),
  ],
  2: [step('accept', 'restaurant'), step('mark_ready', 'restaurant'), step('hand_over', 'restaurant')],
};

/** Half the walks follow the happy path with steps dropped and random commands in between. */
const walk = fc.constantFrom(...PAYMENTS).chain((pay) =>
  fc.tuple(
    fc.constant(pay),
    fc.oneof(
      fc.array(command, { minLength: 1, maxLength: 20 }),
      fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
          fc.array(command, { minLength: 7, maxLength: 7 }),
          fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
        )
        .map(([keep, noise, noisy]) =>
          HAPPY[pay.deliveryType].flatMap((c, i) => [
            ...(keep[i]! > 0 ? [c] : []),
            ...(noisy[i] ? [noise[i]!] : []),
          ]),
        ),
    ),
  ),
);

describe('random walks through the lifecycle', () => {
  it('keep every state known, every refusal a 4xx, and the money exact', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(walk, async ([pay, commands]) => {
        run++;
        // Every walk starts at lunch time (the restaurant open), whatever earlier walks waited.
        clock.advance(LUNCH_TIME.getTime() + run * 1_000 - clock.now().getTime());
        const captain = await freshCaptain(run);
        const placed = await placeOrder(t, customer, pay);
        for (const c of commands) {
          if (c.kind === 'wait') clock.advance(c.ms);
          else if (c.kind === 'jobs') await t.app.jobs.runDue();
          else {
            try {
              await act(c, placed.id, captain);
            } catch (err) {
              // Refusals only: not an operator, not found, out of turn, wrong PIN, locked, too early.
              expect(err).toBeInstanceOf(AppError);
              expect([403, 404, 409, 422, 423, 503]).toContain((err as AppError).status);
            }
          }
          expect([1, 2, 3, 4, 5, 6, 10]).toContain((await orderRow(t, placed.id)).orderstatusId);
        }
        // Let every window, offer and refund job run out.
        clock.advance(3_600_000);
        await t.app.jobs.runDue();
        clock.advance(3_600_000);
        await t.app.jobs.runDue();
        await checkMoney(placed.id);
      }),
      { numRuns: 20, seed: 20261123 },
    );
    // The walks did reach the interesting ends (refunded cancels, refusals), not only dead ends.
    const refunded = await t.handle.db.select({ method: schema.refunds.method }).from(schema.refunds);
    const ends = await t.handle.db
      .select({ status: schema.orders.orderstatusId })
      .from(schema.orders)
      .where(eq(schema.orders.userId, customer.user.id));
    expect(ends.some((o) => o.status === 5)).toBe(true);
    expect(refunded.some((r) => r.method === 'wallet') && refunded.some((r) => r.method === 'gateway')).toBe(
      true,
    );
    // The customer's whole history: balance = start - wallet parts of orders not cancelled.
    const orders = await t.handle.db
      .select()
      .from(schema.orders)
      .where(and(eq(schema.orders.userId, customer.user.id), ne(schema.orders.orderstatusId, 6)));
    const spent = orders.reduce((s, o) => s + o.walletPaise, 0);
    const wallet = await walletOf(t, customer.user.id);
    expect(wallet.balance).toBe(START_WALLET - spent);
    expect(wallet.ledgerSum).toBe(wallet.balance);
  }, 120_000); // twenty whole orders through the real database, one after another
});

async function checkMoney(orderId: number) {
  const order = await orderRow(t, orderId);
  const refunds = await t.handle.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
  const [payment] = await t.handle.db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), eq(schema.payments.status, 'paid')));
  const expected: { method: string; amountPaise: number; status: string }[] = [];
  if (order.orderstatusId === 6) {
    if (order.walletPaise > 0)
      expected.push({ method: 'wallet', amountPaise: order.walletPaise, status: 'processed' });
    if (payment) expected.push({ method: 'gateway', amountPaise: payment.amountPaise, status: 'processed' });
  }
  expect(
    refunds
      .map((r) => ({ method: r.method, amountPaise: r.amountPaise, status: r.status }))
      .sort((a, b) => a.method.localeCompare(b.method)),
  ).toEqual(expected.sort((a, b) => a.method.localeCompare(b.method)));
  const ledger = await t.handle.db
    .select()
    .from(schema.walletTransactions)
    .where(
      and(
        eq(schema.walletTransactions.orderId, orderId),
        inArray(schema.walletTransactions.type, ['deposit']),
      ),
    );
  expect(ledger.reduce((s, l) => s + l.amountPaise, 0)).toBe(
    order.orderstatusId === 6 ? order.walletPaise : 0,
  );
  // The log ends where the order is, and the order ended (if it did) once.
  const events = await t.handle.db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderId, orderId));
  const withStatus = events.filter((e) => e.statusId !== null).sort((a, b) => a.id - b.id);
  expect(withStatus[withStatus.length - 1]?.statusId).toBe(order.orderstatusId);
  expect(
    events.filter((e) =>
      ['cancelled', 'rejected', 'auto_cancelled', 'delivered', 'handed_over'].includes(e.type),
    ).length,
  ).toBe(order.orderstatusId === 5 || order.orderstatusId === 6 ? 1 : 0);
}
