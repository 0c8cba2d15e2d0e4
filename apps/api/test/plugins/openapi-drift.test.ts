// The published document cannot drift (issue 30): every operation in /api/openapi.json is called with
// its own documented example (body, path and query), as the account its security and path are for,
// on one fresh demo-city database, and the answer must be a status the document lists, with a body
// the documented schema for that status accepts (ajv, the document's own $refs). A service whose
// answer leaves its contract, or a contract whose example its own route refuses, fails here.
//
// How each call gets the state its example needs (made in beforeAll, through the API where the API
// does it): ids in an example (order_id, address_id, the cart's dish...) and path parameters are replaced
// by real ones, and `plans` gives each call that acts on a record in a given state its own record in
// that state, read just before the call (a record's version as the calls before left it):
// - customer calls: the demo customer, logged in, with wallet credit and orders of their own; a code
//   asked for by a device of its own for logging in and for signing up; delivered orders to rate and to
//   report a problem on;
// - restaurant console and menu editor: Aminia's staff; a pickup order to accept, make ready and hand
//   over, another to reject; dishes of their own to edit, archive and give choices;
// - captain app: captain 1 with a cash trip ready to arrive at, pick up and deliver, captains 2 and 3
//   with an offer each to accept and to decline;
// - back office: the admin; orders with a captain to reassign, one whose PIN is locked, failed refunds,
//   open complaints, pending goodwill credits, an invited operator, captain 5 to suspend and reinstate;
// - streams: opened, their content-type checked, closed by the server's own close-all (as a shutdown
//   does), and the first `data:` line, if any came, must be a stream event;
// - uploads: a real photo in the documented multipart form; the webhook: the example, about a waiting
//   online order at its amount, signed with the sandbox gateway's secret; the sandbox page: the key of a
//   real online order.
// A call the example cannot make succeed answers a documented status (a 4xx with an ErrorAnswer):
// NOT_2XX lists those, with why (it only shrinks), so the 2xx answers that are checked stay the many.
import { schema } from '@khabar/db';
import { ERROR_CODES, MAX_PIN_ATTEMPTS, streamEvent } from '@khabar/domain';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, asc, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/adapters/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway.ts';
import { FORM_TYPE, goodForm, goodPhoto } from '../fuzz/multipart-forms.ts';
import { callerOf } from '../fuzz/route-callers.ts';
import { lastCode, logIn, newDevice, sendCode } from '../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
  type Session,
} from '../helpers/lifecycle.ts';
import { creditWallet, dishesOf, PARK_STREET } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  security?: object[];
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
}

/** Operations whose documented example cannot answer a 2xx on any state, with why. */
const NOT_2XX: Record<string, string> = {
  'post /sandbox-pay/{id}/{action}': '303: the sandbox answers a redirect (documented), never a 2xx',
};

let t: TestApp;
let doc: Document;
const tokens: Record<string, string> = {};
/** Real values that replace an example's by field or path parameter name. */
const real: Record<string, unknown> = {};
let webhookSecret = '';
let checkoutKey = '';

/**
 * What one operation's example needs besides the shared real values: path parameters naming a record
 * in the state its step acts on, body fields (a record's version as it is just before the call, a
 * name of its own), another session or headers. Read just before the call, after the ones before it.
 */
interface Plan {
  params?: Record<string, unknown>;
  body?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
}
let plans: Record<string, () => Promise<Plan>> = {};
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const db = t.handle.db;
  const me = await logIn(t.app, '9876543210');
  const aminia = await dishesOf(t, 'aminia-darbar');
  const staff = await logInStaff(t, aminia.restaurantId);
  const captain = await logInCaptain(t, 1);
  const support = await logIn(t.app, '8000000002');
  tokens.customer = me.token;
  tokens.staff = staff.token;
  tokens.captain = captain.token;
  tokens.admin = (await logIn(t.app, '8000000001')).token;
  await creditWallet(t, me.user.id, 200_000);
  const [aminiaRow] = await db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, aminia.restaurantId));
  /** Puts a captain on duty `metres` north of Aminia (the nearest free one is offered its trips). */
  const near = (who: Session, metres: number) =>
    onDutyAt(t, who, aminiaRow!.latitude + metres / 111_000, aminiaRow!.longitude);
  await near(captain, 200);
  const order = await placeOrder(t, me, { method: 'COD' });
  const online = await placeOrder(t, me, { method: 'RAZORPAY', unpaid: true });
  const gateway = createSandboxGateway(t.app.config.otpSecret);
  webhookSecret = gateway.webhookSecret;
  const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
  // Aminia's other dishes, one per use, so that switching one off or archiving it leaves the cart's.
  const [stockDish, editedDish, archivedDish] = aminia.dishes.filter((d) => d.id !== dish.id);
  const [address] = await db.select().from(schema.addresses).where(eq(schema.addresses.userId, me.user.id));
  const [alert] = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, me.user.id));
  const [coupon] = await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)).limit(1);
  const [slide, removedSlide] = await db
    .select()
    .from(schema.promoSlides)
    .orderBy(asc(schema.promoSlides.id));
  const [edited] = await db.select().from(schema.items).where(eq(schema.items.id, editedDish!.id));
  const categoryId = edited!.categoryId;
  // Support acts on a customer of their own (blocking the demo customer would end the session the
  // customer calls use), with two goodwill credits over the support agent's cap waiting for an admin.
  const helped = await newCustomer(t, '9330000170');
  const credits: number[] = [];
  for (const amount of [2_000, 3_000]) {
    const res = await post(t, `admin/customers/${helped.user.id}/credit`, support.token, {
      amount,
      reason: 'Order arrived an hour late',
    });
    expect(res.json().data?.credit?.status, res.body).toBe('pending');
    credits.push(res.json().data.credit.id);
  }
  const invited = await post(t, 'admin/operators/invite', tokens.admin, {
    phone: '9330000171',
    name: 'Revocable Agent',
    level: 'support',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  // Someone who logs in with a code (captain 4: every account logs in the same way; a customer who
  // just signed up would wait a minute for a second code on the test's still clock), and a number that
  // signs up.
  const loginDevice = newDevice();
  await sendCode(t.app, '6000000004', loginDevice);
  const registerDevice = newDevice();
  await sendCode(t.app, '9330000173', registerDevice, 'registration');

  // The console's steps: a pickup order to accept, make ready and hand over, another to reject.
  const pickup = await placeOrder(t, me, { method: 'WALLET', deliveryType: 2 });
  const rejected = await placeOrder(t, me, { method: 'WALLET', deliveryType: 2 });
  // A pickup order at the counter whose handover five wrong PINs locked: support unlocks it, an admin
  // then marks it delivered.
  const locked = await placeOrder(t, me, { method: 'WALLET', deliveryType: 2 });
  expect(
    (await post(t, `partner/orders/${locked.id}/accept`, staff.token, { preparation_min: 15 })).statusCode,
  ).toBe(200);
  expect((await post(t, `partner/orders/${locked.id}/ready`, staff.token)).statusCode).toBe(200);
  const wrongPin = (await orderRow(t, locked.id)).deliveryPin === '1111' ? '2222' : '1111';
  for (let i = 0; i < MAX_PIN_ATTEMPTS; i++)
    await post(t, `partner/orders/${locked.id}/hand-over`, staff.token, { pin: wrongPin });
  expect((await orderRow(t, locked.id)).pinAttempts).toBe(MAX_PIN_ATTEMPTS);
  /** An order at Aminia, accepted and offered to the nearest free captain on duty (its offer's id). */
  const offered = async (to: Session) => {
    const placed = await placeOrder(t, me, { method: 'COD' });
    const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 15,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.jobs.runDue();
    const offer = (await post(t, 'captain/me', to.token)).json().data.offer;
    expect(offer?.order.id).toBe(placed.id);
    return { order: placed, offerId: offer.id as number };
  };
  // Captain 1's cash trip, ready at the counter: they arrive, pick up and deliver it with its PIN.
  const trip = await offered(captain);
  expect((await post(t, `captain/offers/${trip.offerId}/accept`, captain.token)).statusCode).toBe(200);
  expect((await post(t, `partner/orders/${trip.order.id}/ready`, staff.token)).statusCode).toBe(200);
  // Open offers: captain 2's to accept (support then reassigns that order to captain 3, takes it off
  // them, redispatches, unlocks and marks it delivered), captain 3's to decline (support cancels it).
  const second = await logInCaptain(t, 2);
  await near(second, 400);
  const toAccept = await offered(second);
  const third = await logInCaptain(t, 3);
  await near(third, 600);
  const toDecline = await offered(third);
  // Paid online orders the restaurant refused whose gateway refunds failed (as after the job's last
  // try): support retries one and settles the other to the wallet.
  const failedRefund = async () => {
    const placed = await placeOrder(t, me, { method: 'RAZORPAY' });
    const res = await post(t, `partner/orders/${placed.id}/reject`, staff.token, { reason: 'Out of mutton' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db
      .update(schema.refunds)
      .set({ status: 'failed' })
      .where(and(eq(schema.refunds.orderId, placed.id), eq(schema.refunds.method, 'gateway')))
      .returning();
    return { id: placed.id, refundId: row!.id };
  };
  const toRetry = await failedRefund();
  const toSettle = await failedRefund();
  // Orders delivered a minute ago: one to report a problem on (with a photo, which support then
  // opens), one to rate, two with an open complaint for support to refund and to reject.
  const delivered = async () => {
    const placed = await placeOrder(t, me, { method: 'COD' });
    await db
      .update(schema.orders)
      .set({ orderstatusId: 5, deliveredAt: new Date(t.app.now().getTime() - 60_000) })
      .where(eq(schema.orders.id, placed.id));
    return placed.id;
  };
  const complained = async () => {
    const [row] = await db
      .insert(schema.complaints)
      .values({ orderId: await delivered(), userId: me.user.id, kind: 'not_delivered' })
      .returning();
    return row!.id;
  };
  const toReport = await delivered();
  const toRate = await delivered();
  const toRefund = await complained();
  const toReject = await complained();
  // An online order the gateway's webhook reports paid, at its own amount.
  const hooked = await placeOrder(t, me, { method: 'RAZORPAY', unpaid: true });
  // Two webhook endpoints: one the back office changes, rotates and tests, one it deletes.
  const hooks: number[] = [];
  for (const path of ['/drift', '/drift-deleted']) {
    const made = await post(t, 'admin/webhooks/create', tokens.admin, { url: `http://127.0.0.1:9${path}` });
    expect(made.statusCode, made.body).toBe(200);
    hooks.push(made.json().data.id);
  }
  const [hook, deletedHook] = hooks as [number, number];
  const [other] = await db
    .select()
    .from(schema.restaurants)
    .where(ne(schema.restaurants.id, aminia.restaurantId))
    .orderBy(asc(schema.restaurants.id))
    .limit(1);
  const [otherStaff] = await db
    .select()
    .from(schema.restaurantStaff)
    .where(eq(schema.restaurantStaff.restaurantId, other!.id));
  const [fifth] = await db
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.phone, '6000000005'));

  Object.assign(real, {
    slug: 'aminia-darbar',
    restaurantId: aminia.restaurantId,
    restaurant_id: aminia.restaurantId,
    orderId: order.id,
    order_id: order.id,
    id: order.id,
    unique_order_id: order.uniqueOrderId,
    address_id: address?.id,
    notification_id: alert?.id,
    itemId: stockDish!.id,
    categoryId,
    couponId: coupon!.id,
    slideId: slide!.id,
    captainId: captain.partnerId,
    webhookId: hook,
    userId: helped.user.id,
    order: [{ id: dish.id, quantity: Math.ceil(20_000 / dish.pricePaise), choices: [] }],
    location: PARK_STREET,
    razorpay_order_id: online.providerOrderId,
  });
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/cart-quote',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: { order: real.order, delivery_type: 1, location: PARK_STREET, coupon: '' },
  });
  real.total = quote.json().data.bill.total;
  real.payable = real.total;
  // An online order of the customer's, waiting: its checkout page's key (only in place-order's answer).
  const waiting = await t.app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: {
      order: real.order,
      delivery_type: 1,
      location: PARK_STREET,
      coupon: '',
      method: 'RAZORPAY',
      total: real.total,
    },
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  checkoutKey = new URL(waiting.json().data.payment.checkout_url, 'http://x').searchParams.get('key')!;
  real.sandboxId = waiting.json().data.payment.provider_order_id;

  /** A record's version as it is now (each call before may have raised it). */
  const versionOf = (table: Versioned, id: number) => async () => {
    const [row] = await db.select({ v: table.version }).from(table).where(eq(table.id, id));
    return Number(row!.v);
  };
  /** The plan of a call on a versioned record: its id as the path parameter, its version now. */
  const onRecord =
    (param: string, table: Versioned, id: number, more: Plan = {}) =>
    async (): Promise<Plan> => ({
      ...more,
      params: { [param]: id, ...more.params },
      body: { ...more.body, version: await versionOf(table, id)() },
    });
  const ids = async (table: PgTable & { id: PgColumn; position: PgColumn }, where: SQL | undefined) =>
    (
      await db.select({ id: table.id }).from(table).where(where).orderBy(asc(table.position), asc(table.id))
    ).map((r) => r.id as number);
  /** A dish with choices (the seed's biryanis): its groups and its first group's first option. */
  const choiceDish = async (name: string) => {
    const [row] = await db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(eq(schema.items.restaurantId, aminia.restaurantId), eq(schema.items.name, name)));
    const groups = await ids(schema.itemChoiceGroups, eq(schema.itemChoiceGroups.itemId, row!.id));
    const options = await ids(schema.itemChoices, eq(schema.itemChoices.groupId, groups[0]!));
    return { id: row!.id, extras: groups[1]!, firstOption: options[0]! };
  };
  // The Mutton Biryani's groups and options are edited, the Veg's Extras archived, an Egg's option archived.
  const choicesEdited = await choiceDish('Kolkata Mutton Biryani');
  const withGroupArchived = await choiceDish('Veg Dum Biryani');
  const withOptionArchived = await choiceDish('Egg Biryani');
  const onDish = (param: string, id: number, dishId: number, more: Plan = {}) =>
    onRecord(param, schema.items, dishId, { ...more, params: { [param]: id, ...more.params } });
  const plan = (p: Plan) => async () => p;
  const codeFor = async (phone: string, device: { ip: string; cookie?: string }) => ({
    body: { phone, otp: await lastCode(t.app, phone) },
    headers: { 'x-forwarded-for': device.ip, ...(device.cookie ? { cookie: device.cookie } : {}) },
  });
  /** The plan of a call on the record `id` names (an order, or a complaint). */
  const onOrder = (id: number) => async () => ({ params: { id } });
  plans = {
    // Logging in and signing up: a number no code was sent to yet, and the codes each device asked for.
    'get /api/send-login-otp/{phone}': plan({ params: { phone: '9330000174' } }),
    'post /api/login-using-otp': () => codeFor('6000000004', loginDevice),
    'post /api/register': () => codeFor('9330000173', registerDevice),
    // The newest address (the one the calls before saved) goes; the first stays the default.
    'post /api/delete-address': async () => {
      const [last] = await db
        .select({ id: schema.addresses.id })
        .from(schema.addresses)
        .where(eq(schema.addresses.userId, me.user.id))
        .orderBy(desc(schema.addresses.id))
        .limit(1);
      return { body: { address_id: last!.id } };
    },
    // The checkout's signed answer for the waiting online order.
    'post /api/verify-payment': plan({
      body: {
        razorpay_signature: hmacHex(gateway.keySecret, `${online.providerOrderId}|pay_sbx_4f9a1c`),
      },
    }),
    'post /api/payments/webhook': async () => ({
      body: {
        order_id: hooked.providerOrderId,
        amount: (await db.select().from(schema.orders).where(eq(schema.orders.id, hooked.id)))[0]!
          .payablePaise,
      },
    }),
    'post /api/partner/orders/{orderId}/accept': plan({ params: { orderId: pickup.id } }),
    'post /api/partner/orders/{orderId}/reject': plan({ params: { orderId: rejected.id } }),
    'post /api/partner/orders/{orderId}/ready': plan({ params: { orderId: pickup.id } }),
    'post /api/partner/orders/{orderId}/hand-over': async () => ({
      params: { orderId: pickup.id },
      body: { pin: (await orderRow(t, pickup.id)).deliveryPin },
    }),
    'post /api/captain/offers/{offerId}/accept': plan({
      params: { offerId: toAccept.offerId },
      token: second.token,
    }),
    'post /api/captain/offers/{offerId}/decline': plan({
      params: { offerId: toDecline.offerId },
      token: third.token,
    }),
    'post /api/captain/orders/{orderId}/arrive': plan({ params: { orderId: trip.order.id } }),
    'post /api/captain/orders/{orderId}/pick-up': plan({ params: { orderId: trip.order.id } }),
    'post /api/captain/orders/{orderId}/deliver': async () => ({
      params: { orderId: trip.order.id },
      body: { pin: (await orderRow(t, trip.order.id)).deliveryPin },
    }),
    'post /api/admin/operators/{userId}/revoke': plan({ params: { userId: invited.json().data.user_id } }),
    'post /api/admin/restaurants/create': plan({ body: { name: 'Drift Kitchen', slug: 'drift-kitchen' } }),
    'post /api/admin/restaurants/{restaurantId}/staff/{userId}/remove': plan({
      params: { restaurantId: other!.id, userId: otherStaff!.userId },
    }),
    'post /api/admin/restaurants/{restaurantId}/photo': onRecord(
      'restaurantId',
      schema.restaurants,
      aminia.restaurantId,
    ),
    'post /api/admin/coupons/{couponId}/end': onRecord('couponId', schema.coupons, coupon!.id),
    // Captain 5 is suspended, then reinstated (captain 1 carries the cash trip).
    'post /api/admin/captains/{captainId}/suspend': onRecord('captainId', schema.deliveryPartners, fifth!.id),
    'post /api/admin/captains/{captainId}/reinstate': onRecord(
      'captainId',
      schema.deliveryPartners,
      fifth!.id,
    ),
    'post /api/admin/captains/{captainId}/photo': onRecord(
      'captainId',
      schema.deliveryPartners,
      captain.partnerId,
    ),
    'post /api/admin/promo-slides/{slideId}/move': onRecord('slideId', schema.promoSlides, slide!.id),
    'post /api/admin/promo-slides/{slideId}/photo': onRecord('slideId', schema.promoSlides, slide!.id),
    'post /api/admin/promo-slides/{slideId}/remove': onRecord(
      'slideId',
      schema.promoSlides,
      removedSlide!.id,
    ),
    'post /api/admin/orders/{id}/cancel': onOrder(toDecline.order.id),
    'post /api/admin/orders/{id}/reassign-captain': plan({
      params: { id: toAccept.order.id },
      body: { captain_id: third.partnerId, current_captain_id: second.partnerId },
    }),
    'post /api/admin/orders/{id}/unassign-captain': onOrder(toAccept.order.id),
    'post /api/admin/orders/{id}/redispatch': onOrder(toAccept.order.id),
    'post /api/admin/orders/{id}/unlock-pin': onOrder(locked.id),
    'post /api/admin/orders/{id}/mark-delivered': onOrder(locked.id),
    'post /api/admin/orders/{id}/refunds/{refundId}/retry': plan({ params: toRetry }),
    'post /api/admin/orders/{id}/refunds/{refundId}/settle-to-wallet': plan({ params: toSettle }),
    // Found by phone: the example's order number names no order.
    'post /api/admin/customers/find': plan({ body: { order_id: null } }),
    'post /api/admin/customers/{userId}/unblock': onRecord('userId', schema.users, helped.user.id),
    'post /api/admin/credits/{creditId}/approve': plan({ params: { creditId: credits[0] } }),
    'post /api/admin/credits/{creditId}/decline': plan({ params: { creditId: credits[1] } }),
    // Captain 1's cash from their trip (delivered by the captain calls before), then that hand-in undone.
    'post /api/admin/captains/{captainId}/cash-handins/{handinId}/reverse': async () => {
      const [handin] = await db
        .select({ id: schema.cashHandins.id })
        .from(schema.cashHandins)
        .where(eq(schema.cashHandins.deliveryPartnerId, captain.partnerId))
        .orderBy(asc(schema.cashHandins.id))
        .limit(1);
      return { params: { handinId: handin?.id } };
    },
    // The menu editor: names of its own, the orders as they are, each record at its version now.
    'post /api/menu-editor/restaurants/{restaurantId}/categories': plan({ body: { name: 'Drift Specials' } }),
    'post /api/menu-editor/restaurants/{restaurantId}/categories/order': async () => ({
      body: {
        category_ids: await ids(
          schema.menuCategories,
          eq(schema.menuCategories.restaurantId, aminia.restaurantId),
        ),
      },
    }),
    'post /api/menu-editor/categories/{categoryId}': onRecord(
      'categoryId',
      schema.menuCategories,
      categoryId,
      {
        body: { name: 'Drift Mains' },
      },
    ),
    'post /api/menu-editor/categories/{categoryId}/dishes/order': async () => ({
      body: {
        item_ids: await ids(
          schema.items,
          and(eq(schema.items.categoryId, categoryId), isNull(schema.items.archivedAt)),
        ),
      },
    }),
    'post /api/menu-editor/dishes/{itemId}': onRecord('itemId', schema.items, editedDish!.id, {
      body: { category_id: categoryId },
    }),
    'post /api/menu-editor/dishes/{itemId}/photo': onRecord('itemId', schema.items, editedDish!.id),
    'post /api/menu-editor/dishes/{itemId}/archive': onRecord('itemId', schema.items, archivedDish!.id),
    'post /api/menu-editor/dishes/{itemId}/choice-groups': onRecord(
      'itemId',
      schema.items,
      choicesEdited.id,
      {
        body: { name: 'Drift Size' },
      },
    ),
    'post /api/menu-editor/dishes/{itemId}/choice-groups/order': async () => ({
      ...(await onRecord('itemId', schema.items, choicesEdited.id)()),
      body: {
        version: await versionOf(schema.items, choicesEdited.id)(),
        group_ids: await ids(
          schema.itemChoiceGroups,
          and(
            eq(schema.itemChoiceGroups.itemId, choicesEdited.id),
            isNull(schema.itemChoiceGroups.archivedAt),
          ),
        ),
      },
    }),
    'post /api/menu-editor/choice-groups/{groupId}': onDish(
      'groupId',
      choicesEdited.extras,
      choicesEdited.id,
      {
        body: { name: 'Drift Extras' },
      },
    ),
    'post /api/menu-editor/choice-groups/{groupId}/archive': onDish(
      'groupId',
      withGroupArchived.extras,
      withGroupArchived.id,
    ),
    'post /api/menu-editor/choice-groups/{groupId}/choices': onDish(
      'groupId',
      choicesEdited.extras,
      choicesEdited.id,
    ),
    'post /api/menu-editor/choice-groups/{groupId}/choices/order': async () => ({
      params: { groupId: choicesEdited.extras },
      body: {
        version: await versionOf(schema.items, choicesEdited.id)(),
        choice_ids: await ids(
          schema.itemChoices,
          and(eq(schema.itemChoices.groupId, choicesEdited.extras), isNull(schema.itemChoices.archivedAt)),
        ),
      },
    }),
    'post /api/menu-editor/choices/{choiceId}': onDish(
      'choiceId',
      choicesEdited.firstOption,
      choicesEdited.id,
      {
        body: { name: 'Drift Full' },
      },
    ),
    'post /api/menu-editor/choices/{choiceId}/stock': onDish(
      'choiceId',
      choicesEdited.firstOption,
      choicesEdited.id,
    ),
    'post /api/menu-editor/choices/{choiceId}/archive': onDish(
      'choiceId',
      withOptionArchived.firstOption,
      withOptionArchived.id,
    ),
    // After the meal: a problem reported (with its photo), complaints decided, a rating.
    'post /api/orders/{id}/complaint': onOrder(toReport),
    'get /api/admin/complaints/{id}/photo': async () => {
      const [row] = await db
        .select({ id: schema.complaints.id })
        .from(schema.complaints)
        .where(eq(schema.complaints.orderId, toReport));
      return { params: { id: row?.id } };
    },
    'post /api/admin/complaints/{id}/refund': onOrder(toRefund),
    'post /api/admin/complaints/{id}/reject': onOrder(toReject),
    'put /api/orders/{orderId}/rating': plan({ params: { orderId: toRate } }),
    'post /api/admin/webhooks/{webhookId}': onRecord('webhookId', schema.webhookEndpoints, hook),
    'post /api/admin/webhooks/{webhookId}/rotate': onRecord('webhookId', schema.webhookEndpoints, hook),
    'post /api/admin/webhooks/{webhookId}/delete': onRecord(
      'webhookId',
      schema.webhookEndpoints,
      deletedHook,
    ),
  };
}, 180_000);
afterAll(() => t?.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<object, ReturnType<typeof ajv.compile>>();
const validatorOf = (schemaOf: object) => {
  if (!validators.has(schemaOf)) {
    if (!ajv.getSchema('doc')) ajv.addSchema({ $id: 'doc', components: doc.components });
    const local = JSON.parse(JSON.stringify(schemaOf).replaceAll('"#/components/', '"doc#/components/'));
    validators.set(schemaOf, ajv.compile(local));
  }
  return validators.get(schemaOf)!;
};

/** The example with the state's real values for the fields it names (shallowly). */
const withReal = (example: unknown) =>
  example && typeof example === 'object' && !Array.isArray(example)
    ? Object.fromEntries(Object.entries(example).map(([k, v]) => [k, k in real ? real[k] : v]))
    : example;

/** The request an operation's documented example makes, for the account it is for. */
async function requestOf(path: string, method: string, op: Operation): Promise<InjectOptions> {
  const plan = (await plans[`${method} ${path}`]?.()) ?? {};
  const params = Object.fromEntries(
    (op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => [`${p.in}:${p.name}`, p.example]),
  );
  // The sandbox's page is named by the gateway's order id, not ours.
  const values: Record<string, unknown> = {
    ...real,
    ...(path.startsWith('/sandbox-pay/') ? { id: real.sandboxId } : {}),
    ...plan.params,
  };
  const url =
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? params[`path:${name}`])).replaceAll('%2F', '/'),
    ) +
    (() => {
      const query = Object.entries(params)
        .filter(([k, v]) => k.startsWith('query:') && v !== undefined && v !== null)
        .map(([k, v]) => `${k.slice(6)}=${encodeURIComponent(String(v))}`);
      if (path.startsWith('/sandbox-pay/')) return `?key=${checkoutKey}`;
      return query.length ? `?${query.join('&')}` : '';
    })();
  const headers: Record<string, string> = { ...plan.headers };
  if (op.security) headers.authorization = `Bearer ${plan.token ?? tokens[callerOf(path)]}`;
  if (path.includes('/cash-handins'))
    headers['idempotency-key'] = `drift${path.replace(/\W+/g, '-')}`.slice(0, 100);
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const example = content['multipart/form-data'].example as Record<string, string>;
    const [field, documented] = Object.entries(example)[0]!;
    const value = plan.body?.[field] ?? documented;
    const photo = await goodPhoto();
    return {
      method: method.toUpperCase() as 'POST',
      url,
      headers: { ...headers, 'content-type': FORM_TYPE },
      payload: goodForm(field, String(value), photo),
    };
  }
  const documented = withReal(content['application/json']?.example);
  const example =
    plan.body && documented && typeof documented === 'object' ? { ...documented, ...plan.body } : documented;
  if (path === '/api/payments/webhook') {
    // The gateway's event, about the order and the amount the plan names.
    const text = JSON.stringify(documented)
      .replace('order_sbx_7d2e08', String(plan.body?.order_id))
      .replace('38900', String(plan.body?.amount));
    headers['x-razorpay-signature'] = hmacHex(webhookSecret, text);
    headers['content-type'] = 'application/json';
    return { method: 'POST', url, headers, payload: text };
  }
  return {
    method: method.toUpperCase() as 'POST',
    url,
    headers,
    ...(example === undefined ? {} : { payload: example as object }),
  };
}

describe('every documented operation, sent its documented example', () => {
  it('gives an example of every request, and of each error code', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? [])
          if (p.in !== 'header' && p.example === undefined)
            missing.push(`${method} ${path} ${p.in} ${p.name}`);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          if (media.example === undefined) missing.push(`${method} ${path} ${type}`);
      }
    expect(missing).toEqual([]);
    const codes = (doc.components.schemas.ErrorAnswer?.examples ?? []).map(
      (e) => (e as { code: string }).code,
    );
    expect(codes.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('answers each with a documented status and a body its schema accepts', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      // Logging out ends the session the rest use: it goes last.
      .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    const drift: string[] = [];
    const not2xx: string[] = [];
    /** What each refused example was told, for the failure message. */
    const refusals: string[] = [];
    let checked2xx = 0;
    for (const { path, method, op } of operations) {
      const key = `${method} ${path}`;
      // The documented request itself must be one its own schema accepts.
      const media = op.requestBody?.content['application/json'];
      if (media?.schema && !validatorOf(media.schema)(media.example))
        drift.push(`${key}: its example is not its own schema's`);
      const ending = setInterval(() => t.app.openStreams.closeAll(), 50);
      const res = await t.app.inject(await requestOf(path, method, op)).finally(() => clearInterval(ending));
      const status = String(res.statusCode);
      const answer = op.responses[status] ?? op.responses[`${status[0]}XX`];
      if (!answer) {
        drift.push(`${key}: ${status} is not documented (${res.body.slice(0, 160)})`);
        continue;
      }
      // A 5xx is documented (5XX) but never an answer to a documented request: the server broke.
      if (status.startsWith('5')) drift.push(`${key}: ${status} ${res.body.slice(0, 160)}`);
      if (!status.startsWith('2')) {
        not2xx.push(key);
        refusals.push(`${key} -> ${status} ${res.body.slice(0, 120)}`);
      } else checked2xx++;
      if (!answer.content) continue;
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      const [documentedType, documented] =
        Object.entries(answer.content).find(
          ([t]) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))),
        ) ?? [];
      if (!documentedType) {
        drift.push(`${key}: ${status} came as ${type}, documented ${Object.keys(answer.content).join()}`);
        continue;
      }
      if (type === 'text/event-stream') {
        const data = /^data: (.*)$/m.exec(res.body)?.[1];
        if (data && !streamEvent.safeParse(JSON.parse(data)).success)
          drift.push(`${key}: first event ${data}`);
        continue;
      }
      if (type !== 'application/json' || !documented?.schema) continue;
      const validate = validatorOf(documented.schema);
      if (!validate(res.json()))
        drift.push(`${key}: ${status} ${JSON.stringify(validate.errors).slice(0, 300)}`);
    }
    expect(drift).toEqual([]);
    expect(not2xx.sort(), refusals.join('\n')).toEqual(Object.keys(NOT_2XX).sort());
    if (process.env.DRIFT_DEBUG) console.log(refusals.join('\n'));
    expect(checked2xx).toBeGreaterThan(150);
    // About 170 calls, one at a time: 10 s on a quiet machine, 50 s under a load of 25.
  }, 300_000);
});
