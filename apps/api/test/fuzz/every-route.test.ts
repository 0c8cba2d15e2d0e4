// Every registered route, fed malformed and hostile input built from its own schema: a good request
// with one field (or parameter, or query value) spoiled at a time, broken whole bodies, odd signed
// webhooks and broken multipart uploads. No answer may be a 5xx, and no refused request may change
// anything stored (nor leave a photo file behind).
//
// Each route is called as the account it is for (route-callers.ts: an admin for the back office, the
// restaurant's own staff for the console and the menu editor, a captain for the captain app), with path
// parameters naming real records of that account, so its good request passes validation and the
// checks of who may, and every spoiled value reaches the service. A good request answered 400, 401,
// 403 or 404 would mean the spoiled ones test only the edge: it fails the test (GOOD_REQUEST_REFUSALS
// lists the few that cannot be good, with the reason).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/adapters/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { lastCode, logIn, newDevice, sendCode, tryCode } from '../helpers/accounts.ts';
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
import { LUNCH_TIME, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { HOSTILE_BODIES, HOSTILE_URL_VALUES, HOSTILE_VALUES } from './hostile-values.ts';
import { brokenForms, END, FORM_TYPE, goodForm, goodPhoto, part } from './multipart-forms.ts';
import { type Caller, callerOf, isUploadRoute, ROUTE_HINTS, STATIC_HINTS } from './route-callers.ts';
import {
  fillPath,
  type Hints,
  jsonSchemaOf,
  paramNamesOf,
  pathsOf,
  sampleOf,
  withValue,
} from './sample-request.ts';
import { stateDigest } from './state-digest.ts';

const DEMO_PHONE = '9876543210';
let t: TestApp;
let dataDir: string;
const routes: RouteOptions[] = [];
const tokens = {} as Record<Caller, string>;
let hints: Hints;
let params: Record<string, string>;
let webhookSecret: string;

/**
 * What a route's good request needs beyond the shared hints: path parameters naming a record of the
 * caller's, body values that record needs, and the record's version read just before each request
 * (a stale version is a 409 before the service reads the other fields).
 */
interface RoutePlan {
  params?: Record<string, string>;
  hints?: Hints;
  version?: () => Promise<number>;
  /** The session to call it with, when not the caller's usual one. */
  token?: string;
  /** A query string for a route that has no query schema (the sandbox page's key). */
  query?: string;
  /** Headers the route reads besides the login (the cash ledger's Idempotency-Key). */
  headers?: Record<string, string>;
}
let plans: Array<[RegExp, () => Promise<RoutePlan>]>;
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Good requests that cannot be good, by route and status, with the reason. Anything else answered
 * 400, 401, 403 or 404 fails the test.
 */
const GOOD_REQUEST_REFUSALS: Record<string, { status: number[]; why: string }> = {
  '/api/login-using-otp': { status: [401], why: 'the code is a guess: a wrong code is refused' },
  '/api/register': { status: [401], why: 'the code is a guess: a wrong code is refused' },
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'khabar-fuzz-'));
  const handle = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true', DEMO_AUTOPILOT: 'false' });
  const app = await buildApp({
    config,
    db: handle,
    now: () => LUNCH_TIME,
    logger: false,
    // Limits would refuse most of these before the handler: plugins/rate-limits has its own tests.
    rateLimits: {},
    onRoute: (r) => routes.push(r),
  });
  await app.ready();
  t = {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
  const db = handle.db;
  webhookSecret = createSandboxGateway(config.otpSecret).webhookSecret;

  const me = await logIn(app, DEMO_PHONE);
  const aminia = await dishesOf(t, 'aminia-darbar');
  const staff = await logInStaff(t, aminia.restaurantId);
  // Captain 1 waits at Park Street, next to Aminia: the trip below is offered to them.
  const captain = await logInCaptain(t, 1);
  const support = await logIn(app, '8000000002');
  tokens.customer = me.token;
  tokens.admin = (await logIn(app, '8000000001')).token;
  tokens.staff = staff.token;
  tokens.captain = captain.token;

  // Aminia's dishes, one for each use, so that archiving or switching one off leaves the others: the
  // cart's, the stock switch's, the editor's (edits and photo) and the one archived.
  const cartDish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
  const [stockDish, editedDish, archivedDish] = aminia.dishes.filter((d) => d.id !== cartDish.id);
  const [edited] = await db.select().from(schema.items).where(eq(schema.items.id, editedDish!.id));
  const categoryId = edited!.categoryId;

  // The back office works on another restaurant, so that renaming or deactivating it leaves Aminia.
  const [aminiaRating] = await db
    .select({ id: schema.ratings.id })
    .from(schema.ratings)
    .where(eq(schema.ratings.restaurantId, aminia.restaurantId))
    .limit(1);
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
  const [coupon] = await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)).limit(1);
  const slides = await db.select().from(schema.promoSlides).orderBy(asc(schema.promoSlides.id));
  const [slide, removedSlide] = slides;
  const [suspended] = await db
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.phone, '6000000005'));
  // A customer support acts on (blocking them ends no session this test uses), with two goodwill
  // credits over the support agent's daily cap waiting for an admin: one to approve, one to decline.
  const helped = await newCustomer(t, '9330000150');
  // A customer who logs out (the last route called).
  const leaving = await newCustomer(t, '9330000151');
  const credits: number[] = [];
  for (const amount of [2_000, 3_000]) {
    const res = await post(t, `admin/customers/${helped.user.id}/credit`, support.token, {
      amount,
      reason: 'Order arrived an hour late',
    });
    expect(res.json().data?.credit?.status, res.body).toBe('pending');
    credits.push(res.json().data.credit.id);
  }
  // An operator an admin may revoke (never the admin this test logs in as).
  const invited = await post(t, 'admin/operators/invite', tokens.admin, {
    phone: '9330000160',
    name: 'Revocable Agent',
    level: 'support',
  });
  expect(invited.statusCode, invited.body).toBe(200);

  // Each lifecycle call gets an order in the state it acts on, so its good request goes through:
  // pickup orders for the console to accept, make ready and hand over (with the PIN), and to reject;
  // an order the customer may still cancel.
  await creditWallet(t, me.user.id, 200_000);
  const pickup = await placeOrder(t, me, { method: 'WALLET', deliveryType: 2 });
  const rejected = await placeOrder(t, me, { method: 'WALLET', deliveryType: 2 });
  const cancellable = await placeOrder(t, me, { method: 'COD' });
  // A trip in captain 1's hands, ready at the counter: they arrive, pick up and deliver with its PIN.
  const [aminiaRow] = await db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, aminia.restaurantId));
  const near = (captainOf: Session, metres: number) =>
    onDutyAt(t, captainOf, aminiaRow!.latitude + metres / 111_000, aminiaRow!.longitude);
  /** An order at Aminia, accepted and offered to the nearest free captain on duty (whose offer it returns). */
  const offered = async (to: Session) => {
    const placed = await placeOrder(t, me, { method: 'COD' });
    const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 15,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await app.jobs.runDue();
    const offer = (await post(t, 'captain/me', to.token)).json().data.offer;
    expect(offer?.order.id).toBe(placed.id);
    return { order: placed, offerId: offer.id as number };
  };
  await near(captain, 200);
  const { order: trip, offerId: tripOffer } = await offered(captain);
  expect((await post(t, `captain/offers/${tripOffer}/accept`, captain.token)).statusCode).toBe(200);
  expect((await post(t, `partner/orders/${trip.id}/ready`, staff.token)).statusCode).toBe(200);
  // Open offers: captain 2's to accept (support then reassigns, unassigns and redispatches that
  // order), captain 3's to decline (support cancels that order).
  const second = await logInCaptain(t, 2);
  await near(second, 400);
  const toAccept = await offered(second);
  const third = await logInCaptain(t, 3);
  await near(third, 600);
  const toDecline = await offered(third);
  // Paid online orders the restaurant refused, whose gateway refunds failed (as after the job's last
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
    expect(row).toBeDefined();
    return { id: String(placed.id), refundId: String(row!.id) };
  };
  const toRetry = await failedRefund();
  const toSettle = await failedRefund();
  // Delivered orders a moment ago: one to report a problem on, two with an open complaint for support
  // to refund and to reject (a complaint is decided once).
  const delivered = async (complaint: boolean) => {
    const placed = await placeOrder(t, me, { method: 'COD' });
    await db
      .update(schema.orders)
      .set({ orderstatusId: 5, deliveredAt: new Date(app.now().getTime() - 60_000) })
      .where(eq(schema.orders.id, placed.id));
    if (!complaint) return String(placed.id);
    const [row] = await db
      .insert(schema.complaints)
      .values({ orderId: placed.id, userId: me.user.id, kind: 'not_delivered' })
      .returning();
    return String(row!.id);
  };
  const toReport = await delivered(false);
  const toRefund = await delivered(true);
  const toReject = await delivered(true);

  const addresses = await db
    .select()
    .from(schema.addresses)
    .where(eq(schema.addresses.userId, me.user.id))
    .orderBy(asc(schema.addresses.id));
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.userId, me.user.id))
    .orderBy(asc(schema.orders.id))
    .limit(1);
  const [alert] = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, me.user.id));
  const cart = {
    // A dish of one price (dishesOf), with its empty choices: hostile values reach the choices too.
    order: [{ id: cartDish.id, quantity: Math.ceil(20_000 / cartDish.pricePaise), choices: [] }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: 1,
    location: { ...PARK_STREET },
    partial_wallet: false,
    // An order for now: a made-up sample is no time, and hostile values reach the field from here.
    scheduled_for: null,
  };
  const quote = await app.inject({
    method: 'POST',
    url: '/api/cart-quote',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: cart,
  });
  // An online order waiting for its payment: the sandbox page, verify-payment and the webhook act on it.
  const online = await app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: { ...cart, method: 'RAZORPAY', total: quote.json().data.bill.total },
  });
  const providerOrderId: string = online.json().data.payment.provider_order_id;
  const keySecret = createSandboxGateway(config.otpSecret).keySecret;
  hints = {
    ...STATIC_HINTS,
    ...cart,
    total: quote.json().data.bill.total,
    latitude: PARK_STREET.lat,
    longitude: PARK_STREET.lng,
    lat: PARK_STREET.lat,
    lng: PARK_STREET.lng,
    olat: PARK_STREET.lat,
    olng: PARK_STREET.lng,
    dlat: 22.58,
    dlng: 88.41,
    address: PARK_STREET.address,
    restaurant_id: aminia.restaurantId,
    address_id: addresses[0]!.id,
    order_id: order!.id,
    unique_order_id: trip.uniqueOrderId,
    notification_id: alert!.id,
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: 'pay_fuzz_1',
    razorpay_signature: hmacHex(keySecret, `${providerOrderId}|pay_fuzz_1`),
  };
  params = {
    slug: 'aminia-darbar',
    restaurant_id: String(aminia.restaurantId),
    phone: '9330000102',
    id: providerOrderId,
    action: 'fail',
    '*': 'restaurants/aminia-darbar.svg',
    month: '2026-11',
    // The customer's own order (its live stream).
    orderId: String(order!.id),
    // A rating of Aminia's: its staff reply, an operator hides the comment.
    ratingId: String(aminiaRating!.id),
  };

  /** A record's version as it is now (a settings row not yet written is at 1). */
  const versionOf = (table: Versioned, id: number) => async () => {
    const [row] = await db.select({ v: table.version }).from(table).where(eq(table.id, id));
    return Number(row?.v ?? 1);
  };
  const itemsOf = async (category: number) =>
    (
      await db
        .select({ id: schema.items.id })
        .from(schema.items)
        .where(and(eq(schema.items.categoryId, category), isNull(schema.items.archivedAt)))
        .orderBy(asc(schema.items.position), asc(schema.items.id))
    ).map((r) => r.id);
  const categoriesOf = async (restaurant: number) =>
    (
      await db
        .select({ id: schema.menuCategories.id })
        .from(schema.menuCategories)
        .where(eq(schema.menuCategories.restaurantId, restaurant))
        .orderBy(asc(schema.menuCategories.position), asc(schema.menuCategories.id))
    ).map((r) => r.id);
  const aminiaId = String(aminia.restaurantId);
  // Dishes with choices (the demo seed's biryanis), one for each use so that archiving leaves the
  // others: the Mutton Biryani's groups and options are edited, the Veg's Extras group archived, and
  // an option of the Egg's Extras archived.
  const choiceDish = async (name: string) => {
    const [dish] = await db
      .select({ id: schema.items.id })
      .from(schema.items)
      .where(and(eq(schema.items.restaurantId, aminia.restaurantId), eq(schema.items.name, name)));
    const groups = await db
      .select({ id: schema.itemChoiceGroups.id })
      .from(schema.itemChoiceGroups)
      .where(eq(schema.itemChoiceGroups.itemId, dish!.id))
      .orderBy(asc(schema.itemChoiceGroups.position), asc(schema.itemChoiceGroups.id));
    const options = await db
      .select({ id: schema.itemChoices.id })
      .from(schema.itemChoices)
      .where(eq(schema.itemChoices.groupId, groups[0]!.id))
      .orderBy(asc(schema.itemChoices.position), asc(schema.itemChoices.id));
    return { id: dish!.id, portion: groups[0]!.id, extras: groups[1]!.id, firstOption: options[0]!.id };
  };
  const choicesEdited = await choiceDish('Kolkata Mutton Biryani');
  const withGroupArchived = await choiceDish('Veg Dum Biryani');
  const withOptionArchived = await choiceDish('Egg Biryani');
  const groupsOfDish = async (itemId: number) =>
    (
      await db
        .select({ id: schema.itemChoiceGroups.id })
        .from(schema.itemChoiceGroups)
        .where(and(eq(schema.itemChoiceGroups.itemId, itemId), isNull(schema.itemChoiceGroups.archivedAt)))
        .orderBy(asc(schema.itemChoiceGroups.position), asc(schema.itemChoiceGroups.id))
    ).map((r) => r.id);
  const optionsOf = async (groupId: number) =>
    (
      await db
        .select({ id: schema.itemChoices.id })
        .from(schema.itemChoices)
        .where(and(eq(schema.itemChoices.groupId, groupId), isNull(schema.itemChoices.archivedAt)))
        .orderBy(asc(schema.itemChoices.position), asc(schema.itemChoices.id))
    ).map((r) => r.id);
  // Two webhook endpoints: one the back office changes, tests and rotates, one it deletes.
  const hooks: number[] = [];
  for (const path of ['/fuzz', '/fuzz-deleted']) {
    const made = await post(t, 'admin/webhooks/create', tokens.admin, { url: `http://127.0.0.1:9${path}` });
    expect(made.statusCode, made.body).toBe(200);
    hooks.push(made.json().data.id);
  }
  const [hook, deletedHook] = hooks as [number, number];
  const plan = (p: RoutePlan) => async () => p;
  const checkoutQuery = String(online.json().data.payment.checkout_url).replace(/^[^?]*/, '');
  // First match wins: the narrower patterns come first.
  plans = [
    // The customer's: an address of their own to delete (the first stays, for the other calls), the
    // checkout page with its key, and a session of its own to log out.
    [/^\/api\/delete-address$/, plan({ hints: { address_id: addresses.at(-1)!.id } })],
    [/^\/api\/cancel-order$/, plan({ hints: { order_id: cancellable.id } })],
    [/^\/sandbox-pay\//, plan({ query: checkoutQuery })],
    [/^\/api\/logout$/, plan({ token: leaving.token })],
    // The restaurant console and the menu editor: Aminia, as its own staff.
    [
      /^\/api\/menu-editor\/restaurants\/:restaurantId\/categories\/order$/,
      async () => ({
        params: { restaurantId: aminiaId },
        hints: { category_ids: await categoriesOf(aminia.restaurantId) },
      }),
    ],
    // The reference page's own files (Swagger UI's bundle).
    [/^\/api\/docs\/static\/\*$/, plan({ params: { '*': 'swagger-ui-bundle.js' } })],
    [/^\/api\/(partner|menu-editor)\/restaurants\//, plan({ params: { restaurantId: aminiaId } })],
    [/^\/api\/partner\/items\//, plan({ params: { itemId: String(stockDish!.id) } })],
    [
      /^\/api\/partner\/orders\/:orderId\/hand-over$/,
      async () => ({
        params: { orderId: String(pickup.id) },
        hints: { pin: (await orderRow(t, pickup.id)).deliveryPin },
      }),
    ],
    [/^\/api\/partner\/orders\/:orderId\/reject$/, plan({ params: { orderId: String(rejected.id) } })],
    [/^\/api\/partner\/orders\//, plan({ params: { orderId: String(pickup.id) } })],
    [
      /^\/api\/menu-editor\/categories\/:categoryId\/dishes\/order$/,
      async () => ({
        params: { categoryId: String(categoryId) },
        hints: { item_ids: await itemsOf(categoryId) },
      }),
    ],
    [
      /^\/api\/menu-editor\/categories\/:categoryId\/dishes$/,
      plan({ params: { categoryId: String(categoryId) } }),
    ],
    [
      /^\/api\/menu-editor\/categories\//,
      plan({
        params: { categoryId: String(categoryId) },
        // A name of its own: the category made just before took the shared one.
        hints: { name: 'Fuzz Specials' },
        version: versionOf(schema.menuCategories, categoryId),
      }),
    ],
    // A dish's choices: every call names the dish's version.
    [
      /^\/api\/menu-editor\/dishes\/:itemId\/choice-groups\/order$/,
      async () => ({
        params: { itemId: String(choicesEdited.id) },
        hints: { group_ids: await groupsOfDish(choicesEdited.id) },
        version: versionOf(schema.items, choicesEdited.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/dishes\/:itemId\/choice-groups$/,
      plan({
        params: { itemId: String(choicesEdited.id) },
        version: versionOf(schema.items, choicesEdited.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/choice-groups\/:groupId\/archive$/,
      plan({
        params: { groupId: String(withGroupArchived.extras) },
        version: versionOf(schema.items, withGroupArchived.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/choice-groups\/:groupId\/choices\/order$/,
      async () => ({
        params: { groupId: String(choicesEdited.extras) },
        hints: { choice_ids: await optionsOf(choicesEdited.extras) },
        version: versionOf(schema.items, choicesEdited.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/choice-groups\//,
      plan({
        params: { groupId: String(choicesEdited.extras) },
        // A name of its own: the group made just before took the shared one.
        hints: { name: 'Fuzz Extras' },
        version: versionOf(schema.items, choicesEdited.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/choices\/:choiceId\/archive$/,
      plan({
        params: { choiceId: String(withOptionArchived.firstOption) },
        version: versionOf(schema.items, withOptionArchived.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/choices\//,
      plan({
        params: { choiceId: String(choicesEdited.firstOption) },
        version: versionOf(schema.items, choicesEdited.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/dishes\/:itemId\/archive$/,
      plan({
        params: { itemId: String(archivedDish!.id) },
        version: versionOf(schema.items, archivedDish!.id),
      }),
    ],
    [
      /^\/api\/menu-editor\/dishes\//,
      plan({
        params: { itemId: String(editedDish!.id) },
        hints: { category_id: categoryId },
        version: versionOf(schema.items, editedDish!.id),
      }),
    ],
    // The captain app: captain 2 accepts their offer, captain 3 declines theirs, captain 1 arrives,
    // picks up and delivers their trip.
    [
      /^\/api\/captain\/offers\/:offerId\/accept$/,
      plan({ params: { offerId: String(toAccept.offerId) }, token: second.token }),
    ],
    [
      /^\/api\/captain\/offers\/:offerId\/decline$/,
      plan({ params: { offerId: String(toDecline.offerId) }, token: third.token }),
    ],
    [
      /^\/api\/captain\/orders\//,
      async () => ({
        params: { orderId: String(trip.id) },
        hints: { pin: (await orderRow(t, trip.id)).deliveryPin },
      }),
    ],
    // The back office.
    [
      /^\/api\/admin\/restaurants\/:restaurantId\/staff\/:userId\/remove$/,
      plan({ params: { restaurantId: String(other!.id), userId: String(otherStaff!.userId) } }),
    ],
    [
      /^\/api\/admin\/restaurants\/:restaurantId\/update$/,
      plan({
        params: { restaurantId: String(other!.id) },
        hints: { slug: other!.slug },
        version: versionOf(schema.restaurants, other!.id),
      }),
    ],
    [
      /^\/api\/admin\/restaurants\/:restaurantId\/photo$/,
      plan({
        params: { restaurantId: String(other!.id) },
        version: versionOf(schema.restaurants, other!.id),
      }),
    ],
    [/^\/api\/admin\/(restaurants|statements)\//, plan({ params: { restaurantId: String(other!.id) } })],
    [
      /^\/api\/admin\/coupons\//,
      plan({ params: { couponId: String(coupon!.id) }, version: versionOf(schema.coupons, coupon!.id) }),
    ],
    // Captain 1's cash (their trip was cash, delivered by the captain routes before these): the
    // ledger's writes need an Idempotency-Key (decision 039), one per route, so each spoiled request
    // is refused or repeats the first and the service meets every spoiled value.
    [
      /^\/api\/admin\/captains\/:captainId\/cash-handins\/:handinId\/reverse$/,
      async () => {
        const [handin] = await db
          .select({ id: schema.cashHandins.id })
          .from(schema.cashHandins)
          .where(eq(schema.cashHandins.deliveryPartnerId, captain.partnerId))
          .orderBy(asc(schema.cashHandins.id))
          .limit(1);
        return {
          params: { captainId: String(captain.partnerId), handinId: String(handin?.id ?? 1) },
          headers: { 'idempotency-key': 'fuzz-reverse-handin' },
        };
      },
    ],
    [
      /^\/api\/admin\/captains\/:captainId\/cash/,
      plan({
        params: { captainId: String(captain.partnerId) },
        headers: { 'idempotency-key': 'fuzz-record-handin' },
      }),
    ],
    [
      /^\/api\/admin\/captains\//,
      plan({
        params: { captainId: String(suspended!.id) },
        version: versionOf(schema.deliveryPartners, suspended!.id),
      }),
    ],
    [
      /^\/api\/admin\/promo-slides\/:slideId\/remove$/,
      plan({
        params: { slideId: String(removedSlide!.id) },
        version: versionOf(schema.promoSlides, removedSlide!.id),
      }),
    ],
    [
      /^\/api\/admin\/promo-slides\//,
      plan({ params: { slideId: String(slide!.id) }, version: versionOf(schema.promoSlides, slide!.id) }),
    ],
    [
      /^\/api\/admin\/webhooks\/:webhookId\/delete$/,
      plan({
        params: { webhookId: String(deletedHook) },
        version: versionOf(schema.webhookEndpoints, deletedHook),
      }),
    ],
    [
      /^\/api\/admin\/webhooks\/:webhookId/,
      plan({ params: { webhookId: String(hook) }, version: versionOf(schema.webhookEndpoints, hook) }),
    ],
    [/^\/api\/admin\/settings\/update$/, plan({ version: versionOf(schema.platformSettings, 1) })],
    [/^\/api\/admin\/operators\//, plan({ params: { userId: String(invited.json().data.user_id) } })],
    [
      /^\/api\/admin\/customers\//,
      plan({ params: { userId: String(helped.user.id) }, version: versionOf(schema.users, helped.user.id) }),
    ],
    [/^\/api\/orders\/:id\/complaints?$/, plan({ params: { id: toReport } })],
    [/^\/api\/admin\/complaints\/:id\/(refund|photo)$/, plan({ params: { id: toRefund } })],
    [/^\/api\/admin\/complaints\/:id\/reject$/, plan({ params: { id: toReject } })],
    [/^\/api\/admin\/credits\/:creditId\/approve$/, plan({ params: { creditId: String(credits[0]) } })],
    [/^\/api\/admin\/credits\/:creditId\/decline$/, plan({ params: { creditId: String(credits[1]) } })],
    [/^\/api\/admin\/orders\/:id\/refunds\/:refundId\/retry$/, plan({ params: toRetry })],
    [/^\/api\/admin\/orders\/:id\/refunds\/:refundId\/settle-to-wallet$/, plan({ params: toSettle })],
    [
      /^\/api\/admin\/orders\/:id\/cancel$/,
      plan({ params: { id: String(toDecline.order.id) }, hints: { fault: 'restaurant' } }),
    ],
    [
      /^\/api\/admin\/orders\/:id\//,
      plan({
        params: { id: String(toAccept.order.id) },
        hints: { captain_id: third.partnerId, current_captain_id: second.partnerId },
      }),
    ],
    // An order's page and its captain's trail: captain 1's trip.
    [/^\/api\/admin\/orders\/:orderId/, plan({ params: { orderId: String(trip.id) } })],
  ];
}, 180_000);

/** The parameters and values of a route's good request, and its record's version (if it has one). */
async function planOf(url: string): Promise<Required<RoutePlan>> {
  const found = plans.find(([pattern]) => pattern.test(url));
  const own = found ? await found[1]() : {};
  return {
    params: { ...params, ...own.params },
    hints: { ...hints, ...ROUTE_HINTS[url], ...own.hints },
    version: own.version ?? (async () => 1),
    token: own.token ?? tokens[callerOf(url)],
    query: own.query ?? '',
    headers: own.headers ?? {},
  };
}

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

const serverErrors: string[] = [];
const changedByRefusal: string[] = [];
let sent = 0;
let digest = '';
/** The body of the last answer (what a refused good request said). */
let lastAnswer = '';

/** Sends one request; records a 5xx, and a refused (4xx) request that changed stored state. */
async function send(request: Sent): Promise<number> {
  const answer = t.app.inject({
    ...request,
    headers: { 'x-forwarded-for': `10.9.${sent % 250}.${Math.floor(sent / 250) % 250}`, ...request.headers },
  } as InjectOptions);
  // A live stream answers only when it ends, and a menu's is public (its good request opens one): end
  // any stream a request opened, as a shutdown does, so its answer (200 and what it sent) comes back.
  const ending = setInterval(() => t.app.openStreams.closeAll(), 50);
  const res = await answer.finally(() => clearInterval(ending));
  sent++;
  const what = `${request.method} ${request.url.slice(0, 120)} ${String(
    typeof request.payload === 'object' && !Buffer.isBuffer(request.payload)
      ? JSON.stringify(request.payload)
      : (request.payload ?? ''),
  ).slice(0, 160)}`;
  lastAnswer = res.body;
  if (res.statusCode >= 500) serverErrors.push(`${res.statusCode} ${what} -> ${res.body.slice(0, 200)}`);
  const after = await stateDigest(t);
  if (res.statusCode >= 400 && after !== digest) changedByRefusal.push(`${res.statusCode} ${what}`);
  digest = after;
  return res.statusCode;
}

/** The Bearer header of the session a route's plan names, with any other header the plan adds. */
const authHeader = (plan: { token: string; headers: Record<string, string> }) => ({
  authorization: `Bearer ${plan.token}`,
  ...plan.headers,
});

const queryString = (q: Record<string, unknown>) => {
  const entries = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return entries.length ? `?${entries.join('&')}` : '';
};

describe('every route under malformed input', () => {
  it('never answers 5xx and a refused request changes nothing', async () => {
    digest = await stateDigest(t);
    // Logging out ends the session it is called with: it goes last, with a session of its own.
    // A route may serve several methods (the reference page's files: GET and HEAD): each is a target.
    const targets = routes
      .flatMap((r) => [r.method].flat().map((method) => ({ ...r, method })))
      .filter((r) => r.method !== 'HEAD' && r.url !== '/api/payments/webhook')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    const refusedGoodRequests: string[] = [];
    const unfilled: string[] = [];
    expect(targets.length).toBeGreaterThan(30);

    for (const route of targets) {
      const method = String(route.method);
      const s = (route.schema ?? {}) as { body?: unknown; params?: unknown; querystring?: unknown };
      const bodySchema = jsonSchemaOf(s.body);
      const querySchema = jsonSchemaOf(s.querystring);
      const plan = await planOf(route.url);
      const sample = bodySchema ? sampleOf(bodySchema, '', plan.hints) : method === 'POST' ? {} : undefined;
      const goodQuery = querySchema ? (sampleOf(querySchema, '', plan.hints) as Record<string, unknown>) : {};
      /** The good body at the record's version as it is now (each good request may have raised it). */
      const goodBody = async () =>
        sample && typeof sample === 'object' && 'version' in sample
          ? { ...sample, version: await plan.version() }
          : sample;
      const url = fillPath(route.url, plan.params) + plan.query;
      if (/:[A-Za-z_]/.test(url)) unfilled.push(`${route.url} -> ${url}`);
      const base = { method, headers: authHeader(plan) };

      // The good request itself: it must pass validation and reach the service as the account it is
      // for, or the spoiled ones test nothing past the edge. An upload's good request is its multipart
      // form, sent by the upload test below; here its JSON body is one more body it must refuse.
      const good = await send({
        ...base,
        url: url + queryString(goodQuery),
        payload: (await goodBody()) as object,
      });
      const allowed = GOOD_REQUEST_REFUSALS[route.url]?.status ?? [];
      if ([400, 401, 403, 404].includes(good) && !allowed.includes(good) && !isUploadRoute(route.url)) {
        refusedGoodRequests.push(`${good} ${method} ${route.url} -> ${lastAnswer.slice(0, 160)}`);
      }

      // One body field at a time, spoiled, or left out.
      if (sample && typeof sample === 'object') {
        for (const path of pathsOf(sample)) {
          for (const value of [...HOSTILE_VALUES, undefined]) {
            await send({ ...base, url, payload: withValue(await goodBody(), path, value) as object });
          }
        }
      }
      // One path parameter at a time.
      for (const name of paramNamesOf(route.url)) {
        for (const raw of HOSTILE_URL_VALUES) {
          await send({
            ...base,
            url: fillPath(route.url, { ...plan.params, [name]: raw }) + plan.query,
            payload: (await goodBody()) as object,
          });
        }
      }
      // One query value at a time, and a repeated key.
      for (const key of Object.keys(goodQuery)) {
        for (const raw of HOSTILE_URL_VALUES) {
          const rest = queryString({ ...goodQuery, [key]: '' }).replace(`${key}=`, `${key}=${raw}`);
          await send({ ...base, url: url + rest });
        }
        await send({ ...base, url: `${url + queryString(goodQuery)}&${key}=again` });
      }
      // Whole bodies that are not what any route reads.
      if (method === 'POST') {
        for (const [type, body] of HOSTILE_BODIES) {
          await send({
            method,
            url,
            headers: { ...authHeader(plan), 'content-type': type },
            payload: body,
          });
        }
      }
    }

    // One assertion for all four, so that a failing run shows every finding at once.
    expect({ unfilled, refusedGoodRequests, serverErrors, changedByRefusal }).toEqual({
      unfilled: [],
      refusedGoodRequests: [],
      serverErrors: [],
      changedByRefusal: [],
    });
    expect(sent).toBeGreaterThan(2_000);
  }, 1_800_000);

  it('reads no number or flag loosely: "0x10", "1e1", [5] and "false" are a 400 on every route', async () => {
    digest = await stateDigest(t);
    const loose: string[] = [];
    const expect400 = async (what: string, request: Sent) => {
      const status = await send(request);
      if (status !== 400) loose.push(`${status} ${what}`);
    };
    const numberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
    const targets = routes.filter(
      (r) => r.method !== 'HEAD' && r.url !== '/api/payments/webhook' && r.url !== '/api/logout',
    );
    for (const route of targets) {
      const method = String(route.method);
      const s = (route.schema ?? {}) as { body?: unknown; params?: unknown; querystring?: unknown };
      const bodySchema = jsonSchemaOf(s.body);
      const querySchema = jsonSchemaOf(s.querystring);
      const plan = await planOf(route.url);
      const goodBody = bodySchema ? sampleOf(bodySchema, '', plan.hints) : undefined;
      const goodQuery = querySchema ? (sampleOf(querySchema, '', plan.hints) as Record<string, unknown>) : {};
      const names = paramNamesOf(route.url).filter((n) => n !== '*');
      const pathValues = plan.params;
      const fill = (values: Record<string, string>) => fillPath(route.url, values);
      const url = fill(pathValues);
      const base = { method, headers: authHeader(plan) };

      if (goodBody && typeof goodBody === 'object') {
        for (const path of pathsOf(goodBody)) {
          const value = path.reduce<unknown>(
            (node, key) => (node as Record<string, unknown>)?.[key],
            goodBody,
          );
          const spoilers =
            typeof value === 'number'
              ? ['0x10', '1e1', ` ${value}x`, [value], true]
              : typeof value === 'boolean'
                ? ['false', 'true', [value], 'no']
                : [];
          for (const bad of spoilers) {
            await expect400(`${method} ${route.url} ${path.join('.')}=${JSON.stringify(bad)}`, {
              ...base,
              url,
              payload: withValue(goodBody, path, bad) as object,
            });
          }
        }
      }
      for (const name of names) {
        if (!numberLike(pathValues[name] ?? '1')) continue;
        for (const bad of ['0x10', '1e1', '16.0', '%5B5%5D', '%2016']) {
          const spoiled = fill({ ...pathValues, [name]: bad });
          await expect400(`${method} ${spoiled}`, { ...base, url: spoiled, payload: goodBody as object });
        }
      }
      for (const [key, value] of Object.entries(goodQuery)) {
        if (!numberLike(value)) continue;
        for (const bad of ['0x10', '1e1', '%5B5%5D']) {
          const q = Object.entries({ ...goodQuery, [key]: bad })
            .map(([k, v]) => `${k}=${k === key ? v : encodeURIComponent(String(v))}`)
            .join('&');
          await expect400(`${method} ${route.url}?${q}`, { ...base, url: `${url}?${q}` });
        }
      }
    }
    expect(loose).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
  }, 120_000);

  it('refuses odd signed webhook bodies with a 4xx and stores nothing', async () => {
    digest = await stateDigest(t);
    const entity = { id: 'pay_fuzz_2', order_id: hints.razorpay_order_id, amount: 100, currency: 'INR' };
    const event = (e: object) =>
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: e } } });
    const bodies = [
      'null',
      '[]',
      '1',
      '"captured"',
      '{',
      '[['.repeat(15_000) + ']]'.repeat(15_000),
      event({ ...entity, id: 'pay\u0000x' }),
      event({ ...entity, id: 'pay\ud800x' }),
      event({ ...entity, amount: 1e21 }),
      event({ ...entity, amount: 2 ** 53 + 2 }),
      event({ ...entity, order_id: 'x'.repeat(5_000) }),
      JSON.stringify({ event: 'payment.captured', payload: null }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { ...entity, amount: 1 } } },
      }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { ...entity, order_id: 'order_sbx_none' } } },
      }),
    ];
    for (const [i, body] of bodies.entries()) {
      const status = await send({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, body),
          'x-razorpay-event-id': `evt_fuzz_${i}`,
        },
        payload: body,
      });
      expect(status, body.slice(0, 80)).toBeLessThan(500);
    }
    // Unsigned and wrongly signed.
    for (const signature of [undefined, 'ab'.repeat(32), '\u00ff'.repeat(64)]) {
      const status = await send({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-razorpay-signature': signature } : {}),
        },
        payload: event(entity),
      });
      expect(status).toBe(401);
    }
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
  }, 60_000);

  it('takes a good form on every upload route, and refuses broken ones with a 4xx that writes no file', async () => {
    const uploads = routes.filter((r) => r.method === 'POST' && isUploadRoute(r.url));
    expect(uploads.map((r) => r.url).sort()).toEqual(
      expect.arrayContaining([
        '/api/admin/captains/:captainId/photo',
        '/api/admin/promo-slides/:slideId/photo',
        '/api/admin/restaurants/:restaurantId/photo',
        '/api/edit-profile',
        '/api/menu-editor/dishes/:itemId/photo',
      ]),
    );
    /** Every file and folder under DATA_DIR/uploads (the photo pipeline's hidden temporary ones too). */
    const files = () => {
      try {
        return readdirSync(join(dataDir, 'uploads'), { recursive: true }).map(String).sort();
      } catch {
        return [];
      }
    };
    const photo = await goodPhoto();
    const accepted: string[] = [];
    const leftFiles: string[] = [];
    for (const route of uploads) {
      const plan = await planOf(route.url);
      const url = fillPath(route.url, plan.params);
      const headers = (type: string) => ({ ...authHeader(plan), 'content-type': type });
      // The profile's form names the person; a photo's carries the version read.
      const profile = route.url === '/api/edit-profile';
      const field = profile ? 'name' : 'version';
      const value = async () => (profile ? 'Fuzz Tester' : String(await plan.version()));

      digest = await stateDigest(t);
      const good = await send({
        method: 'POST',
        url,
        headers: headers(FORM_TYPE),
        payload: goodForm(field, await value(), photo),
      });
      expect(good, `${route.url} -> ${lastAnswer.slice(0, 200)}`).toBe(200);

      const before = files();
      const broken = brokenForms(field, await value(), photo, { photoOptional: profile });
      if (profile) {
        broken.push(
          [
            'an e-mail that is not one',
            FORM_TYPE,
            Buffer.concat([part('name', 'A B'), part('email', 'not-mail'), END]),
          ],
          ['a name of only spaces', FORM_TYPE, Buffer.concat([part('name', '   '), END])],
          [
            "another account's user_id",
            FORM_TYPE,
            Buffer.concat([part('name', 'A B'), part('user_id', '999999'), END]),
          ],
        );
      } else {
        broken.push(
          ['a version that is hex', FORM_TYPE, goodForm('version', '0x10', photo)],
          ['a version that is not the one stored', FORM_TYPE, goodForm('version', '99999', photo)],
          [
            'no version',
            FORM_TYPE,
            Buffer.concat([
              part('name', 'x'),
              part('photo', photo, { filename: 'p.jpg', type: 'image/jpeg' }),
              END,
            ]),
          ],
          [
            'the version sent twice',
            FORM_TYPE,
            Buffer.concat([part('version', await value()), goodForm('version', await value(), photo)]),
          ],
        );
      }
      for (const [what, type, body] of broken) {
        const status = await send({ method: 'POST', url, headers: headers(type), payload: body });
        if (status < 400) accepted.push(`${status} ${route.url}: ${what}`);
      }
      if (files().join() !== before.join()) leftFiles.push(route.url);
    }
    expect({ accepted, serverErrors, changedByRefusal, leftFiles }).toEqual({
      accepted: [],
      serverErrors: [],
      changedByRefusal: [],
      leftFiles: [],
    });
  }, 120_000);
});

describe('the login calls under hostile devices and addresses (decision 025)', () => {
  it("never answer 5xx, change nothing when refused, and no stranger's guess touches the owner's code", async () => {
    digest = await stateDigest(t);
    const phone = '9000010000';
    const owner = newDevice();
    expect((await sendCode(t.app, phone, owner)).statusCode).toBe(200);
    const code = await lastCode(t.app, phone);
    const wrong = code === '11111' ? '22222' : '11111';
    const ownId = owner.cookie!.split('=')[1]!;
    const cookies = [
      '',
      'khabar-device=',
      `khabar-device=${'x'.repeat(43)}`,
      `khabar-device=${'a'.repeat(8_000)}`,
      `khabar-device=${ownId}x`,
      `khabar-device=${ownId.slice(1)}`,
      `khabar-device=${ownId.toUpperCase()}`,
      `__Host-khabar-device=${ownId.slice(0, -1)}A`,
      'khabar-device=a; khabar-device=b',
      '=;=;;khabar-device',
      'khabar-device=%00%ff',
      `other=1; khabar-device="${'b'.repeat(43)}"`,
    ];
    const addresses = [
      'not-an-address',
      '::ffff:203.0.113.5',
      '2001:DB8::1',
      'fe80::1%eth0',
      '1.2.3.4.5',
      '999.1.1.1',
      ' , ',
      'x'.repeat(2_000),
      '::',
      '203.0.113.9, 10.0.0.1',
    ];
    let n = 0;
    for (const cookie of cookies) {
      for (const address of addresses) {
        n++;
        const headers = { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) };
        const calls: Sent[] = [
          { method: 'GET', url: `/api/send-login-otp/${phone}`, headers },
          { method: 'GET', url: `/api/send-registration-otp/74${String(n).padStart(8, '0')}`, headers },
          { method: 'POST', url: '/api/login-using-otp', headers, payload: { phone, otp: wrong } },
          {
            method: 'POST',
            url: '/api/register',
            headers,
            payload: { phone: '7400000000', name: 'Fuzz', email: 'f@example.in', referral: '', otp: wrong },
          },
        ];
        for (const call of calls) await send(call);
      }
    }
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
    // 120 wrong guesses at the number from hostile and made-up devices: the owner's code is untouched.
    expect((await tryCode(t.app, phone, code, owner)).statusCode).toBe(200);
  }, 120_000);
});
