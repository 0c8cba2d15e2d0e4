// A dish's choices through the real HTTP calls on a real database (issue 27): the menu shows the
// groups, cart-quote and place-order price Half + Extra raita and Full as two lines to the paisa, the
// order keeps its choices and prices after the options change, every refusal names the dish and writes
// nothing, and the customer's, the console's, the captain's and the back office's order JSON and a
// complaint's refund by line use each line's own choices and price.
import { schema } from '@khabar/db';
import { formatInr, paiseToRupees as rs, rupeesToPaise } from '@khabar/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCatalogChange } from '../../../src/modules/catalog/publish-catalog-change.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
const SLUG = 'aminia-darbar';
const BIRYANI = 'Kolkata Mutton Biryani';
let t: TestApp;
let customer: Session;
let admin: Session;

interface MenuDish {
  id: number;
  name: string;
  price: string;
  choice_groups?: Array<{
    id: number;
    name: string;
    kind: string;
    min: number;
    max: number;
    choices: Array<{ id: number; name: string; price: string; is_active: number }>;
  }>;
}

const menu = async (): Promise<MenuDish[]> => {
  const res = await t.app.inject({ method: 'POST', url: `/api/get-restaurant-items/${SLUG}` });
  expect(res.statusCode).toBe(200);
  return Object.values(res.json().items as Record<string, MenuDish[]>).flat();
};
const dishNamed = async (name: string) => {
  const dish = (await menu()).find((d) => d.name === name);
  if (!dish) throw new Error(`no ${name} at ${SLUG}`);
  return dish;
};
/** The option ids of `dish` by name. */
const optionIds = (dish: MenuDish) =>
  new Map((dish.choice_groups ?? []).flatMap((g) => g.choices.map((c) => [c.name, c.id] as const)));

const republish = () =>
  publishCatalogChange({
    db: t.app.db,
    events: t.app.events,
    catalog: t.app.catalog,
    now: t.app.now,
    origin: t.app.instanceId,
    payload: {},
  });

const cart = (order: object[], extra: object = {}) => ({
  order,
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  ...extra,
});

const count = async () => {
  const [o] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.orders);
  const [i] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.orderItems);
  return { orders: o!.n, lines: i!.n };
};

let biryani: MenuDish;
let ids: Map<string, number>;
/** The dish's own price, paise (the seed's, whatever it is). */
let base: number;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  customer = await newCustomer(t, '9330027001', 20_000_00);
  admin = await logIn(t.app, '8000000001');
  biryani = await dishNamed(BIRYANI);
  ids = optionIds(biryani);
  base = rupeesToPaise(biryani.price);
});
afterAll(() => t?.close());

const id = (name: string) => {
  const found = ids.get(name);
  if (found === undefined) throw new Error(`no option ${name}`);
  return found;
};

describe('the menu', () => {
  it("shows a dish's groups and options in the restaurant's order, and no groups on a dish of one price", async () => {
    expect(biryani.choice_groups).toEqual([
      {
        id: expect.any(Number),
        name: 'Portion',
        kind: 'variant',
        min: 1,
        max: 1,
        choices: [
          { id: id('Half'), name: 'Half', price: '0.00', is_veg: 1, has_egg: 0, is_active: 1 },
          { id: id('Full'), name: 'Full', price: '150.00', is_veg: 1, has_egg: 0, is_active: 1 },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Extras',
        kind: 'addon',
        min: 0,
        max: 3,
        choices: [
          expect.objectContaining({ name: 'Extra raita', price: '30.00', is_veg: 1 }),
          expect.objectContaining({ name: 'Extra aloo', price: '25.00' }),
          expect.objectContaining({ name: 'Extra egg', price: '20.00', is_veg: 0, has_egg: 1 }),
          expect.objectContaining({ name: 'Extra mutton piece', price: '120.00', is_veg: 0 }),
        ],
      },
    ]);
    const plain = await dishNamed('Kolkata Chicken Biryani');
    expect(plain).not.toHaveProperty('choice_groups');
  });

  it('lists an out-of-stock option with is_active 0 once the catalog is republished, and an archived one not at all', async () => {
    await t.handle.db
      .update(schema.itemChoices)
      .set({ isActive: false })
      .where(eq(schema.itemChoices.id, id('Extra aloo')));
    await t.handle.db
      .update(schema.itemChoices)
      .set({ archivedAt: clock.now() })
      .where(eq(schema.itemChoices.id, id('Extra egg')));
    await republish();
    const extras = (await dishNamed(BIRYANI)).choice_groups![1]!.choices;
    expect(extras.map((c) => [c.name, c.is_active])).toEqual([
      ['Extra raita', 1],
      ['Extra aloo', 0],
      ['Extra mutton piece', 1],
    ]);
    // Search shows the same dish with the same groups.
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/search-restaurants',
      payload: { q: 'mutton biryani', latitude: PARK_STREET.lat, longitude: PARK_STREET.lng },
    });
    const hit = (search.json().items as Array<MenuDish & { restaurant_slug: string }>).find(
      (d) => d.id === biryani.id,
    );
    expect(hit?.choice_groups?.[1]?.choices.map((c) => c.name)).toEqual([
      'Extra raita',
      'Extra aloo',
      'Extra mutton piece',
    ]);
  });
});

describe('pricing and placing', () => {
  let orderId: number;

  it('quotes and places Half + Extra raita and Full as two lines of one order, agreeing to the paisa', async () => {
    const body = cart([
      { id: biryani.id, quantity: 1, choices: [id('Extra raita'), id('Half')], price: (base + 3000) / 100 },
      { id: biryani.id, quantity: 2, choices: [id('Full')], price: rs(base + 15_000) },
      // The same choices in another order are the first line again.
      { id: biryani.id, quantity: 1, choices: [id('Half'), id('Extra raita')] },
    ]);
    const quote = await post(t, 'cart-quote', customer.token, body);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.bill.item_total).toBe(rs(2 * (base + 3000) + 2 * (base + 15_000)));
    const placed = await post(t, 'place-order', customer.token, {
      ...body,
      method: 'WALLET',
      total: quote.json().data.bill.total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    orderId = placed.json().data.id;
    const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.subtotalPaise).toBe(4 * base + 36_000);
    expect(order!.totalPaise).toBe(Math.round(Number(quote.json().data.bill.total) * 100));
    const lines = await t.handle.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id));
    expect(lines.map((l) => [l.name, l.pricePaise, l.quantity, l.choices.map((c) => c.name)])).toEqual([
      [BIRYANI, base + 3000, 2, ['Half', 'Extra raita']],
      [BIRYANI, base + 15_000, 2, ['Full']],
    ]);
    expect(lines[0]!.choices).toEqual([
      { groupId: expect.any(Number), group: 'Portion', id: id('Half'), name: 'Half', pricePaise: 0 },
      {
        groupId: expect.any(Number),
        group: 'Extras',
        id: id('Extra raita'),
        name: 'Extra raita',
        pricePaise: 3000,
      },
    ]);
  });

  it('keeps the order lines as ordered after an option price changes, and prices new carts at the new one', async () => {
    await t.handle.db
      .update(schema.itemChoices)
      .set({ pricePaise: 4500 })
      .where(eq(schema.itemChoices.id, id('Extra raita')));
    await republish();
    const detail = await post(t, 'get-order-details', customer.token, { order_id: orderId });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.orderitems).toEqual([
      {
        item_id: biryani.id,
        name: BIRYANI,
        quantity: 2,
        price: rs(base + 3000),
        choices: [
          { group: 'Portion', name: 'Half', price: '0.00' },
          { group: 'Extras', name: 'Extra raita', price: '30.00' },
        ],
      },
      {
        item_id: biryani.id,
        name: BIRYANI,
        quantity: 2,
        price: rs(base + 15_000),
        choices: [{ group: 'Portion', name: 'Full', price: '150.00' }],
      },
    ]);
    const list = await post(t, 'get-orders', customer.token, {});
    expect(list.json().data[0].orderitems[0].choices[1]).toEqual({
      group: 'Extras',
      name: 'Extra raita',
      price: '30.00',
    });
    const quote = await post(
      t,
      'cart-quote',
      customer.token,
      cart([{ id: biryani.id, quantity: 1, choices: [id('Half'), id('Extra raita')] }]),
    );
    expect(quote.json().data.bill.item_total).toBe(rs(base + 4500));
    // The page that still shows the old price is told the price it is now, naming the dish and its choices.
    const stale = await post(
      t,
      'cart-quote',
      customer.token,
      cart([
        { id: biryani.id, quantity: 1, choices: [id('Half'), id('Extra raita')], price: (base + 3000) / 100 },
      ]),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      `The price of ${BIRYANI} (Half, Extra raita) is now ${formatInr(base + 4500, { trimZeros: true })}.`,
    );
  });

  it('refuses, naming it, every choice the dish does not allow, and writes nothing', async () => {
    const egg = optionIds(await dishNamed('Egg Biryani'));
    const cases: Array<[string, object, number, RegExp | string]> = [
      ['unknown id', { choices: [id('Half'), 99_999_999] }, 422, `A choice is not one of ${BIRYANI}'s.`],
      ["another dish's option", { choices: [egg.get('Half')!] }, 422, `Choose one Portion for ${BIRYANI}.`],
      [
        "another dish's option besides a valid pick",
        { choices: [id('Half'), egg.get('Extra raita')!] },
        422,
        `A choice is not one of ${BIRYANI}'s.`,
      ],
      [
        'out of stock',
        { choices: [id('Half'), id('Extra aloo')] },
        422,
        `Extra aloo for ${BIRYANI} is not available right now.`,
      ],
      ['archived', { choices: [id('Half'), id('Extra egg')] }, 422, `A choice is not one of ${BIRYANI}'s.`],
      ['variant missing', { choices: [] }, 422, `Choose one Portion for ${BIRYANI}.`],
      ['no choices key', {}, 422, `Choose one Portion for ${BIRYANI}.`],
      [
        'two variants',
        { choices: [id('Half'), id('Full')] },
        422,
        `Choose at most 1 in Portion for ${BIRYANI}.`,
      ],
      ['repeated id', { choices: [id('Half'), id('Half')] }, 422, `A choice for ${BIRYANI} is repeated.`],
      [
        'tampered price',
        { choices: [id('Full'), id('Extra mutton piece')], price: 1 },
        409,
        `The price of ${BIRYANI} (Full, Extra mutton piece) is now ${formatInr(base + 27_000, { trimZeros: true })}.`,
      ],
    ];
    const before = await count();
    for (const [label, line, status, message] of cases) {
      const body = cart([{ id: biryani.id, quantity: 1, ...line }], { method: 'WALLET', total: 1 });
      for (const url of ['cart-quote', 'place-order']) {
        const res = await post(t, url, customer.token, body);
        expect(res.statusCode, `${label} ${url}: ${res.body}`).toBe(status);
        expect(res.json().message, label).toEqual(message);
      }
    }
    expect(await count()).toEqual(before);
  });

  it("refuses add-ons over the group's maximum", async () => {
    const extras = biryani.choice_groups![1]!;
    await t.handle.db
      .update(schema.itemChoiceGroups)
      .set({ maxSelect: 1 })
      .where(eq(schema.itemChoiceGroups.id, extras.id));
    await republish();
    const before = await count();
    const body = cart(
      [{ id: biryani.id, quantity: 1, choices: [id('Half'), id('Extra raita'), id('Extra mutton piece')] }],
      {
        method: 'WALLET',
        total: 1,
      },
    );
    const res = await post(t, 'place-order', customer.token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Choose at most 1 in Extras for ${BIRYANI}.`);
    expect(await count()).toEqual(before);
    await t.handle.db
      .update(schema.itemChoiceGroups)
      .set({ maxSelect: 3 })
      .where(eq(schema.itemChoiceGroups.id, extras.id));
    await republish();
  });

  it('answers 400, never 500, to choices that are not ids or too many', async () => {
    const before = await count();
    const bad: unknown[] = [
      ['1\u0000'],
      [1e30],
      [-1],
      [1.5],
      'Half',
      Array.from({ length: 21 }, (_, i) => i + 1),
    ];
    for (const choices of bad) {
      const res = await post(
        t,
        'cart-quote',
        customer.token,
        cart([{ id: biryani.id, quantity: 1, choices }]),
      );
      expect(res.statusCode, `${JSON.stringify(choices)}: ${res.body}`).toBe(400);
    }
    const nul = await post(
      t,
      'cart-quote',
      customer.token,
      cart([{ id: biryani.id, quantity: 1, choices: [id('Half')], price: '370\u0000' }]),
    );
    expect(nul.statusCode).toBe(400);
    expect(await count()).toEqual(before);
  });
});

describe('the order views and a complaint', () => {
  it("show each line's choices to the restaurant, the captain and the back office; a refund by line is that line's price", async () => {
    const body = cart([
      { id: biryani.id, quantity: 1, choices: [id('Half'), id('Extra raita')] },
      { id: biryani.id, quantity: 1, choices: [id('Full')] },
    ]);
    const quote = (await post(t, 'cart-quote', customer.token, body)).json().data;
    expect(quote.bill.item_total).toBe(rs(2 * base + 19_500));
    const placed = await post(t, 'place-order', customer.token, {
      ...body,
      method: 'WALLET',
      total: quote.bill.total,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId: number = placed.json().data.id;
    const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    const half = { group: 'Extras', name: 'Extra raita', price: '45.00' };

    const staff = await logInStaff(t, order!.restaurantId);
    const accepted = await post(t, `partner/orders/${orderId}/accept`, staff.token, { preparation_min: 10 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.items).toEqual([
      { name: BIRYANI, quantity: 1, choices: [{ group: 'Portion', name: 'Half', price: '0.00' }, half] },
      { name: BIRYANI, quantity: 1, choices: [{ group: 'Portion', name: 'Full', price: '150.00' }] },
    ]);
    const board = await t.app.inject({
      method: 'POST',
      url: `/api/partner/restaurants/${order!.restaurantId}/orders`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: {},
    });
    const shown = (board.json().data as Array<{ id: number; items: unknown[] }>).find(
      (o) => o.id === orderId,
    );
    expect(shown?.items).toEqual(accepted.json().data.items);

    const [r] = await t.handle.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, order!.restaurantId));
    const rider = await logInCaptain(t, 4);
    await onDutyAt(t, rider, r!.latitude + 0.001, r!.longitude);
    await t.app.jobs.runDue();
    const offer = (await post(t, 'captain/me', rider.token)).json().data.offer;
    expect(offer?.order.id).toBe(orderId);
    expect(offer.order.items).toEqual([
      { name: BIRYANI, quantity: 1, choices: [{ group: 'Portion', name: 'Half', price: '0.00' }, half] },
      { name: BIRYANI, quantity: 1, choices: [{ group: 'Portion', name: 'Full', price: '150.00' }] },
    ]);
    expect(offer.order.items_count).toBe(2);

    const back = await t.app.inject({
      url: `/api/admin/orders/${orderId}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.bill.items).toEqual([
      {
        name: BIRYANI,
        quantity: 1,
        price: rs(base + 4500),
        amount: rs(base + 4500),
        choices: [{ group: 'Portion', name: 'Half', price: '0.00' }, half],
      },
      {
        name: BIRYANI,
        quantity: 1,
        price: rs(base + 15_000),
        amount: rs(base + 15_000),
        choices: [{ group: 'Portion', name: 'Full', price: '150.00' }],
      },
    ]);

    // Delivered; the Full never came. Two lines of one dish: the complaint and its refund go by line.
    await t.handle.db
      .update(schema.orders)
      .set({ orderstatusId: 5, deliveredAt: new Date(clock.now().getTime() - 10 * 60_000) })
      .where(eq(schema.orders.id, orderId));
    const lines = await t.handle.db
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId))
      .orderBy(asc(schema.orderItems.id));
    const full = lines.find((l) => l.choices.some((c) => c.name === 'Full'))!;
    const halfLine = lines.find((l) => l.id !== full.id)!;
    const tooMany = await complain(orderId, [{ order_item_id: halfLine.id, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`You ordered 1 x ${BIRYANI} (Half, Extra raita): choose at most 1.`);
    const reported = await complain(orderId, [{ order_item_id: full.id, quantity: 1 }]);
    expect(reported.statusCode, reported.body).toBe(200);
    const complaint = reported.json().data.complaint;
    expect(complaint.lines).toEqual([
      {
        order_item_id: full.id,
        name: `${BIRYANI} (Full)`,
        price: rs(base + 15_000),
        ordered: 1,
        quantity: 1,
      },
    ]);
    const over = await post(t, `admin/complaints/${complaint.id}/refund`, admin.token, {
      lines: [{ order_item_id: full.id, quantity: 2 }],
    });
    expect(over.statusCode).toBe(400);
    const refund = await post(t, `admin/complaints/${complaint.id}/refund`, admin.token, {
      lines: [{ order_item_id: full.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refunds = await t.handle.db
      .select()
      .from(schema.refunds)
      .where(and(eq(schema.refunds.orderId, orderId), inArray(schema.refunds.complaintId, [complaint.id])));
    expect(refunds.map((x) => x.amountPaise)).toEqual([base + 15_000]);
  });
});

const BOUNDARY = 'khabar-choices-boundary';
function complain(orderId: number, lines: { order_item_id: number; quantity: number }[]) {
  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/complaint`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${customer.token}`,
    },
    payload: `${part('kind', 'missing_item')}${part('lines', JSON.stringify(lines))}--${BOUNDARY}--\r\n`,
  });
}
