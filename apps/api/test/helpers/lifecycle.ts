// Placing orders and acting on them as the people of issue 13 do, through the real HTTP calls.
import { createHmac } from 'node:crypto';
import { schema } from '@khabar/db';
import { asc, eq } from 'drizzle-orm';
import { logIn, signUp } from './accounts.ts';
import { creditWallet, dishesOf, PARK_STREET } from './orders.ts';
import type { TestApp } from './test-app.ts';

export type Session = { token: string; user: { id: number; name: string } };

export const post = (t: TestApp, url: string, token: string | null, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

/** The 1-based seed index of a restaurant (staff phones are numbered by it). */
async function seedIndexOf(t: TestApp, restaurantId: number): Promise<number> {
  const ids = await t.handle.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .orderBy(asc(schema.restaurants.id));
  return ids.findIndex((r) => r.id === restaurantId) + 1;
}

/** Logs in the seeded staff account of a restaurant. */
export async function logInStaff(t: TestApp, restaurantId: number): Promise<Session> {
  const i = await seedIndexOf(t, restaurantId);
  return logIn(t.app, `70000000${String(i).padStart(2, '0')}`);
}

/** Logs in seeded captain i (1-based) and returns the session and their delivery partner id. */
export async function logInCaptain(t: TestApp, i: number) {
  const phone = `60000000${String(i).padStart(2, '0')}`;
  const session = await logIn(t.app, phone);
  const [partner] = await t.handle.db
    .select({ id: schema.deliveryPartners.id })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.phone, phone));
  return { ...session, partnerId: partner!.id };
}

/** A new customer with `walletPaise` in their wallet. */
export async function newCustomer(t: TestApp, phone: string, walletPaise = 0): Promise<Session> {
  const session = await signUp(t.app, phone, 'Mitali Sen');
  if (walletPaise > 0) await creditWallet(t, session.user.id, walletPaise);
  return session;
}

const sandboxSecret = (name: string) =>
  createHmac('sha256', 'khabar-development-otp-secret').update(name).digest('hex');

export interface PlaceOptions {
  method: 'COD' | 'WALLET' | 'RAZORPAY';
  deliveryType?: 1 | 2;
  slug?: string;
  /** Online with part of it from the wallet. */
  partialWallet?: boolean;
  /** Leave an online order unpaid (status 0). */
  unpaid?: boolean;
}

/** Places an order at the quoted total, as the cart page does; pays it when online. */
export async function placeOrder(t: TestApp, customer: Session, options: PlaceOptions) {
  const { dishes, restaurantId } = await dishesOf(t, options.slug ?? 'aminia-darbar');
  const dish = dishes.find((d) => d.pricePaise >= 5000)!;
  const body = {
    order: [{ id: dish.id, quantity: Math.ceil(20000 / dish.pricePaise) }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: options.deliveryType ?? 1,
    location: PARK_STREET,
    partial_wallet: options.partialWallet ?? false,
    method: options.method,
  };
  const quote = await post(t, 'cart-quote', customer.token, body);
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.body}`);
  const res = await post(t, 'place-order', customer.token, {
    ...body,
    total: quote.json().data.bill.total,
  });
  if (res.statusCode !== 201) throw new Error(`place-order failed: ${res.body}`);
  const data = res.json().data as {
    id: number;
    unique_order_id: string;
    payment: { provider_order_id: string } | null;
  };
  const placed = {
    id: data.id,
    uniqueOrderId: data.unique_order_id,
    restaurantId,
    providerOrderId: data.payment?.provider_order_id ?? null,
  };
  if (options.method === 'RAZORPAY' && !options.unpaid) await payOrder(t, customer, placed);
  return placed;
}

/** Pays an online order through the checkout's signed answer (verify-payment), as the sandbox page does. */
export async function payOrder(
  t: TestApp,
  customer: Session,
  placed: { id: number; providerOrderId: string | null },
) {
  const orderId = placed.providerOrderId!;
  const paymentId = `pay_test_${placed.id}`;
  const signature = createHmac('sha256', sandboxSecret('sandbox-key-secret'))
    .update(`${orderId}|${paymentId}`)
    .digest('hex');
  const paid = await post(t, 'verify-payment', customer.token, {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
}

export async function orderRow(t: TestApp, orderId: number) {
  const [o] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return o!;
}

export async function eventsOf(t: TestApp, orderId: number) {
  return t.handle.db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderId, orderId))
    .orderBy(asc(schema.orderEvents.id));
}

export async function refundsOf(t: TestApp, orderId: number) {
  return t.handle.db
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, orderId))
    .orderBy(asc(schema.refunds.id));
}

/** Puts a captain on duty at a point (their phone's first fix). */
export async function onDutyAt(t: TestApp, captain: Session, lat: number, lng: number) {
  const duty = await post(t, 'captain/duty', captain.token, { on_duty: true });
  if (duty.statusCode !== 200) throw new Error(`duty failed: ${duty.body}`);
  const fix = await post(t, 'captain/position', captain.token, {
    latitude: lat,
    longitude: lng,
    accuracy_m: 12,
  });
  if (fix.statusCode !== 200) throw new Error(`position failed: ${fix.body}`);
}
