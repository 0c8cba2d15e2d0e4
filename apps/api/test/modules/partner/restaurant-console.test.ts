// The restaurant console's own calls: who the account is, the order lists, open/close and dish
// availability, which the customer side sees at once (on this API process and on another one that
// hears 'catalog' on the bus).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { testClock } from '../../helpers/accounts.ts';
import { logInStaff, newCustomer, placeOrder, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf, PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let customer: Session;
let staff: Session;
let aminia: Awaited<ReturnType<typeof dishesOf>>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330004001');
  aminia = await dishesOf(t, 'aminia-darbar');
  staff = await logInStaff(t, aminia.restaurantId);
});
afterAll(() => t?.close());

const cartBody = (dishId: number) => ({
  order: [{ id: dishId, quantity: 4 }],
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
});
/** A second API process on the same database and bus. */
async function secondProcess() {
  const app = await buildApp({
    config: t.app.config,
    db: t.handle,
    now: clock.now,
    logger: false,
    events: t.app.events,
  });
  await app.ready();
  return app;
}
const quote = (dishId: number) => post(t, 'cart-quote', customer.token, cartBody(dishId));

const listed = async (app = t.app) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/get-delivery-restaurants',
    payload: { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng },
  });
  return (res.json() as Array<{ id: number; is_open: number }>).find((r) => r.id === aminia.restaurantId);
};

describe('the restaurant console', () => {
  it('knows the account runs exactly its restaurant', async () => {
    expect((await post(t, 'partner/me', staff.token)).json().data).toEqual({
      restaurants: [
        {
          id: aminia.restaurantId,
          name: 'Aminia Darbar',
          slug: 'aminia-darbar',
          is_open: true,
          is_accepting_orders: true,
        },
      ],
      captain: null,
    });
  });

  it('lists active orders newest first and history of the last 24 hours', async () => {
    const older = await placeOrder(t, customer, { method: 'COD' });
    clock.advance(1_000);
    const newer = await placeOrder(t, customer, { method: 'COD' });
    await post(t, `partner/orders/${older.id}/reject`, staff.token, { reason: 'Out of mutton' });
    const active = (await post(t, `partner/restaurants/${aminia.restaurantId}/orders`, staff.token)).json()
      .data;
    expect(active.map((o: { id: number }) => o.id)).toContain(newer.id);
    expect(active.map((o: { id: number }) => o.id)).not.toContain(older.id);
    const history = (await post(t, `partner/restaurants/${aminia.restaurantId}/history`, staff.token)).json()
      .data.orders;
    expect(history[0]).toMatchObject({ id: older.id, orderstatus_id: 6, status_label: 'Cancelled' });
    clock.advance(24 * 3_600_000 + 1_000);
    const later = (await post(t, `partner/restaurants/${aminia.restaurantId}/history`, staff.token)).json()
      .data.orders;
    expect(later.map((o: { id: number }) => o.id)).not.toContain(older.id);
    clock.advance(-(24 * 3_600_000 + 1_000));
  });

  it('pages the history newest first, every order once, with the whole day counted on every page', async () => {
    const url = `partner/restaurants/${aminia.restaurantId}/history`;
    // A day of its own: what earlier tests finished is more than 24 hours before it.
    clock.advance(2 * 24 * 3_600_000);
    try {
      const placed: number[] = [];
      // Three at one moment (the id orders them), then two later.
      for (const step of [0, 0, 0, 60_000, 60_000]) {
        clock.advance(step);
        placed.push((await placeOrder(t, customer, { method: 'COD' })).id);
      }
      for (const id of placed.slice(0, 4)) {
        await post(t, `partner/orders/${id}/reject`, staff.token, { reason: 'Kitchen closed early' });
      }
      // The fifth is still on the board: not history.
      const pages: Array<{ orders: Array<{ id: number }>; next_before_id: number | null; summary: object }> =
        [];
      let before: number | null = null;
      do {
        const res = await post(t, url, staff.token, { before_id: before, limit: 3 });
        expect(res.statusCode).toBe(200);
        pages.push(res.json().data);
        before = pages.at(-1)?.next_before_id ?? null;
      } while (before !== null && pages.length < 5);
      expect(pages.map((p) => p.orders.length)).toEqual([3, 1]);
      expect(pages.flatMap((p) => p.orders.map((o) => o.id))).toEqual(placed.slice(0, 4).reverse());
      for (const page of pages) {
        expect(page.summary).toEqual({ completed: 0, takings: '0.00', on_the_way: 0, cancelled: 4 });
      }
      // Exactly a page's worth: no next page to ask for.
      expect((await post(t, url, staff.token, { limit: 4 })).json().data.next_before_id).toBeNull();
      // The default page is 30.
      expect((await post(t, url, staff.token)).json().data.orders).toHaveLength(4);
    } finally {
      clock.advance(-(2 * 24 * 3_600_000 + 120_000));
    }
  });

  it('refuses a history page from another restaurant, or of a size it does not make', async () => {
    const url = `partner/restaurants/${aminia.restaurantId}/history`;
    const otherStaff = await logInStaff(t, (await dishesOf(t, 'camac-street-grill')).restaurantId);
    expect((await post(t, url, otherStaff.token)).statusCode).toBe(404);
    expect((await post(t, url, null)).statusCode).toBe(401);
    expect((await post(t, url, customer.token)).statusCode).toBe(404);
    // Paging from an order that is not this restaurant's.
    const elsewhere = await placeOrder(t, customer, { method: 'COD', slug: 'camac-street-grill' });
    expect((await post(t, url, staff.token, { before_id: elsewhere.id })).statusCode).toBe(404);
    for (const body of [
      { limit: 0 },
      { limit: 101 },
      { limit: '1e3' },
      { limit: 1e21 },
      { before_id: 'x\u0000' },
      { before_id: -1 },
    ]) {
      const res = await post(t, url, staff.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // The live list no longer answers for the history.
    const old = await post(t, `partner/restaurants/${aminia.restaurantId}/orders`, staff.token, {
      scope: 'history',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toMatch(/history/);
  });

  it('closes and opens the restaurant for customers at once, on every process', async () => {
    const other = await secondProcess();
    try {
      const heard: unknown[] = [];
      const stop = t.app.events.subscribe('catalog', (m) => heard.push(m.payload));
      const closed = await post(t, `partner/restaurants/${aminia.restaurantId}/open`, staff.token, {
        is_open: false,
      });
      stop();
      expect(closed.json().data).toMatchObject({ is_open: false, is_accepting_orders: false });
      expect(heard).toEqual([
        expect.objectContaining({ restaurant_id: aminia.restaurantId, is_accepting_orders: false }),
      ]);
      expect((await listed())?.is_open).toBe(0);
      await expect.poll(async () => (await listed(other))?.is_open).toBe(0);
      expect((await quote(aminia.dishes[2]!.id)).json().data.blocker).toBe('Restaurant is closed.');

      await post(t, `partner/restaurants/${aminia.restaurantId}/open`, staff.token, { is_open: true });
      expect((await listed())?.is_open).toBe(1);
      await expect.poll(async () => (await listed(other))?.is_open).toBe(1);
      expect((await quote(aminia.dishes[2]!.id)).json().data.blocker).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('marks a dish out of stock: the menu dims it and carts refuse it, until it is back', async () => {
    // Carts are priced from each process's catalog copy: a second process must refuse the dish too.
    const other = await secondProcess();
    const quoteOn = (app: Awaited<ReturnType<typeof secondProcess>>, dishId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cart-quote',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: cartBody(dishId),
      });
    const menu = (await post(t, `partner/restaurants/${aminia.restaurantId}/menu`, staff.token)).json().data;
    expect(menu.length).toBeGreaterThanOrEqual(15);
    expect(menu[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      category: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      is_veg: expect.any(Boolean),
      is_active: expect.any(Boolean),
    });
    const dish = aminia.dishes[3]!;
    const off = await post(t, `partner/items/${dish.id}/availability`, staff.token, { is_active: false });
    expect(off.json().data).toMatchObject({ id: dish.id, is_active: false });
    const items = (
      await t.app.inject({ method: 'POST', url: '/api/get-restaurant-items/aminia-darbar' })
    ).json();
    const all = [...Object.values(items.items as Record<string, { id: number; is_active: number }[]>).flat()];
    expect(all.find((i) => i.id === dish.id)?.is_active).toBe(0);
    const refused = await quote(dish.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`${dish.name} is not available right now.`);
    await expect
      .poll(async () => (await quoteOn(other, dish.id)).json().message)
      .toBe(`${dish.name} is not available right now.`);
    await post(t, `partner/items/${dish.id}/availability`, staff.token, { is_active: true });
    expect((await quote(dish.id)).statusCode).toBe(200);
    await expect.poll(async () => (await quoteOn(other, dish.id)).statusCode).toBe(200);
    await other.close();
  });

  it('refuses another restaurant’s dish and restaurant with 404', async () => {
    const other = await dishesOf(t, 'tangra-golden-dragon');
    const res = await post(t, `partner/items/${other.dishes[0]!.id}/availability`, staff.token, {
      is_active: false,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Item not found');
    const restaurant = await post(t, `partner/restaurants/${aminia.restaurantId + 1}/open`, staff.token, {
      is_open: false,
    });
    expect(restaurant.statusCode).toBe(404);
    expect(restaurant.json().message).toBe('Restaurant not found');
  });
});
