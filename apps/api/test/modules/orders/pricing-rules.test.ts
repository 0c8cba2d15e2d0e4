// The cart's rules at their edges, through the real calls: the per-dish cap across repeated lines, a
// coupon's dates and its once-per-customer use, paying from the wallet, and a restaurant that takes no
// cash. Each boundary is tested on both sides (mutation testing showed these edges went unchecked).
import { schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { post } from '../../helpers/lifecycle.ts';
import { cartBody, creditWallet, dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const DAY = 24 * 60 * 60_000;
let t: TestApp;
let me: { token: string; user: { id: number } };
let aminia: Awaited<ReturnType<typeof dishesOf>>;
beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  me = await signUp(t.app, '9331000001', 'Ishita Roy');
  aminia = await dishesOf(t, 'aminia-darbar');
});
afterAll(() => t?.close());

/** `quantity` of Aminia's cheapest dish of at least ₹50, on one line or split across several. */
const cart = (lines: number[], extra: object = {}) => {
  const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
  return cartBody(dish.id, lines, extra);
};

async function quote(token: string | null, body: object) {
  const res = await post(t, 'cart-quote', token, body);
  return { status: res.statusCode, body: res.json() };
}

describe('a dish repeated on several lines', () => {
  it('counts as one line: 50 in all is taken, 51 is refused', async () => {
    expect((await quote(null, cart([25, 25]))).status).toBe(200);
    const over = await quote(null, cart([30, 21]));
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('quantity can be at most 50');
  });
});

describe('a coupon’s dates', () => {
  it('applies from its first moment to its last, and not outside them', async () => {
    const add = (code: string, startsAt: Date | null, endsAt: Date | null) => ({
      code,
      name: code,
      discountType: 'AMOUNT' as const,
      discountValue: 2000,
      minOrderAmountPaise: 0,
      startsAt,
      endsAt,
    });
    const now = LUNCH_TIME.getTime();
    await t.handle.db
      .insert(schema.coupons)
      .values([
        add('SOON20', new Date(now + DAY), null),
        add('OVER20', null, new Date(now - DAY)),
        add('NOWON20', new Date(now), new Date(now + DAY)),
        add('UNTILNOW20', new Date(now - DAY), new Date(now)),
      ]);
    await t.app.catalog.load(t.app.db);
    const outcome = async (code: string) =>
      (await quote(me.token, cart([4], { coupon: code }))).body.data.coupon;
    expect(await outcome('SOON20')).toMatchObject({ applied: false, message: 'This coupon is not valid.' });
    expect(await outcome('OVER20')).toMatchObject({ applied: false, message: 'This coupon is not valid.' });
    expect(await outcome('NOWON20')).toMatchObject({ applied: true });
    expect(await outcome('UNTILNOW20')).toMatchObject({ applied: true });
  });
});

describe('a once-per-customer coupon', () => {
  it('is offered until its one use is placed, then refused with the reason', async () => {
    const customer = await signUp(t.app, '9331000002', 'Arjun Bose');
    const body = cart([4], { coupon: 'WELCOME50' });
    const before = await quote(customer.token, body);
    expect(before.body.data.coupon).toMatchObject({ applied: true });
    const placed = await post(t, 'place-order', customer.token, {
      ...body,
      method: 'COD',
      total: Number(before.body.data.bill.total),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const after = await quote(customer.token, body);
    expect(after.body.data.coupon).toMatchObject({
      applied: false,
      message: 'You have already used this coupon.',
    });
    // A guest is not refused for someone else's use.
    expect((await quote(null, body)).body.data.coupon).toMatchObject({ applied: true });
  });
});

describe('paying from the wallet', () => {
  it('is offered when the balance covers the total, to the paisa, and not a paisa short', async () => {
    const customer = await signUp(t.app, '9331000003', 'Meera Das');
    const total = Number((await quote(customer.token, cart([4]))).body.data.bill.total);
    const totalPaise = Math.round(total * 100);
    await creditWallet(t, customer.user.id, totalPaise - 1);
    const short = await quote(customer.token, cart([4]));
    expect(short.body.data.methods.WALLET).toEqual({
      allowed: false,
      reason: 'Wallet balance is less than the total: use it with online payment',
    });
    await creditWallet(t, customer.user.id, 1);
    expect((await quote(customer.token, cart([4]))).body.data.methods.WALLET).toMatchObject({
      allowed: true,
    });
    const paid = await post(t, 'place-order', customer.token, { ...cart([4]), method: 'WALLET', total });
    expect(paid.statusCode, paid.body).toBe(201);
  });
});

describe('a restaurant that takes no cash', () => {
  it('offers every other way to pay, and says why cash is not one', async () => {
    const noCod = await t.handle.db
      .select({ id: schema.restaurants.id, slug: schema.restaurants.slug })
      .from(schema.restaurants)
      .where(and(eq(schema.restaurants.isAcceptCod, false), eq(schema.restaurants.isActive, true)));
    let checked = 0;
    for (const r of noCod) {
      const dish = (await dishesOf(t, r.slug)).dishes.find((d) => d.pricePaise >= 5000);
      if (!dish) continue;
      const q = await quote(me.token, { ...cart([1]), order: [{ id: dish.id, quantity: 4 }] });
      if (q.body.data.blocker) continue; // out of range or closed at lunch: not this test's point
      expect(q.body.data.methods.COD.allowed).toBe(false);
      expect(q.body.data.methods.COD.reason).toBe('This restaurant is currently not accepting COD');
      expect(q.body.data.methods.RAZORPAY).toEqual({ allowed: true });
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
