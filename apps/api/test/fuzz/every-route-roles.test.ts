// Who may call what, for every route the app registers (read from the route registry as the fuzz test
// reads it, so a route added tomorrow is in the table without editing it): the back office refuses
// customers, restaurant staff and captains (403) and anyone not logged in (401); the restaurant
// console and the menu editor answer "not found" to customers and captains, as they do to another
// restaurant's staff (decision 023: a restaurant's console does not say that the restaurant exists to
// someone who does not run it); the captain app answers "not found" to a customer (decision 009). Each
// request is a good one, built from the route's own schema, so it is the role check that answers, not
// the validation; one request per route and account.
import { schema } from '@khabar/db';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInCaptain, logInStaff, newCustomer } from '../helpers/lifecycle.ts';
import { dishesOf } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { FORM_TYPE, goodForm, goodPhoto } from './multipart-forms.ts';
import { isUploadRoute, ROUTE_HINTS, STATIC_HINTS } from './route-callers.ts';
import { fillPath, jsonSchemaOf, sampleOf } from './sample-request.ts';

type Who = 'nobody' | 'customer' | 'staff' | 'captain';

/**
 * The answer each account gets, by area. Staff are left out of the console and editor rows (they are
 * the people those are for: their own restaurant is in the parameters) and of the captain row.
 */
const AREAS: Array<{ area: RegExp; answers: Partial<Record<Who, number>> }> = [
  { area: /^\/api\/admin\//, answers: { nobody: 401, customer: 403, staff: 403, captain: 403 } },
  { area: /^\/api\/(partner|menu-editor)\//, answers: { nobody: 401, customer: 404, captain: 404 } },
  { area: /^\/api\/captain\//, answers: { nobody: 401, customer: 404 } },
];

/** Routes in those areas that answer anyone logged in, and why. */
const OPEN_TO_ANY_ACCOUNT: Record<string, string> = {
  // Who this account is beyond a customer: the restaurants it runs and the captain it is, both may be
  // none (the web app asks it to know which consoles to offer).
  '/api/partner/me': 'answers every account, with no restaurants and no captain for a customer',
};

let t: TestApp;
const routes: RouteOptions[] = [];
const tokens = {} as Record<Exclude<Who, 'nobody'>, string>;
let params: Record<string, string>;
let hints: Record<string, unknown>;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => routes.push(r) });
  const aminia = await dishesOf(t, 'aminia-darbar');
  const customer = await newCustomer(t, '9330009001');
  const captain = await logInCaptain(t, 2);
  tokens.customer = customer.token;
  tokens.staff = (await logInStaff(t, aminia.restaurantId)).token;
  tokens.captain = captain.token;
  const db = t.handle.db;
  const [dish] = await db.select().from(schema.items).where(eq(schema.items.id, aminia.dishes[0]!.id));
  const [coupon] = await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)).limit(1);
  const [slide] = await db.select().from(schema.promoSlides).orderBy(asc(schema.promoSlides.id)).limit(1);
  const [order] = await db.select().from(schema.orders).orderBy(asc(schema.orders.id)).limit(1);
  const [rating] = await db
    .select({ id: schema.ratings.id })
    .from(schema.ratings)
    .where(eq(schema.ratings.restaurantId, aminia.restaurantId))
    .limit(1);
  // A choice group of one of Aminia's dishes (its biryanis have Portion and Extras) and one of its options.
  const [choice] = await db
    .select({ groupId: schema.itemChoices.groupId, id: schema.itemChoices.id })
    .from(schema.itemChoices)
    .innerJoin(schema.itemChoiceGroups, eq(schema.itemChoiceGroups.id, schema.itemChoices.groupId))
    .innerJoin(schema.items, eq(schema.items.id, schema.itemChoiceGroups.itemId))
    .where(eq(schema.items.restaurantId, aminia.restaurantId))
    .orderBy(asc(schema.itemChoices.id))
    .limit(1);
  // Real records wherever a route names one, so that no answer is "not found" for want of one.
  params = {
    restaurantId: String(aminia.restaurantId),
    categoryId: String(dish!.categoryId),
    itemId: String(dish!.id),
    couponId: String(coupon!.id),
    slideId: String(slide!.id),
    // Any id: the role check answers before the endpoint is looked up.
    webhookId: '1',
    captainId: String(captain.partnerId),
    userId: String(customer.user.id),
    orderId: String(order!.id),
    id: String(order!.id),
    offerId: '1',
    refundId: '1',
    creditId: '1',
    handinId: '1',
    ratingId: String(rating!.id),
    month: '2026-11',
    groupId: String(choice!.groupId),
    choiceId: String(choice!.id),
  };
  hints = { ...STATIC_HINTS, restaurant_id: aminia.restaurantId, latitude: 22.55, longitude: 88.35 };
  photo = await goodPhoto();
});
afterAll(() => t?.close());

/** The route's good request as one account, and the status it gets. */
async function statusOf(route: RouteOptions, who: Who): Promise<{ status: number; body: string }> {
  const method = String(route.method);
  const s = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; headers?: unknown };
  const routeHints = { ...hints, ...ROUTE_HINTS[route.url] };
  const bodySchema = jsonSchemaOf(s.body);
  const querySchema = jsonSchemaOf(s.querystring);
  const query = querySchema ? (sampleOf(querySchema, '', routeHints) as Record<string, unknown>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  // Headers the route's schema asks for (the cash ledger's Idempotency-Key), then the login.
  const headerSchema = jsonSchemaOf(s.headers);
  const auth = {
    ...(headerSchema ? (sampleOf(headerSchema, '', routeHints) as Record<string, string>) : {}),
    ...(who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` }),
  };
  const request: InjectOptions = isUploadRoute(route.url)
    ? {
        headers: { ...auth, 'content-type': FORM_TYPE },
        payload: goodForm('version', '1', photo),
      }
    : {
        headers: auth,
        ...(bodySchema ? { payload: sampleOf(bodySchema, '', routeHints) as object } : {}),
      };
  const answer = t.app.inject({
    ...request,
    method: method as InjectOptions['method'],
    url: fillPath(route.url, params) + (search ? `?${search}` : ''),
  });
  // A live stream answers only when it ends: end any that a request opened (it should open none).
  const ending = setInterval(() => t.app.openStreams.closeAll(), 50);
  const res = await answer.finally(() => clearInterval(ending));
  return { status: res.statusCode, body: res.body };
}

describe('who may call each route', () => {
  it('refuses the back office, the restaurant console, the menu editor and the captain app to everyone else', async () => {
    const checked = new Map<RegExp, number>();
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'HEAD')) {
      const rule = AREAS.find((a) => a.area.test(route.url));
      if (!rule) continue;
      checked.set(rule.area, (checked.get(rule.area) ?? 0) + 1);
      for (const [who, expected] of Object.entries(rule.answers) as Array<[Who, number]>) {
        const want = who !== 'nobody' && OPEN_TO_ANY_ACCOUNT[route.url] ? 200 : expected;
        const { status, body } = await statusOf(route, who);
        if (status !== want) {
          wrong.push(
            `${route.method} ${route.url} as ${who}: ${status}, not ${want} (${body.slice(0, 120)})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    // Every area is in the registry (a renamed prefix would leave its row checking nothing).
    expect(checked.get(AREAS[0]!.area)).toBeGreaterThan(40);
    expect(checked.get(AREAS[1]!.area)).toBeGreaterThan(15);
    expect(checked.get(AREAS[2]!.area)).toBeGreaterThan(6);
  });
});
