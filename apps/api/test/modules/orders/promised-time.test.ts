// One promise everywhere (decision 011): the list, the cart and the placed order say the same minutes
// for the same restaurant and address.
import { promisedMinutes } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { dishesOf, PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let me: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  me = await signUp(t.app, '9330000031', 'Promise Keeper');
});
afterAll(() => t?.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

describe('the promised time', () => {
  it('is the same on the list, in the cart and on the placed order', async () => {
    const here = { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng };
    const list = (await post('get-delivery-restaurants', here)).json();
    const { dishes } = await dishesOf(t, 'aminia-darbar');
    const card = list.find((r: { slug: string }) => r.slug === 'aminia-darbar');
    const listed = Number(/^(\d+) min$/.exec(card.delivery_time_text)?.[1]);

    const dish = dishes.find((d) => d.pricePaise >= 15000)!;
    const cart = {
      order: [{ id: dish.id, quantity: 1 }],
      coupon: '',
      driver_tip_amount: 0,
      delivery_type: 1,
      location: PARK_STREET,
    };
    const quote = (await post('cart-quote', cart, me.token)).json().data;
    expect(quote.promised_minutes).toBe(listed);
    expect(quote.promised_minutes).toBe(
      promisedMinutes({ preparationMin: card.delivery_time, roadMetres: quote.distance_m, mode: 'delivery' }),
    );
    // Park Street to New Market is a short ride: the kitchen's time dominates, nowhere near 152 minutes.
    expect(listed).toBeLessThan(card.delivery_time + 20);

    const placed = await post('place-order', { ...cart, total: quote.bill.total, method: 'COD' }, me.token);
    expect(placed.statusCode, placed.body).toBe(201);
    const details = (await post('get-order-details', { order_id: placed.json().data.id }, me.token)).json();
    const minutes = (Date.parse(details.data.promised_at) - LUNCH_TIME.getTime()) / 60_000;
    expect(minutes).toBe(listed);
  });

  it('for pickup is the kitchen time the list shows', async () => {
    const here = { latitude: PARK_STREET.lat, longitude: PARK_STREET.lng };
    const list = (await post('get-selfpickup-restaurants', here)).json();
    const card = list.find((r: { slug: string }) => r.slug === 'aminia-darbar');
    const { dishes } = await dishesOf(t, 'aminia-darbar');
    const quote = (
      await post('cart-quote', {
        order: [{ id: dishes[0]!.id, quantity: 3 }],
        coupon: '',
        driver_tip_amount: 0,
        delivery_type: 2,
        location: PARK_STREET,
      })
    ).json().data;
    expect(quote.promised_minutes).toBe(card.delivery_time);
  });

  it('for a restaurant asked for by name (no distance) says the least it can be', async () => {
    const info = (await post('get-restaurant-info/aminia-darbar', {})).json();
    expect(info.delivery_time_text).toBe(`${info.delivery_time + 5}+ min`);
  });
});
