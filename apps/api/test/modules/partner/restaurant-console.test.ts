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
    const history = (
      await post(t, `partner/restaurants/${aminia.restaurantId}/orders`, staff.token, { scope: 'history' })
    ).json().data;
    expect(history[0]).toMatchObject({ id: older.id, orderstatus_id: 6, status_label: 'Cancelled' });
    clock.advance(24 * 3_600_000 + 1_000);
    const later = (
      await post(t, `partner/restaurants/${aminia.restaurantId}/orders`, staff.token, { scope: 'history' })
    ).json().data;
    expect(later.map((o: { id: number }) => o.id)).not.toContain(older.id);
    clock.advance(-(24 * 3_600_000 + 1_000));
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
