// The people who move orders (issue 13) and the orders they move, for the lifecycle browser tests.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { codeFor, type User, uniqueIp, workerArtifacts } from './accounts.ts';
import { blankPageOfTheApp, PARK_STREET } from './guest.ts';

/** The seeded staff account of the restaurant with 1-based seed index `i` (the restaurant's id). */
export const staffPhone = (i: number) => `70000000${String(i).padStart(2, '0')}`;
/** The seeded captain `i` (1 = Park Street, 8 = Esplanade, 12 = Bhowanipore ...). */
export const captainPhone = (i: number) => `60000000${String(i).padStart(2, '0')}`;

const sessions = `${workerArtifacts}sessions/`;

/**
 * A seeded person logged in once per run and reused (one code a minute per phone: tests of both
 * layouts share the person). A session of an earlier run's database is refused and replaced.
 */
export async function sessionOf(request: APIRequestContext, phone: string): Promise<User> {
  const file = `${sessions}${phone}.json`;
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as User;
    const check = await request.post('/api/update-user-info', {
      headers: { authorization: `Bearer ${saved.auth_token}` },
    });
    if (check.ok()) return saved;
  }
  const headers = { 'x-forwarded-for': uniqueIp() };
  await request.get(`/api/send-login-otp/${phone}`, { headers });
  const res = await request.post('/api/login-using-otp', {
    headers,
    data: { phone, otp: await codeFor(request, phone) },
  });
  const body = await res.json();
  if (!body.success) throw new Error(`login of ${phone} failed: ${JSON.stringify(body)}`);
  mkdirSync(sessions, { recursive: true });
  writeFileSync(file, JSON.stringify(body.data));
  return body.data as User;
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
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
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

/**
 * A dish on `slug`'s menu now, between Rs 100 and Rs 300: one keeps a cash order under the COD limit.
 * Never one with choices (issue 27): its ADD opens the choices sheet, not the stepper the callers expect.
 */
export async function cashDishAt(request: APIRequestContext, slug: string): Promise<string> {
  const menu = await (await request.post(`/api/get-restaurant-items/${slug}`)).json();
  const dishes = [...(menu.recommended ?? []), ...Object.values(menu.items ?? {}).flat()] as Array<{
    name: string;
    price: string;
    is_active: number;
    choice_groups?: unknown[];
  }>;
  const dish = dishes.find(
    (d) => d.is_active === 1 && !d.choice_groups && Number(d.price) >= 100 && Number(d.price) <= 300,
  );
  if (!dish) throw new Error(`no dish between Rs 100 and Rs 300 at ${slug}`);
  return dish.name;
}

/**
 * A placed order from the kitchen to the customer's door through the API: the kitchen accepts, an
 * admin gives it to `captain` by name (whoever else is on duty nearer), the captain arrives, picks it
 * up and delivers it with the customer's PIN.
 */
export async function carryToTheDoor(
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
  const tracking = await callAs<{ data: { delivery_pin: string } }>(request, customer, 'get-order-tracking', {
    order_id: orderId,
  });
  await callAs(request, captain, `captain/orders/${orderId}/deliver`, { pin: tracking.data.delivery_pin });
}
