// The operators' board and one order's page (issue 25, decision 035): any operator reads them, nobody
// else; filters are checked at the edge; orders at risk rise to the top as the clock runs; support
// sees the customer's phone masked and only the order's own address.
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { logInStaff, newCustomer, placeOrder, post, type Session } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330020001', 5_000_00);
  const [aminia] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'aminia-darbar'));
  staff = await logInStaff(t, aminia!.id);
});
afterAll(() => t?.close());

const get = (url: string, who: Session | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

type Row = {
  id: number;
  payment_mode: string;
  risks: string[];
  minutes_late: number | null;
  restaurant: { id: number; area: string };
};
const board = async (query = '', who = support) => {
  const res = await get(`admin/orders${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    orders: Row[];
    total: number;
    at_risk: number;
    page: number;
    pages: number;
    areas: string[];
    restaurants: { id: number; name: string }[];
  };
};

describe('who may read the board and an order', () => {
  it('any operator; a customer or restaurant staff 403; nobody signed in 401', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    for (const who of [support, admin]) {
      expect((await get('admin/orders', who)).statusCode).toBe(200);
      expect((await get(`admin/orders/${placed.id}`, who)).statusCode).toBe(200);
    }
    for (const who of [customer, staff]) {
      expect((await get('admin/orders', who)).statusCode).toBe(403);
      expect((await get(`admin/orders/${placed.id}`, who)).statusCode).toBe(403);
    }
    expect((await get('admin/orders', null)).statusCode).toBe(401);
    expect((await get(`admin/orders/${placed.id}`, null)).statusCode).toBe(401);
  });

  it('an unknown order is 404, a bad id 400', async () => {
    const res = await get('admin/orders/999999', support);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
    expect((await get('admin/orders/1e21', support)).statusCode).toBe(400);
    expect((await get('admin/orders/99999999999999', support)).statusCode).toBe(400);
  });
});

describe('filters are checked at the edge', () => {
  it.each([
    ['status=bogus', 'status'],
    ['restaurant_id=1e21', 'restaurant_id'],
    ['restaurant_id=99999999999', 'restaurant_id'],
    ['payment=CASH', 'payment'],
    ['page=0', 'page'],
    ['area=Park%00Street', 'area'],
    [`area=${'x'.repeat(10_000)}`, 'area'],
  ])('a bad %$ is a 400 naming the field', async (query, field) => {
    const res = await get(`admin/orders?${query}`, support);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(new RegExp(field, 'i'));
  });
});

describe('the board', () => {
  it('filters by restaurant, area, payment and status', async () => {
    const cod = await placeOrder(t, customer, { method: 'COD' });
    const wallet = await placeOrder(t, customer, { method: 'WALLET' });
    const all = await board();
    expect(all.orders.map((o) => o.id)).toEqual(expect.arrayContaining([cod.id, wallet.id]));

    const atAminia = await board(`?restaurant_id=${cod.restaurantId}`);
    expect(atAminia.orders.map((o) => o.id)).toEqual(expect.arrayContaining([cod.id, wallet.id]));
    const other = all.restaurants.find((r) => r.id !== cod.restaurantId)!;
    expect((await board(`?restaurant_id=${other.id}`)).orders).toEqual([]);

    const area = all.orders.find((o) => o.id === wallet.id)!.restaurant.area;
    expect(all.areas).toContain(area);
    const inArea = await board(`?area=${encodeURIComponent(area)}`);
    expect(inArea.orders.map((o) => o.id)).toContain(wallet.id);
    expect(inArea.orders.every((o) => o.restaurant.area === area)).toBe(true);
    const elsewhere = all.areas.find((a) => a !== area)!;
    expect((await board(`?area=${encodeURIComponent(elsewhere)}`)).orders.map((o) => o.id)).not.toContain(
      wallet.id,
    );

    const byWallet = await board('?payment=WALLET');
    expect(byWallet.orders.map((o) => o.id)).toContain(wallet.id);
    expect(byWallet.orders.map((o) => o.id)).not.toContain(cod.id);
    expect(byWallet.orders.every((o) => o.payment_mode === 'WALLET')).toBe(true);

    expect((await board('?status=delivered')).orders).toEqual([]);
    expect((await board('?status=placed')).orders.map((o) => o.id)).toEqual(
      expect.arrayContaining([cod.id, wallet.id]),
    );
    expect((await board('?area=Nowhere')).orders).toEqual([]);
  });

  it('puts an order the restaurant has not accepted in time on top, then a late one above it', async () => {
    const first = await placeOrder(t, customer, { method: 'COD' });
    const before = await board('?status=open');
    expect(before.at_risk).toBe(0);

    // The acceptance window (120 s) passes for every order placed so far; the newest is not at risk.
    clock.advance(121_000);
    const fresh = await placeOrder(t, customer, { method: 'COD' });
    const risky = await board(`?status=open&restaurant_id=${first.restaurantId}`);
    expect(risky.at_risk).toBeGreaterThan(0);
    const ids = risky.orders.map((o) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(fresh.id));
    expect(risky.orders.find((o) => o.id === first.id)!.risks).toContain('not_accepted');
    expect(risky.orders.find((o) => o.id === fresh.id)!.risks).toEqual([]);
    const calm = risky.orders.findIndex((o) => o.risks.length === 0);
    expect(risky.orders.slice(calm).every((o) => o.risks.length === 0)).toBe(true);
    expect((await board('?status=at_risk')).orders.map((o) => o.id)).not.toContain(fresh.id);

    // The fresh one is accepted and then runs past its promise: late, and the latest rises first.
    const accepted = await post(t, `partner/orders/${fresh.id}/accept`, staff.token, { preparation_min: 20 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    clock.advance(90 * 60_000);
    const late = await board('?status=open');
    const row = late.orders.find((o) => o.id === fresh.id)!;
    expect(row.risks).toEqual(['late']);
    expect(row.minutes_late).toBeGreaterThan(0);
    const lateness = late.orders.map((o) => o.minutes_late ?? -Infinity);
    expect([...lateness].sort((a, b) => b - a)).toEqual(lateness);
  });

  it('keeps yesterday’s open orders and pages through the rest', async () => {
    const page = await board('?page=99');
    expect(page.page).toBe(page.pages);
    const open = await board('?status=open');
    expect(open.total).toBeGreaterThan(0);
  });
});

describe('one order', () => {
  it('has its timeline in words with who did it, its bill, its alerts and the money', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET' });
    await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 15 });
    const res = await get(`admin/orders/${placed.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data;
    expect(o.timeline.map((e: { text: string }) => e.text)).toEqual([
      'Order placed',
      'Accepted by the restaurant',
    ]);
    expect(o.timeline[1].actor.role).toBe('restaurant');
    expect(o.timeline[1].actor.name).toBeTruthy();
    expect(o.bill.total).toMatch(/^\d+\.\d\d$/);
    expect(o.bill.wallet).toBe(o.bill.total);
    expect(o.wallet_movements).toHaveLength(1);
    expect(o.wallet_movements[0].amount).toBe(`-${o.bill.total}`);
    expect(o.alerts.length).toBeGreaterThan(0);
    expect(o.last_event_id).toBe(o.timeline[1].id);
    expect(JSON.stringify(o)).not.toContain(
      (await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, placed.id)))[0]!.deliveryPin,
    );
  });

  it('shows an admin the customer’s phone, a support agent its last three digits, and only this address', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const asAdmin = (await get(`admin/orders/${placed.id}`, admin)).json().data;
    const asSupport = (await get(`admin/orders/${placed.id}`, support)).json().data;
    expect(asAdmin.customer.phone).toBe('9330020001');
    expect(asSupport.customer.phone).not.toContain('9330020');
    expect(asSupport.customer.phone).toMatch(/001$/);
    expect(asSupport.delivery.address).toBe(asAdmin.delivery.address);
    expect(Object.keys(asSupport)).not.toContain('addresses');
  });
});

describe('the map’s orders in flight', () => {
  it('counts open orders per kitchen, with those at risk, for operators only', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const res = await get('admin/ops/map', support);
    expect(res.statusCode, res.body).toBe(200);
    const kitchen = res
      .json()
      .data.kitchens.find((k: { restaurant_id: number }) => k.restaurant_id === placed.restaurantId);
    expect(kitchen.waiting).toBeGreaterThan(0);
    expect(kitchen.at_risk).toBeLessThanOrEqual(kitchen.waiting);
    expect(JSON.stringify(res.json())).not.toContain('Park Street, Kolkata');
    expect((await get('admin/ops/map', customer)).statusCode).toBe(403);
    expect((await get('admin/ops/map', null)).statusCode).toBe(401);
  });
});
