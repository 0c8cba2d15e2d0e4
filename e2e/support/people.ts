// The people who move orders (issue 13) and the orders they move, for the lifecycle browser tests.
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { asOwnNetwork, keptSession, logInViaApi, type User, workerArtifacts } from './accounts.ts';
import { blankPageOfTheApp, PARK_STREET } from './guest.ts';

/** The seeded staff account of the restaurant with 1-based seed index `i` (the restaurant's id). */
export const staffPhone = (i: number) => `70000000${String(i).padStart(2, '0')}`;
/** The seeded captain `i` (1 = Park Street, 8 = Esplanade, 12 = Bhowanipore ...). */
export const captainPhone = (i: number) => `60000000${String(i).padStart(2, '0')}`;
/** The demo city's back office: its seeded admin, and its support agent (whose goodwill has a daily cap). */
export const ADMIN_PHONE = '8000000001';
export const AGENT_PHONE = '8000000002';

const sessions = `${workerArtifacts}sessions/`;

/**
 * A seeded person logged in once per run and reused (one code a minute per phone: tests of both
 * layouts share the person).
 */
export async function sessionOf(request: APIRequestContext, phone: string): Promise<User> {
  return keptSession(request, `${sessions}${phone}.json`, () => logInViaApi(request, phone));
}

/** Opens the app in this browser as `user` (stored as after a login), on a page of the app. */
export async function signedIn(page: Page, user: User) {
  await blankPageOfTheApp(page);
  await page.evaluate((u) => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify(u));
  }, user);
}

/** An API call as `user`. */
export async function callAs<T = unknown>(
  request: APIRequestContext,
  user: User,
  path: string,
  data: object = {},
) {
  const res = await request.post(`/api/${path}`, {
    headers: { authorization: `Bearer ${user.auth_token}` },
    data,
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${JSON.stringify(body)}`);
  return body as T;
}

/** Off duty, so the next test's captain is the only one offered orders (the autopilot is off). */
export const offDuty = (request: APIRequestContext, captain: User) =>
  callAs(request, captain, 'captain/duty', { on_duty: false });

/**
 * Places an order through the API as the cart page does (quote, then place at the quoted total):
 * `dishes` by name from `slug`'s menu. A dish with choices (issue 27) gets the first options in stock
 * that its required groups need (Half, Single egg), as a customer who takes the defaults.
 */
export async function placeOrderViaApi(
  request: APIRequestContext,
  customer: User,
  options: {
    slug: string;
    dishes: Array<[string, number]>;
    method: 'COD' | 'WALLET';
    deliveryType?: 1 | 2;
    /** Cooking instructions, as the cart sends them. */
    comment?: string;
  },
): Promise<{ id: number; unique_order_id: string }> {
  const menu = await (await request.post(`/api/get-restaurant-items/${options.slug}`)).json();
  const all = [...(menu.recommended ?? []), ...Object.values(menu.items ?? {}).flat()] as Array<{
    id: number;
    name: string;
    choice_groups?: Array<{ min: number; choices: Array<{ id: number; is_active: number }> }>;
  }>;
  const order = options.dishes.map(([name, quantity]) => {
    const dish = all.find((d) => d.name === name);
    if (!dish) throw new Error(`no dish ${name} at ${options.slug}`);
    const choices = (dish.choice_groups ?? []).flatMap((g) =>
      g.choices
        .filter((c) => c.is_active === 1)
        .slice(0, g.min)
        .map((c) => c.id),
    );
    return { id: dish.id, quantity, choices };
  });
  const body = {
    order,
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: options.deliveryType ?? 1,
    location: {
      lat: Number(PARK_STREET.lat),
      lng: Number(PARK_STREET.lng),
      address: PARK_STREET.address,
      house: '12A',
      landmark: 'Opposite the metro gate',
      tag: 'HOME',
    },
    partial_wallet: false,
    method: options.method,
  };
  const quote = await callAs<{ data: { bill: { total: string } } }>(request, customer, 'cart-quote', body);
  const placed = await callAs<{ data: { id: number; unique_order_id: string } }>(
    request,
    customer,
    'place-order',
    { ...body, total: quote.data.bill.total, ...(options.comment ? { order_comment: options.comment } : {}) },
  );
  return placed.data;
}

/** A browser of its own for one of the people of a test (customer, restaurant, captain). */
export async function personContext(context: BrowserContext) {
  await asOwnNetwork(context);
  return context.newPage();
}

/**
 * Moves this worker's server clock forward (POST /api/dev/clock, only on a test clock): a test whose
 * subject is a window of minutes crosses it in seconds. Later tests on the server see the later time.
 */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.post('/api/dev/clock', { data: { advance_seconds: seconds } });
  if (!res.ok()) throw new Error(`the clock did not move: ${res.status()} ${await res.text()}`);
}

/** Rs 150 to Rs 350: a dish over the minimum order and under the cash limit (for cashDishAt). */
export const OVER_THE_MINIMUM = { from: 150, to: 350 };

/**
 * A dish on `slug`'s menu now, between Rs 100 and Rs 300 (or the range asked): one keeps a cash order
 * over the minimum order and under the COD limit. Never one with choices (issue 27): its ADD opens the
 * choices sheet, not the stepper the callers expect.
 */
export async function cashDishAt(
  request: APIRequestContext,
  slug: string,
  price: { from: number; to: number } = { from: 100, to: 300 },
): Promise<string> {
  const menu = await (await request.post(`/api/get-restaurant-items/${slug}`)).json();
  const dishes = [...(menu.recommended ?? []), ...Object.values(menu.items ?? {}).flat()] as Array<{
    name: string;
    price: string;
    is_active: number;
    choice_groups?: unknown[];
  }>;
  const dish = dishes.find(
    (d) =>
      d.is_active === 1 && !d.choice_groups && Number(d.price) >= price.from && Number(d.price) <= price.to,
  );
  if (!dish) throw new Error(`no dish between Rs ${price.from} and Rs ${price.to} at ${slug}`);
  return dish.name;
}

/**
 * A placed order from the kitchen to the customer's door through the API: the kitchen accepts, an
 * admin gives it to `captain` by name (whoever else is on duty nearer), the captain arrives, picks it
 * up and delivers it with the customer's PIN.
 */
async function carryToTheDoor(
  request: APIRequestContext,
  people: { orderId: number; customer: User; staff: User; captain: User; admin: User; reason: string },
): Promise<void> {
  const { orderId, customer, staff, captain, admin } = people;
  await callAs(request, staff, `partner/orders/${orderId}/accept`, { preparation_min: 10 });
  const me = await callAs<{ data: { captain: { id: number } } }>(request, captain, 'captain/me');
  await callAs(request, admin, `admin/orders/${orderId}/reassign-captain`, {
    reason: people.reason,
    captain_id: me.data.captain.id,
    current_captain_id: null,
  });
  await callAs(request, captain, `captain/orders/${orderId}/arrive`);
  await callAs(request, staff, `partner/orders/${orderId}/ready`);
  await callAs(request, captain, `captain/orders/${orderId}/pick-up`);
  await callAs(request, captain, `captain/orders/${orderId}/deliver`, {
    pin: await deliveryPinOf(request, customer, orderId),
  });
}

/** The PIN the customer tells at the door or the counter, as their tracking answers it. */
export async function deliveryPinOf(request: APIRequestContext, customer: User, orderId: number) {
  const tracking = await callAs<{ data: { delivery_pin: string } }>(request, customer, 'get-order-tracking', {
    order_id: orderId,
  });
  return tracking.data.delivery_pin;
}

/**
 * A cash order of one dish from `restaurant`, taken to the customer's door by `captain` (carryToTheDoor).
 * If the journey stops half way the order is cancelled: none stays open on the boards of the next tests.
 */
export async function deliveredCashOrder(
  request: APIRequestContext,
  people: { customer: User; captain: User; restaurant: { id: number; slug: string }; reason: string },
): Promise<{ id: number; unique_order_id: string }> {
  const { customer, captain, restaurant } = people;
  const staff = await sessionOf(request, staffPhone(restaurant.id));
  const admin = await sessionOf(request, ADMIN_PHONE);
  const order = await placeOrderViaApi(request, customer, {
    slug: restaurant.slug,
    dishes: [[await cashDishAt(request, restaurant.slug), 1]],
    method: 'COD',
  });
  try {
    await carryToTheDoor(request, {
      orderId: order.id,
      customer,
      staff,
      captain,
      admin,
      reason: people.reason,
    });
  } catch (err) {
    await callAs(request, admin, `admin/orders/${order.id}/cancel`, {
      reason: 'The test stopped half way',
      fault: 'platform',
    }).catch(() => undefined);
    throw err;
  }
  return order;
}

/** Money an admin puts in a customer's wallet (an admin's credit has no daily cap; an agent's has). */
export async function creditWallet(
  request: APIRequestContext,
  customer: User,
  credit: { amount: number; reason: string },
): Promise<void> {
  const admin = await sessionOf(request, ADMIN_PHONE);
  await callAs(request, admin, `admin/customers/${customer.id}/credit`, credit);
}

/** What a pickup is of, and the money an admin puts in the wallet first (a new customer has none). */
interface Pickup {
  restaurant: { id: number; slug: string };
  dishes: Array<[string, number]>;
  credit?: { amount: number; reason: string };
}

/**
 * A self-pickup order paid from the customer's wallet (cash is not taken for pickup), accepted and
 * ready at `restaurant`'s counter: through the API.
 */
export async function readyPickup(
  request: APIRequestContext,
  customer: User,
  options: Pickup,
): Promise<{ id: number; unique_order_id: string }> {
  if (options.credit) await creditWallet(request, customer, options.credit);
  const staff = await sessionOf(request, staffPhone(options.restaurant.id));
  const order = await placeOrderViaApi(request, customer, {
    slug: options.restaurant.slug,
    dishes: options.dishes,
    method: 'WALLET',
    deliveryType: 2,
  });
  await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 10 });
  await callAs(request, staff, `partner/orders/${order.id}/ready`);
  return order;
}

/** A self-pickup order collected a moment ago: ready (readyPickup), handed over with the customer's PIN. */
export async function collectedPickup(
  request: APIRequestContext,
  customer: User,
  options: Pickup,
): Promise<{ id: number; unique_order_id: string }> {
  const order = await readyPickup(request, customer, options);
  const staff = await sessionOf(request, staffPhone(options.restaurant.id));
  await callAs(request, staff, `partner/orders/${order.id}/hand-over`, {
    pin: await deliveryPinOf(request, customer, order.id),
  });
  return order;
}

/** The captain app open in `page` as `captain`, switched on duty (if they were not). */
export async function onDutyInTheApp(page: Page, captain: User) {
  await signedIn(page, captain);
  await page.goto('/captain');
  const duty = page.getByRole('switch', { name: /duty/ });
  await expect(duty).toBeVisible();
  if (!(await duty.isChecked())) await duty.click();
  await expect(page.getByRole('switch', { name: 'On duty' })).toBeChecked();
}
