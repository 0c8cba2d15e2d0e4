// A restaurant keeps its own menu: its staff (and the platform's admins) add, change, move, hide and
// archive categories and dishes; customers see each change at once, on this API process and another;
// a price change never changes an order already placed; two editors never overwrite each other; and
// every change is in the audit log with who made it.
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { logIn } from '../../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf, PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let staff: Session;
let otherStaff: Session;
let admin: Session;
let support: Session;
let customer: Session;
let aminiaId: number;
let arsalanId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  arsalanId = (await dishesOf(t, 'tangra-golden-dragon')).restaurantId;
  staff = await logInStaff(t, aminiaId);
  otherStaff = await logInStaff(t, arsalanId);
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330008001', 5_000_00);
});
afterAll(() => t?.close());

const editor = (who: Session, restaurantId = aminiaId) =>
  post(t, `menu-editor/restaurants/${restaurantId}`, who.token);
type MenuAnswer = {
  items: Record<string, Array<{ id: number; name: string; price: string; is_active: number }>>;
};
const customerMenu = async (app = t.app): Promise<MenuAnswer> =>
  (await app.inject({ method: 'POST', url: '/api/get-restaurant-items/aminia-darbar' })).json();
const cart = (dishId: number, quantity = 2) => ({
  order: [{ id: dishId, quantity }],
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  partial_wallet: false,
  method: 'WALLET',
});

async function newDish(categoryId: number, body: object = {}) {
  const res = await post(t, `menu-editor/categories/${categoryId}/dishes`, staff.token, {
    name: 'Mutton Rezala',
    description: '<p>Slow-cooked in <b>white gravy</b></p>',
    price: 320,
    diet: 'non_veg',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; price: string; category_id: number };
}

async function newCategory(name: string, who = staff) {
  const res = await post(t, `menu-editor/restaurants/${aminiaId}/categories`, who.token, { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; name: string };
}

describe('who may edit a menu', () => {
  it('its own staff and admins; to anyone else the restaurant is not found', async () => {
    const mine = await editor(staff);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.restaurant).toMatchObject({ id: aminiaId, slug: 'aminia-darbar' });
    expect(mine.json().data.categories.length).toBeGreaterThan(0);
    expect((await editor(admin)).statusCode).toBe(200);
    for (const who of [otherStaff, support, customer, await logInCaptain(t, 2)]) {
      const res = await editor(who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Restaurant not found');
    }
    expect((await post(t, `menu-editor/restaurants/${aminiaId}`, null)).statusCode).toBe(401);
  });

  it("refuses another restaurant's staff on every change, saying not found and changing nothing", async () => {
    const category = (await editor(staff)).json().data.categories[0];
    const dish = category.dishes[0];
    const calls: Array<[string, object]> = [
      [`menu-editor/restaurants/${aminiaId}/categories`, { name: 'Sneaky' }],
      [`menu-editor/restaurants/${aminiaId}/categories/order`, { category_ids: [category.id] }],
      [`menu-editor/categories/${category.id}`, { version: category.version, name: 'Sneaky' }],
      [`menu-editor/categories/${category.id}/dishes`, { name: 'Sneaky', price: 1, diet: 'veg' }],
      [`menu-editor/categories/${category.id}/dishes/order`, { item_ids: [dish.id] }],
      [`menu-editor/dishes/${dish.id}`, { version: dish.version, price: 1 }],
      [`menu-editor/dishes/${dish.id}/archive`, { version: dish.version }],
    ];
    const before = JSON.stringify((await editor(staff)).json().data);
    for (const [url, body] of calls) {
      for (const who of [otherStaff, support, customer]) {
        expect((await post(t, url, who.token, body)).statusCode, `${url} as ${who.user.name}`).toBe(404);
      }
    }
    expect(JSON.stringify((await editor(staff)).json().data)).toBe(before);
  });
});

describe('building a menu', () => {
  it('a new category and dish reach the customer menu at once, on this process and another', async () => {
    const second = await buildApp({
      config: t.app.config,
      db: t.handle,
      now: () => LUNCH_TIME,
      logger: false,
      events: t.app.events,
    });
    await second.ready();
    try {
      await customerMenu(second); // the other process has the old menu kept
      const category = await newCategory('Chef’s Specials');
      const dish = await newDish(category.id);
      expect(dish).toMatchObject({ price: '320.00', category_id: category.id, version: 1 });
      const specials = async (app: typeof second) =>
        (await customerMenu(app)).items['Chef’s Specials']?.map((d) => d.name);
      // This process reloaded before it answered; the other hears the change on the bus (through Redis
      // in CI), a few milliseconds later.
      expect(await specials(t.app)).toEqual(['Mutton Rezala']);
      await expect.poll(() => specials(second), { interval: 10, timeout: 2_000 }).toEqual(['Mutton Rezala']);
      const quote = await post(t, 'cart-quote', customer.token, cart(dish.id));
      expect(quote.json().data.bill.item_total ?? quote.json().data.bill).toBeDefined();
    } finally {
      await second.close();
    }
  });

  it('a price change keeps placed orders and tells a cart quoted before it the new bill (409)', async () => {
    const category = await newCategory('Price Tests');
    const dish = await newDish(category.id, { name: 'Chicken Chaap', price: 250 });
    const body = cart(dish.id);
    const before = (await post(t, 'cart-quote', customer.token, body)).json().data.bill.total;
    const placed = await post(t, 'place-order', customer.token, { ...body, total: before });
    expect(placed.statusCode, placed.body).toBe(201);

    const changed = await post(t, `menu-editor/dishes/${dish.id}`, staff.token, {
      version: 1,
      price: '275.50',
    });
    expect(changed.json().data).toMatchObject({ price: '275.50', version: 2 });
    const stale = await post(t, 'place-order', customer.token, { ...body, total: before });
    expect(stale.statusCode).toBe(409);
    expect(Number(stale.json().quote.bill.total)).toBeGreaterThan(Number(before));

    const [line] = await t.handle.db
      .select({ pricePaise: schema.orderItems.pricePaise })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, placed.json().data.id));
    expect(line?.pricePaise).toBe(25000);
  });

  it('two editors with the same version: the second is told, never overwriting the first', async () => {
    const category = await newCategory('Race');
    const dish = await newDish(category.id, { name: 'Firni', price: 90, diet: 'veg' });
    const [a, b] = await Promise.all([
      post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: 1, price: 95 }),
      post(t, `menu-editor/dishes/${dish.id}`, admin.token, { version: 1, price: 99 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(
      'Someone else changed this dish since you opened it. Reload to see their change, then save again.',
    );
    const winner = a.statusCode === 200 ? a : b;
    const menu = (await editor(staff)).json().data;
    const saved = menu.categories
      .flatMap((c: { dishes: unknown[] }) => c.dishes)
      .find((d: { id: number }) => d.id === dish.id);
    expect(saved.price).toBe(winner.json().data.price);

    const renamed = await post(t, `menu-editor/categories/${category.id}`, staff.token, {
      version: 1,
      name: 'Sweets',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Sweets', version: 2 });
    expect(
      (await post(t, `menu-editor/categories/${category.id}`, admin.token, { version: 1, name: 'Desserts' }))
        .statusCode,
    ).toBe(409);
  });

  it('hiding a category takes its dishes off the menu and out of carts; showing brings them back', async () => {
    const category = await newCategory('Hidden Things');
    const dish = await newDish(category.id, { name: 'Galouti Kebab', price: 280 });
    const hidden = await post(t, `menu-editor/categories/${category.id}`, staff.token, {
      version: 1,
      is_hidden: true,
    });
    expect(hidden.json().data.is_hidden).toBe(true);
    expect((await customerMenu()).items['Hidden Things']).toBeUndefined();
    const refused = await post(t, 'cart-quote', customer.token, cart(dish.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Galouti Kebab is not available right now.');
    await post(t, `menu-editor/categories/${category.id}`, staff.token, { version: 2, is_hidden: false });
    expect((await customerMenu()).items['Hidden Things']?.map((d) => d.name)).toEqual(['Galouti Kebab']);
  });

  it('archiving takes a dish off for good; the orders that had it keep it', async () => {
    const category = await newCategory('Archive');
    const dish = await newDish(category.id, { name: 'Shahi Tukda', price: 120, diet: 'veg' });
    const body = cart(dish.id, 3);
    const total = (await post(t, 'cart-quote', customer.token, body)).json().data.bill.total;
    const order = (await post(t, 'place-order', customer.token, { ...body, total })).json().data;
    expect(
      (await post(t, `menu-editor/dishes/${dish.id}/archive`, staff.token, { version: 1 })).json().data,
    ).toEqual({
      id: dish.id,
    });
    expect((await customerMenu()).items.Archive).toBeUndefined();
    expect((await post(t, 'cart-quote', customer.token, body)).statusCode).toBe(422);
    expect(
      (await post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: 2, price: 1 })).statusCode,
    ).toBe(404);
    const details = await post(t, 'get-order-details', customer.token, { order_id: order.id });
    expect(JSON.stringify(details.json())).toContain('Shahi Tukda');
    // The stock switch of the console no longer lists it either.
    const stock = (await post(t, `partner/restaurants/${aminiaId}/menu`, staff.token)).json().data;
    expect(stock.map((d: { id: number }) => d.id)).not.toContain(dish.id);
  });

  it('reorders categories and dishes, moves a dish to another category, and refuses a stale order', async () => {
    const first = await newCategory('Order A');
    const second = await newCategory('Order B');
    const x = await newDish(first.id, { name: 'Dish X', price: 10, diet: 'veg' });
    const y = await newDish(first.id, { name: 'Dish Y', price: 20, diet: 'egg' });
    const reordered = await post(t, `menu-editor/categories/${first.id}/dishes/order`, staff.token, {
      item_ids: [y.id, x.id],
    });
    expect(reordered.json().data.dishes.map((d: { id: number }) => d.id)).toEqual([y.id, x.id]);
    expect(reordered.json().data.dishes[0].diet).toBe('egg');

    const ids = (await editor(staff)).json().data.categories.map((c: { id: number }) => c.id);
    const swapped = [...ids.filter((id: number) => id !== second.id && id !== first.id), second.id, first.id];
    const menu = await post(t, `menu-editor/restaurants/${aminiaId}/categories/order`, staff.token, {
      category_ids: swapped,
    });
    expect(menu.json().data.categories.map((c: { id: number }) => c.id)).toEqual(swapped);
    const names = Object.keys((await customerMenu()).items);
    expect(names.indexOf('Order B')).toBeLessThan(names.indexOf('Order A'));

    const moved = await post(t, `menu-editor/dishes/${x.id}`, staff.token, {
      version: 1,
      category_id: second.id,
    });
    expect(moved.json().data.category_id).toBe(second.id);
    expect((await customerMenu()).items['Order B']?.map((d) => d.name)).toEqual(['Dish X']);

    for (const body of [{ item_ids: [y.id, x.id] }, { item_ids: [y.id, y.id] }, { item_ids: [] }]) {
      expect(
        (await post(t, `menu-editor/categories/${first.id}/dishes/order`, staff.token, body)).statusCode,
      ).toBe(409);
    }
    expect(
      (
        await post(t, `menu-editor/restaurants/${aminiaId}/categories/order`, staff.token, {
          category_ids: ids.slice(1),
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('input', () => {
  it('refuses bad dishes and categories with a 400 naming the field, and writes nothing', async () => {
    const category = await newCategory('Validation');
    const url = `menu-editor/categories/${category.id}/dishes`;
    const good = { name: 'Plain Rice', price: 60, diet: 'veg' };
    const cases: Array<[object, RegExp]> = [
      [{ ...good, price: 100_001 }, /price must be from 0 to 100000 rupees/],
      [{ ...good, price: -1 }, /price must be from 0/],
      [{ ...good, price: 1e308 }, /price/],
      [{ ...good, price: '12.345' }, /price must be an amount in rupees/],
      [{ ...good, price: 10.005 }, /at most two decimals/],
      [{ ...good, price: '0x10' }, /price/],
      [{ ...good, old_price: 60 }, /The old price must be more than the price/],
      [{ ...good, name: 'R' }, /Name the dish/],
      [{ ...good, name: 'Rice\u0000' }, /./],
      [{ ...good, diet: 'vegan' }, /diet must be veg, non_veg or egg/],
      [{ ...good, description: 'x'.repeat(1001) }, /1,000 characters/],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, url, staff.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const other = (await editor(otherStaff, arsalanId)).json().data.categories[0];
    const dish = await newDish(category.id, good);
    const move = await post(t, `menu-editor/dishes/${dish.id}`, staff.token, {
      version: 1,
      category_id: other.id,
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe('category_id is not a category of this menu');
    expect(
      (await post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: 1, price: 70, old_price: 65 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(t, `menu-editor/restaurants/${aminiaId}/categories`, staff.token, { name: 'validation' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(t, `menu-editor/restaurants/${aminiaId}/categories`, staff.token, { name: '' })).statusCode,
    ).toBe(400);
    expect((await post(t, 'menu-editor/dishes/0', staff.token, { version: 1 })).statusCode).toBe(400);
    expect((await post(t, 'menu-editor/dishes/1', staff.token, { version: 0 })).statusCode).toBe(400);
    const menu = (await editor(staff))
      .json()
      .data.categories.find((c: { id: number }) => c.id === category.id);
    expect(menu.dishes.map((d: { name: string; price: string }) => [d.name, d.price])).toEqual([
      ['Plain Rice', '60.00'],
    ]);
  });
});

describe('a refusal names its field', () => {
  const inBengali = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${staff.token}`, 'accept-language': 'bn' },
      payload,
    });

  it('by its path in the envelope, in the language asked for, from the contract and from the service', async () => {
    const category = await newCategory('Field paths');
    // The contract refuses a new dish whose old price is not above its price.
    const added = await inBengali(`menu-editor/categories/${category.id}/dishes`, {
      name: 'Plain Rice',
      price: 60,
      old_price: 60,
      diet: 'veg',
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।',
      errors: [{ path: 'old_price', message: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।' }],
    });
    // The service refuses a change of price alone that leaves the old price below it.
    const dish = await newDish(category.id, { name: 'Plain Rice', price: 60, old_price: 80, diet: 'veg' });
    const cut = await inBengali(`menu-editor/dishes/${dish.id}`, { version: dish.version, price: 90 });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।',
      errors: [{ path: 'old_price', message: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।' }],
    });
    // English by default, and a name taken is about the name.
    const taken = await post(t, `menu-editor/restaurants/${aminiaId}/categories`, staff.token, {
      name: 'field paths',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This menu already has a category called “field paths”.',
      errors: [{ path: 'name', message: 'This menu already has a category called “field paths”.' }],
    });
  });
});

describe('the audit log of a menu', () => {
  it('has every change with who made it, as staff or admin, for the restaurant', async () => {
    const category = await newCategory('Audited', admin);
    const dish = await newDish(category.id, { name: 'Kulfi', price: 70, diet: 'veg' });
    await post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: 1, price: 80 });
    await post(t, `partner/items/${dish.id}/availability`, staff.token, { is_active: false });
    const { entries } = (await post(t, 'admin/audit', admin.token, { restaurant_id: aminiaId })).json().data;
    const mine = entries.filter(
      (e: { entity_id: string; entity: string }) =>
        (e.entity === 'item' && e.entity_id === String(dish.id)) ||
        (e.entity === 'category' && e.entity_id === String(category.id)),
    );
    expect(mine.map((e: { action: string; actor: { role: string } }) => [e.action, e.actor.role])).toEqual([
      ['item.out_of_stock', 'staff'],
      ['item.update', 'staff'],
      ['item.create', 'staff'],
      ['category.create', 'admin'],
    ]);
    const update = mine[1];
    expect(update.before).toMatchObject({ price: '70.00', version: 1 });
    expect(update.after).toMatchObject({ price: '80.00', version: 2 });
    // The stock switch moved the dish's version: an editor holding version 2 is told.
    expect(
      (await post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: 2, price: 85 })).statusCode,
    ).toBe(409);
  });
});
