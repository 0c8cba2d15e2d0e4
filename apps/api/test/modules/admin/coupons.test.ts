// Coupons in the back office: admins read, create, change and end them (support none); carts see
// each change at once (on this API process and another); two admins never overwrite each other; an
// ended coupon is never deleted (its orders keep it); every change is in the audit log.
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { logIn } from '../../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf, PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let captain: Session;
let aminiaId: number;
let dishId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  const aminia = await dishesOf(t, 'aminia-darbar');
  aminiaId = aminia.restaurantId;
  dishId = aminia.dishes.find((d) => d.pricePaise >= 10000)!.id;
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330009001', 20_000_00);
  staff = await logInStaff(t, aminiaId);
  captain = await logInCaptain(t, 5);
});
afterAll(() => t?.close());

type Coupon = {
  id: number;
  code: string;
  restaurant_id: number | null;
  version: number;
  is_active: boolean;
  ends_at: string | null;
  uses: number;
  discount_value: number | string;
};

/** A cart of Aminia Darbar worth well over any coupon's minimum. */
const cart = (coupon: string, quantity = 6) => ({
  order: [{ id: dishId, quantity }],
  coupon,
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  partial_wallet: false,
  method: 'WALLET',
});
const quoteCoupon = async (code: string) => {
  const res = await post(t, 'cart-quote', customer.token, cart(code));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { coupon: { applied: boolean; message: string }; bill: { discount: string } };
};

const good = {
  code: 'adminflat',
  name: 'Flat 75 off',
  description: 'Any restaurant, any day',
  restaurant_id: null,
  discount_type: 'AMOUNT',
  discount_value: '75.50',
  upto_amount: null,
  min_order_amount: 300,
  max_uses_per_user: null,
  starts_at: null,
  ends_at: null,
};

async function create(body: object = {}) {
  const res = await post(t, 'admin/coupons/create', admin.token, { ...good, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Coupon;
}

const listed = async (who = admin) => {
  const res = await post(t, 'admin/coupons', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Coupon[];
};

describe('who may manage coupons', () => {
  it('an admin lists every coupon, platform and restaurant ones, with their terms and uses', async () => {
    const rows = await listed(admin);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.find((c) => c.code === 'WELCOME50')).toMatchObject({
      restaurant_id: null,
      discount_type: 'PERCENTAGE',
      discount_value: 50,
      upto_amount: '100.00',
      min_order_amount: '199.00',
      max_uses_per_user: 1,
      is_active: true,
      version: 1,
    });
    expect(rows.some((c) => c.restaurant_id !== null)).toBe(true);
    expect(rows.map((c) => c.id)).toEqual([...rows.map((c) => c.id)].sort((a, b) => b - a));
  });

  it('refuses the list and changes to support, customers, restaurant staff and captains (403)', async () => {
    const [coupon] = await listed();
    const calls: Array<[string, object]> = [
      ['admin/coupons/create', { ...good, code: 'SNEAKY1' }],
      [`admin/coupons/${coupon!.id}`, { version: coupon!.version, name: 'Sneaky' }],
      [`admin/coupons/${coupon!.id}/end`, { version: coupon!.version }],
    ];
    for (const [url, body] of calls) {
      for (const who of [support, customer, staff, captain]) {
        const res = await post(t, url, who.token, body);
        expect(res.statusCode, `${url} as ${who.user.name}`).toBe(403);
      }
      expect((await post(t, url, null, body)).statusCode).toBe(401);
    }
    expect((await post(t, calls[0]![0], support.token, calls[0]![1])).json().message).toBe(
      'Only an admin can do this.',
    );
    for (const who of [support, customer, staff, captain]) {
      expect((await post(t, 'admin/coupons', who.token)).statusCode, who.user.name).toBe(403);
    }
    expect((await post(t, 'admin/coupons', support.token)).json().message).toBe('Only an admin can do this.');
    expect((await post(t, 'admin/coupons', null)).statusCode).toBe(401);
    expect((await listed()).find((c) => c.id === coupon!.id)).toEqual(coupon);
    expect((await listed()).some((c) => c.code === 'SNEAKY1')).toBe(false);
  });
});

describe('creating a coupon', () => {
  it('applies in cart-quote at once, on this process and another, and counts its uses', async () => {
    const second = await buildApp({
      config: t.app.config,
      db: t.handle,
      now: () => LUNCH_TIME,
      logger: false,
      events: t.app.events,
    });
    await second.ready();
    try {
      const before = await second.inject({ method: 'POST', url: '/api/get-coupons', payload: {} });
      expect(before.json().map((c: { code: string }) => c.code)).not.toContain('ADMINFLAT');
      expect((await quoteCoupon('ADMINFLAT')).coupon.applied).toBe(false);

      const made = await create();
      expect(made).toMatchObject({
        code: 'ADMINFLAT',
        discount_type: 'AMOUNT',
        discount_value: '75.50',
        min_order_amount: '300.00',
        upto_amount: null,
        is_active: true,
        uses: 0,
        version: 1,
      });
      const [row] = await t.handle.db.select().from(schema.coupons).where(eq(schema.coupons.id, made.id));
      expect(row).toMatchObject({ discountValue: 7550, minOrderAmountPaise: 30000, restaurantId: null });
      expect((await listed())[0]).toEqual(made);

      const quote = await quoteCoupon('adminflat');
      expect(quote.coupon).toMatchObject({ applied: true, message: 'Coupon applied successfully!' });
      expect(quote.bill.discount).toBe('75.50');
      // The other process hears the change on the bus (through Redis in CI), a few milliseconds later.
      const codesThere = async () =>
        (await second.inject({ method: 'POST', url: '/api/get-coupons', payload: {} }))
          .json()
          .map((c: { code: string }) => c.code);
      await expect.poll(codesThere, { interval: 10, timeout: 2_000 }).toContain('ADMINFLAT');
      await second.catalogSync.settled();
      const secondQuote = await second.inject({
        method: 'POST',
        url: '/api/cart-quote',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: cart('ADMINFLAT'),
      });
      expect(secondQuote.json().data.coupon.applied).toBe(true);

      const body = cart('ADMINFLAT');
      const placed = await post(t, 'place-order', customer.token, {
        ...body,
        total: (await post(t, 'cart-quote', customer.token, body)).json().data.bill.total,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await listed()).find((c) => c.id === made.id)?.uses).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('a restaurant coupon works at its restaurant only; a percentage is a whole percent', async () => {
    const other = (await dishesOf(t, 'tangra-golden-dragon')).restaurantId;
    const made = await create({
      code: 'TANGRA10',
      restaurant_id: other,
      discount_type: 'PERCENTAGE',
      discount_value: 10,
      upto_amount: '40',
      min_order_amount: 0,
    });
    expect(made).toMatchObject({ restaurant_id: other, discount_value: 10, upto_amount: '40.00' });
    const quote = await quoteCoupon('TANGRA10');
    expect(quote.coupon.applied).toBe(false);
    expect(quote.coupon.message).toMatch(/^This coupon is not valid at /);
  });

  it('refuses a code already taken, whatever its case (409), and changes nothing', async () => {
    const count = (await listed()).length;
    for (const code of ['WELCOME50', 'welcome50', 'AdminFlat']) {
      const res = await post(t, 'admin/coupons/create', admin.token, { ...good, code });
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: `The code ${code.toUpperCase()} is taken: choose another.`,
      });
    }
    // Two admins creating one new code at once: the database's unique index decides, the other is told.
    const burst = await Promise.all(
      [1, 2, 3].map(() => post(t, 'admin/coupons/create', admin.token, { ...good, code: 'BURST1' })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await listed()).length).toBe(count + 1);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const count = (await listed()).length;
    const cases: Array<[object, RegExp]> = [
      [{ code: 'AB' }, /^code must be 3 to 20 letters/],
      [{ code: 'NO-DASH' }, /^code must be/],
      [{ code: 'X'.repeat(21) }, /^code must be/],
      [{ code: 'CAFÉ10' }, /^code must be/],
      [{ code: 'NUL\u0000X' }, /^code contains a NUL character/],
      [{ name: 'A' }, /^name must be 2 to 60/],
      [{ name: 'Bad\u0007name' }, /^name must be/],
      [{ description: 'x'.repeat(301) }, /^description must be at most 300/],
      [{ discount_type: 'BOGO' }, /^discount_type must be PERCENTAGE or AMOUNT/],
      [{ discount_value: 0 }, /^discount_value must be from 1 to 100000 rupees/],
      [{ discount_value: 100_001 }, /^discount_value must be from 1 to 100000 rupees/],
      [{ discount_value: '12.345' }, /^discount_value must be an amount in rupees/],
      [{ discount_value: 10.005 }, /^discount_value can have at most two decimals/],
      [{ discount_value: '0x10' }, /^discount_value must be an amount in rupees/],
      [{ discount_value: 1e300 }, /^discount_value/],
      [{ discount_value: 1e20 }, /^discount_value is too large a number/],
      [
        { discount_type: 'PERCENTAGE', discount_value: 101 },
        /^discount_value must be a whole percent from 1 to 100/,
      ],
      [{ discount_type: 'PERCENTAGE', discount_value: 12.5 }, /^discount_value must be a whole percent/],
      [{ upto_amount: 0 }, /^upto_amount must be from 1 to 100000 rupees/],
      [{ min_order_amount: -1 }, /^min_order_amount must be from 0/],
      [{ min_order_amount: undefined }, /^min_order_amount/],
      [{ max_uses_per_user: 0 }, /^max_uses_per_user must be from 1 to 1000/],
      [{ max_uses_per_user: 1.5 }, /^max_uses_per_user must be a whole number/],
      [{ starts_at: 'tomorrow' }, /^starts_at must be a date and time/],
      [{ starts_at: '0000-01-01T00:00:00Z' }, /^starts_at must be a date and time/],
      [{ ends_at: '2026-02-30T10:00:00+05:30' }, /^ends_at must be a date and time/],
      [
        { starts_at: '2026-12-01T10:00:00+05:30', ends_at: '2026-12-01T04:30:00Z' },
        /^ends_at must be after starts_at/,
      ],
      [{ restaurant_id: 0 }, /^restaurant_id is not valid/],
      [{ restaurant_id: 99_999_999 }, /^restaurant_id is not a restaurant/],
      [{ restaurant_id: '7x' }, /^restaurant_id must be a whole number/],
    ];
    for (const [patch, message] of cases) {
      const res = await post(t, 'admin/coupons/create', admin.token, { ...good, code: 'BADINPUT', ...patch });
      expect(res.statusCode, JSON.stringify(patch).slice(0, 80)).toBe(400);
      expect(res.json().message, JSON.stringify(patch).slice(0, 80)).toMatch(message);
    }
    expect((await listed()).length).toBe(count);
  });
});

describe('changing and ending a coupon', () => {
  it('a change reaches carts at once; fields left out keep their value', async () => {
    const made = await create({ code: 'CHANGEME', discount_value: 20 });
    const changed = await post(t, `admin/coupons/${made.id}`, admin.token, {
      version: 1,
      discount_type: 'PERCENTAGE',
      discount_value: '15',
      upto_amount: 30,
      name: 'Fifteen percent',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      code: 'CHANGEME',
      name: 'Fifteen percent',
      description: good.description,
      discount_type: 'PERCENTAGE',
      discount_value: 15,
      upto_amount: '30.00',
      min_order_amount: '300.00',
      version: 2,
    });
    expect((await quoteCoupon('CHANGEME')).bill.discount).toBe('30.00');

    // A value sent alone is checked against the stored type; the type never changes alone.
    const tooMuch = await post(t, `admin/coupons/${made.id}`, admin.token, {
      version: 2,
      discount_value: 150,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('discount_value must be a whole percent from 1 to 100');
    const typeAlone = await post(t, `admin/coupons/${made.id}`, admin.token, {
      version: 2,
      discount_type: 'AMOUNT',
    });
    expect(typeAlone.statusCode).toBe(400);
    expect(typeAlone.json().message).toBe('discount_value must be sent with discount_type');
    const ends = await post(t, `admin/coupons/${made.id}`, admin.token, {
      version: 2,
      starts_at: '2026-11-20T00:00:00Z',
      ends_at: null,
    });
    expect(ends.statusCode, ends.body).toBe(200);
    expect(ends.json().data).toMatchObject({
      starts_at: '2026-11-20T00:00:00.000Z',
      ends_at: null,
      version: 3,
    });
    const backwards = await post(t, `admin/coupons/${made.id}`, admin.token, {
      version: 3,
      ends_at: '2026-11-19T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('ends_at must be after starts_at');
    // Not started yet: carts refuse it until then.
    expect((await quoteCoupon('CHANGEME')).coupon).toMatchObject({
      applied: false,
      message: 'This coupon is not valid.',
    });
    const code = await post(t, `admin/coupons/${made.id}`, admin.token, { version: 3, code: 'RENAMED' });
    expect(code.statusCode).toBe(200);
    expect(code.json().data).toMatchObject({ code: 'CHANGEME', version: 4 });
    expect((await post(t, 'admin/coupons/99999999', admin.token, { version: 1 })).statusCode).toBe(404);
    expect((await post(t, `admin/coupons/${made.id}`, admin.token, { version: 0 })).statusCode).toBe(400);
    expect((await post(t, 'admin/coupons/0x1', admin.token, { version: 1 })).statusCode).toBe(400);
  });

  it('two admins saving one version: one is saved, the other told to reload (409)', async () => {
    const made = await create({ code: 'RACE1' });
    await post(t, 'admin/operators/invite', admin.token, {
      phone: '9330009099',
      name: 'Second Admin',
      level: 'admin',
    });
    const other = await logIn(t.app, '9330009099');
    const [a, b] = await Promise.all([
      post(t, `admin/coupons/${made.id}`, admin.token, { version: 1, discount_value: 80 }),
      post(t, `admin/coupons/${made.id}`, other.token, { version: 1, discount_value: 90 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().message).toBe(
      'Someone else changed this coupon since you opened it. Reload to see their change, then save again.',
    );
    expect((await listed()).find((c) => c.id === made.id)).toMatchObject({
      discount_value: winner.json().data.discount_value,
      version: 2,
    });
    const [x, y] = await Promise.all([
      post(t, `admin/coupons/${made.id}/end`, admin.token, { version: 2 }),
      post(t, `admin/coupons/${made.id}`, other.token, { version: 2, name: 'Too late' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });

  it('an ended coupon is refused by carts and kept: the orders that used it still name it', async () => {
    const made = await create({ code: 'ENDME', ends_at: '2026-12-31T18:30:00Z' });
    const body = cart('ENDME');
    const total = (await post(t, 'cart-quote', customer.token, body)).json().data.bill.total;
    const placed = await post(t, 'place-order', customer.token, { ...body, total });
    expect(placed.statusCode, placed.body).toBe(201);

    const ended = await post(t, `admin/coupons/${made.id}/end`, admin.token, { version: 1 });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toMatchObject({
      code: 'ENDME',
      is_active: false,
      ends_at: LUNCH_TIME.toISOString(),
      uses: 1,
      version: 2,
    });
    expect((await quoteCoupon('ENDME')).coupon).toMatchObject({
      applied: false,
      message: 'This coupon is not valid.',
    });
    const refused = await post(t, 'place-order', customer.token, { ...body, total });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('This coupon is not valid.');
    const offers = await t.app.inject({ method: 'POST', url: '/api/get-coupons', payload: {} });
    expect(offers.json().map((c: { code: string }) => c.code)).not.toContain('ENDME');

    expect((await listed()).find((c) => c.id === made.id)).toMatchObject({ is_active: false, uses: 1 });
    const [order] = await t.handle.db
      .select({ couponId: schema.orders.couponId, couponCode: schema.orders.couponCode })
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.json().data.id));
    expect(order).toEqual({ couponId: made.id, couponCode: 'ENDME' });

    // A stale version is told; an unknown coupon is not found.
    expect((await post(t, `admin/coupons/${made.id}/end`, admin.token, { version: 1 })).statusCode).toBe(409);
    expect((await post(t, 'admin/coupons/99999999/end', admin.token, { version: 1 })).statusCode).toBe(404);
  });
});

describe('the audit log of coupons', () => {
  it('has each create, update and end with the admin, before and after', async () => {
    const made = await create({ code: 'AUDITED', discount_value: 40 });
    await post(t, `admin/coupons/${made.id}`, admin.token, { version: 1, min_order_amount: '450.50' });
    await post(t, `admin/coupons/${made.id}/end`, admin.token, { version: 2 });
    const { entries } = (await post(t, 'admin/audit', admin.token, { entity: 'coupon' })).json().data;
    const mine = entries.filter((e: { entity_id: string }) => e.entity_id === String(made.id));
    expect(
      mine.map((e: { action: string; actor: { user_id: number; role: string } }) => [e.action, e.actor]),
    ).toEqual([
      ['coupon.end', { user_id: admin.user.id, name: admin.user.name, role: 'admin' }],
      ['coupon.update', { user_id: admin.user.id, name: admin.user.name, role: 'admin' }],
      ['coupon.create', { user_id: admin.user.id, name: admin.user.name, role: 'admin' }],
    ]);
    expect(mine[2].before).toBeNull();
    expect(mine[2].after).toMatchObject({ code: 'AUDITED', discount_value: '40.00', version: 1 });
    expect(mine[1].before).toMatchObject({ min_order_amount: '300.00', version: 1 });
    expect(mine[1].after).toMatchObject({ min_order_amount: '450.50', version: 2 });
    expect(mine[0].after).toMatchObject({ is_active: false, version: 3 });
    // A refused change (a stale version, a support agent) leaves no row.
    await post(t, `admin/coupons/${made.id}`, admin.token, { version: 1, name: 'Stale' });
    await post(t, `admin/coupons/${made.id}`, support.token, { version: 3, name: 'Support' });
    const again = (await post(t, 'admin/audit', admin.token, { entity: 'coupon' })).json().data.entries;
    expect(again.filter((e: { entity_id: string }) => e.entity_id === String(made.id))).toHaveLength(3);
  });
});
