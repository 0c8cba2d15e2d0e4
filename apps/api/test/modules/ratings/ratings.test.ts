// Ratings after the meal (issue 26), through the real HTTP calls on a real database: a customer rates
// their delivered order (chips of the stars given, a comment, a thumb for the rider) and may change it
// for 24 hours; every refusal (another's order, not delivered, after 7 days, twice, bad stars, chips
// or text); the restaurant's figure is the Bayesian average of its ratings and reaches the list of
// every process at once; the public page is paged with the same person's count; the restaurant
// replies once; an operator hides a comment (audited), never the stars; the captain sees their share.
import { schema } from '@khabar/db';
import { NEXT_PAGE_HEADER, PAGE_SIZE, RATING_WINDOW_MS, restaurantRating } from '@khabar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
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
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
type Captain = Awaited<ReturnType<typeof logInCaptain>>;
let t: TestApp;
let customer: Session;
let stranger: Session;
let staff: Session;
let otherStaff: Session;
let support: Session;
let rider: Captain;
let restaurantId: number;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330041001');
  stranger = await newCustomer(t, '9330041002');
  support = await logIn(t.app, '8000000002');
  const first = await placeOrder(t, customer, { method: 'COD' });
  restaurantId = first.restaurantId;
  staff = await logInStaff(t, restaurantId);
  otherStaff = await logInStaff(t, restaurantId + 1);
  await post(t, `partner/orders/${first.id}/reject`, staff.token, { reason: 'Closing early' });
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  rider = await logInCaptain(t, 4);
  await onDutyAt(t, rider, r!.latitude + 0.001, r!.longitude);
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Session | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload ? { payload } : {}),
  });
const rate = (orderId: number, body: object, who: Session = customer) =>
  call('PUT', `orders/${orderId}/rating`, who, body);
const GOOD = {
  rating: 5,
  tags: ['Tasty', 'Good packaging'],
  comment: 'Hot and on time.',
  rider_thumb_up: true,
};

/** A cash order of the customer's, delivered by our rider with the PIN. */
async function delivered(who: Session = customer) {
  const placed = await placeOrder(t, who, { method: 'COD' });
  expect(
    (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 })).statusCode,
  ).toBe(200);
  await t.app.jobs.runDue();
  const offer = (await post(t, 'captain/me', rider.token)).json().data.offer;
  expect((await post(t, `captain/offers/${offer.id}/accept`, rider.token)).statusCode).toBe(200);
  expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).statusCode).toBe(200);
  expect((await post(t, `captain/orders/${placed.id}/pick-up`, rider.token)).statusCode).toBe(200);
  clock.advance(60_000);
  const pin = (await orderRow(t, placed.id)).deliveryPin;
  expect((await post(t, `captain/orders/${placed.id}/deliver`, rider.token, { pin })).statusCode).toBe(200);
  return placed;
}

async function score() {
  const [r] = await t.handle.db
    .select({ rating: schema.restaurants.rating, count: schema.restaurants.ratingCount })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  return r!;
}

/** The figure the domain's rule makes from the ratings table, read here straight from the rows. */
async function expectedScore() {
  const [own] = await t.handle.db
    .select({ total: sql<number>`sum(rating)::int`, count: sql<number>`count(*)::int` })
    .from(schema.ratings)
    .where(eq(schema.ratings.restaurantId, restaurantId));
  const [city] = await t.handle.db.select({ mean: sql<number>`avg(rating)::float8` }).from(schema.ratings);
  return {
    rating: restaurantRating({ total: own!.total, count: own!.count, cityMean: city!.mean }),
    count: own!.count,
  };
}

async function listed(slug: string, app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/get-delivery-restaurants',
    payload: { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng },
  });
  return (res.json() as Array<{ slug: string; rating: number; rating_count: number }>).find(
    (r) => r.slug === slug,
  )!;
}

describe('a customer rates a delivered order', () => {
  it('is asked on the list, rates with chips, a comment and a thumb, and every process lists the new figure', async () => {
    const second = await createTestApp({ now: clock.now, handle: t.handle, events: t.app.events });
    try {
      const order = await delivered();
      const due = await call('GET', 'orders/rating-due', customer);
      expect(due.json().data).toMatchObject({
        order_id: order.id,
        can_rate: true,
        mine: null,
        rider_name: expect.any(String),
      });
      const before = await score();
      const since = second.app.catalog.loadedAt;

      const res = await rate(order.id, GOOD);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        can_rate: false,
        mine: {
          rating: 5,
          tags: ['Tasty', 'Good packaging'],
          comment: 'Hot and on time.',
          rider_thumb_up: true,
        },
      });
      expect(res.json().data.mine.editable_until).toBe(
        new Date(clock.now().getTime() + 86_400_000).toISOString(),
      );
      expect((await call('GET', 'orders/rating-due', customer)).json().data).toBeNull();

      const after = await score();
      expect(after.count).toBe(before.count + 1);
      expect(after).toEqual(await expectedScore());
      const [row] = await t.handle.db
        .select()
        .from(schema.restaurants)
        .where(eq(schema.restaurants.id, restaurantId));
      for (const app of [t.app, second.app]) {
        if (app === second.app) {
          while (second.app.catalog.loadedAt <= since) await new Promise((r) => setTimeout(r, 10));
          await second.app.catalogSync.settled();
        }
        expect(await listed(row!.slug, app)).toMatchObject({
          rating: after.rating,
          rating_count: after.count,
        });
      }

      const page = await call('GET', `rating/get-restaurant-ratings/${restaurantId}`, null);
      expect(page.json()[0]).toMatchObject({
        user_details: { name: 'Mitali Sen' },
        rating: 5,
        tags: 'Tasty,Good packaging',
        comment: 'Hot and on time.',
        reviews: 1,
        comment_hidden: false,
        reply: null,
      });
    } finally {
      await second.close();
    }
  });

  it('changes the rating within 24 hours, not after, and the figure follows', async () => {
    const order = await delivered();
    expect((await rate(order.id, { rating: 4, tags: ['Fresh'] })).statusCode).toBe(200);
    clock.advance(23 * 3_600_000);
    const changed = await rate(order.id, {
      rating: 1,
      tags: ['Cold food'],
      comment: 'Cold on arrival',
      rider_thumb_up: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.mine).toMatchObject({ rating: 1, tags: ['Cold food'], rider_thumb_up: false });
    expect(await score()).toEqual(await expectedScore());
    const ratings = await t.handle.db
      .select()
      .from(schema.ratings)
      .where(eq(schema.ratings.orderId, order.id));
    expect(ratings).toHaveLength(1);
    expect(ratings[0]!.editedAt).not.toBeNull();
    clock.advance(3_600_000 + 1);
    const late = await rate(order.id, GOOD);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A rating can be changed for 24 hours after it was made.');
    expect((await call('GET', `orders/${order.id}/rating`, customer)).json().data.mine).toMatchObject({
      rating: 1,
      editable_until: null,
    });
  });

  it("refuses another customer's order (404), an order not delivered, and one delivered over 7 days ago", async () => {
    const order = await delivered();
    const other = await rate(order.id, GOOD, stranger);
    expect(other.statusCode).toBe(404);
    expect((await call('GET', `orders/${order.id}/rating`, stranger)).statusCode).toBe(404);
    expect((await call('GET', 'orders/999999/rating', customer)).statusCode).toBe(404);
    expect((await rate(order.id, GOOD, null as unknown as Session)).statusCode).toBe(401);

    const open = await placeOrder(t, customer, { method: 'COD' });
    const notYet = await rate(open.id, GOOD);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('You can rate an order once it is delivered.');
    await post(t, `partner/orders/${open.id}/reject`, staff.token, { reason: 'Out of stock' });
    expect((await rate(open.id, GOOD)).statusCode).toBe(409);

    clock.advance(RATING_WINDOW_MS + 1);
    const late = await rate(order.id, GOOD);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ratings are taken for 7 days after delivery.');
    expect((await call('GET', `orders/${order.id}/rating`, customer)).json().data).toMatchObject({
      can_rate: false,
    });
    expect((await call('GET', 'orders/rating-due', customer)).json().data).toBeNull();
    const count = await t.handle.db.select().from(schema.ratings).where(eq(schema.ratings.orderId, order.id));
    expect(count).toHaveLength(0);
  });

  it('refuses bad stars, chips of the other stars, long or broken text (400), writing nothing', async () => {
    const order = await delivered();
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: 5, tags: ['Cold food'] },
      { rating: 1, tags: ['Tasty'] },
      { rating: 5, tags: ['Made up'] },
      { rating: 5, tags: 'Tasty' },
      { rating: 5, comment: 'x'.repeat(501) },
      { rating: 5, comment: 'bad\u0000byte' },
      { rating: 5, rider_thumb_up: 'yes' },
    ]) {
      const res = await rate(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      await t.handle.db.select().from(schema.ratings).where(eq(schema.ratings.orderId, order.id)),
    ).toHaveLength(0);
    // 500 characters exactly, and 3 stars take chips of both sets.
    const ok = await rate(order.id, { rating: 3, tags: ['Tasty', 'Too oily'], comment: 'y'.repeat(500) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('takes two first ratings of one order at once as one', async () => {
    const order = await delivered();
    const both = await Promise.all([rate(order.id, GOOD), rate(order.id, { rating: 4, tags: ['Fresh'] })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 200]);
    expect(
      await t.handle.db.select().from(schema.ratings).where(eq(schema.ratings.orderId, order.id)),
    ).toHaveLength(1);
    expect(await score()).toEqual(await expectedScore());
  });
});

describe('the restaurant replies, an operator hides, the captain sees their share', () => {
  let ratingId: number;
  beforeAll(async () => {
    const order = await delivered();
    await rate(order.id, {
      rating: 2,
      tags: ['Cold food'],
      comment: 'Rude words here',
      rider_thumb_up: false,
    });
    const [row] = await t.handle.db.select().from(schema.ratings).where(eq(schema.ratings.orderId, order.id));
    ratingId = row!.id;
  });

  it('lets the restaurant reply once; another restaurant, the customer and bad text are refused', async () => {
    const reply = (who: Session, body: object) =>
      call('POST', `partner/ratings/${ratingId}/reply`, who, body);
    expect((await reply(otherStaff, { reply: 'Sorry' })).statusCode).toBe(404);
    expect((await reply(customer, { reply: 'Sorry' })).statusCode).toBe(404);
    expect((await reply(staff, { reply: '   ' })).statusCode).toBe(400);
    expect((await reply(staff, { reply: 'z'.repeat(501) })).statusCode).toBe(400);
    expect((await call('POST', 'partner/ratings/999999/reply', staff, { reply: 'Sorry' })).statusCode).toBe(
      404,
    );
    const ok = await reply(staff, { reply: 'Sorry, we will pack it hotter.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ id: ratingId, reply: 'Sorry, we will pack it hotter.' });
    const again = await reply(staff, { reply: 'Again' });
    expect(again.statusCode).toBe(409);
    const page = (await call('GET', `rating/get-restaurant-ratings/${restaurantId}`, null)).json();
    expect(page.find((r: { id: number }) => r.id === ratingId).reply).toBe('Sorry, we will pack it hotter.');
    const console = await call('GET', `partner/restaurants/${restaurantId}/ratings`, staff);
    expect(console.statusCode).toBe(200);
    expect(console.json().data).toMatchObject({
      rating_count: (await score()).count,
      rating: (await score()).rating,
    });
    expect((await call('GET', `partner/restaurants/${restaurantId}/ratings`, otherStaff)).statusCode).toBe(
      404,
    );
    const [audit] = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'rating'), eq(schema.auditLog.action, 'rating.reply')));
    expect(audit).toMatchObject({ entityId: String(ratingId), actorRole: 'staff' });
  });

  it('lets an operator hide a comment (audited, once) but never the stars; customers get 403', async () => {
    const hide = (who: Session, body: object) => call('POST', `admin/ratings/${ratingId}/hide`, who, body);
    const before = await score();
    expect((await hide(customer, { reason: 'Abusive words' })).statusCode).toBe(403);
    expect((await hide(staff, { reason: 'Abusive words' })).statusCode).toBe(403);
    expect((await hide(support, { reason: '' })).statusCode).toBe(400);
    const ok = await hide(support, { reason: 'Abusive words' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      comment: '',
      comment_hidden: true,
      hidden_comment: 'Rude words here',
      rating: 2,
    });
    expect((await hide(support, { reason: 'Abusive words' })).statusCode).toBe(409);
    expect(await score()).toEqual(before);
    const page = (await call('GET', `rating/get-restaurant-ratings/${restaurantId}`, null)).json();
    expect(page.find((r: { id: number }) => r.id === ratingId)).toMatchObject({
      comment: '',
      comment_hidden: true,
      rating: 2,
    });
    const list = await call('GET', 'admin/ratings', support);
    expect(list.json().data.ratings.find((r: { id: number }) => r.id === ratingId).hidden_comment).toBe(
      'Rude words here',
    );
    expect((await call('GET', 'admin/ratings', customer)).statusCode).toBe(403);
    const [audit] = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'rating'), eq(schema.auditLog.action, 'rating.hide_comment')));
    expect(audit).toMatchObject({ actorRole: 'support', before: { comment: 'Rude words here' } });
  });

  it('shows the captain the share of thumbs up among their rated deliveries', async () => {
    const thumbs = await t.handle.db
      .select({ up: schema.ratings.riderThumbUp })
      .from(schema.ratings)
      .where(eq(schema.ratings.deliveryPartnerId, rider.partnerId));
    const given = thumbs.filter((r) => r.up !== null);
    const up = given.filter((r) => r.up).length;
    expect(given.length).toBeGreaterThan(1);
    const me = (await post(t, 'captain/me', rider.token)).json().data;
    expect(me.thumbs).toEqual({ up, down: given.length - up, share: Math.round((100 * up) / given.length) });
  });
});

describe('the public ratings page', () => {
  it('comes a page at a time, newest first, with the next page in a header', async () => {
    const [customerRow] = await t.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, stranger.user.id));
    const others = await t.handle.db.select({ id: schema.restaurants.id }).from(schema.restaurants);
    const target = others.at(-1)!.id;
    await t.handle.db.insert(schema.ratings).values(
      Array.from({ length: PAGE_SIZE.ratings + 3 }, (_, i) => ({
        restaurantId: target,
        userId: customerRow!.id,
        rating: 4,
        tags: 'Tasty',
        createdAt: new Date(LUNCH_TIME.getTime() - i * 60_000),
      })),
    );
    const first = await call('GET', `rating/get-restaurant-ratings/${target}`, null);
    expect(first.json()).toHaveLength(PAGE_SIZE.ratings);
    expect(first.headers[NEXT_PAGE_HEADER]).toBe('2');
    const all = first
      .json()
      .concat((await call('GET', `rating/get-restaurant-ratings/${target}?page=2`, null)).json());
    const mine = all.filter((r: { user_id: number }) => r.user_id === customerRow!.id);
    expect(mine).toHaveLength(PAGE_SIZE.ratings + 3);
    expect(mine[0].reviews).toBe(PAGE_SIZE.ratings + 3);
    const times = all.map((r: { created_at: string }) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const q of ['page=0', 'page=abc', 'page=1e3', 'page=100000']) {
      expect((await call('GET', `rating/get-restaurant-ratings/${target}?${q}`, null)).statusCode, q).toBe(
        400,
      );
    }
    expect((await call('GET', 'rating/get-restaurant-ratings/999999', null)).statusCode).toBe(404);
  });
});
