// Customer support in the back office (issue 25, decision 034): an agent finds a customer by phone or
// order number and sees their orders, wallet, masked addresses and alerts; blocks and unblocks the
// account (a blocked account cannot log in or order, its open orders go on); every change audit-logged.
import { schema } from '@khabar/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, logIn, newDevice, sendCode, testClock, tryCode } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let support: Session;
let staff: Session;
let captain: Session;
let customer: Session;
let other: Session;

type Summary = {
  user_id: number;
  name: string;
  phone: string;
  wallet_balance: string;
  orders_count: number;
  open_orders_count: number;
  blocked_at: string | null;
  blocked_reason: string | null;
  version: number;
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330020001', 2_000_00);
  other = await newCustomer(t, '9330020002');
  const [aminia] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'aminia-darbar'));
  staff = await logInStaff(t, aminia!.id);
  captain = await logInCaptain(t, 3);
  await t.handle.db.insert(schema.addresses).values({
    userId: customer.user.id,
    tag: 'HOME',
    house: 'Flat 9C, Lake View Apartments',
    landmark: 'Near gate 3 of the lake',
    address: '12 Ballygunge Place, Ballygunge, Kolkata 700019',
    latitude: 22.5236,
    longitude: 88.3665,
  });
});
afterAll(() => t?.close());

const find = (body: object, who: Session | null = support) =>
  post(t, 'admin/customers/find', who?.token ?? null, body);
const details = async (userId: number, who = support, body: object = {}) => {
  const res = await post(t, `admin/customers/${userId}`, who.token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const summaryOf = async (userId: number) => (await details(userId, admin)) as Summary;
const auditRows = (action: string) =>
  t.handle.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entity, 'customer'), eq(schema.auditLog.action, action)));

describe('who may use customer support', () => {
  it('refuses customers, restaurant staff and captains (403) and anyone logged out (401), on every call', async () => {
    const calls: Array<[string, object]> = [
      ['admin/customers/find', { phone: '9330020001' }],
      [`admin/customers/${customer.user.id}`, {}],
      [`admin/customers/${customer.user.id}/block`, { version: 1, reason: 'Abusive calls' }],
      [`admin/customers/${customer.user.id}/unblock`, { version: 1, reason: 'Cleared' }],
      [`admin/customers/${customer.user.id}/credit`, { amount: 100, reason: 'Cold food' }],
      ['admin/credits', {}],
      ['admin/credits/1/approve', {}],
      ['admin/credits/1/decline', { note: 'Not this time' }],
    ];
    for (const [url, body] of calls) {
      for (const who of [customer, staff, captain]) {
        const res = await post(t, url, who.token, body);
        expect(res.statusCode, `${url} as ${who.user.name}: ${res.body}`).toBe(403);
      }
      expect((await post(t, url, null, body)).statusCode, url).toBe(401);
    }
    expect((await summaryOf(customer.user.id)).blocked_at).toBeNull();
    expect(await auditRows('customer.block')).toHaveLength(0);
  });
});

describe('finding a customer', () => {
  it('by the mobile number, read as the login reads it, or by an order number (any case)', async () => {
    const byPhone = await find({ phone: ' 9330020001 ' });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json().data).toMatchObject({
      user_id: customer.user.id,
      phone: '9330020001',
      name: 'Mitali Sen',
      wallet_balance: '2000.00',
      orders_count: 0,
      blocked_at: null,
      version: 1,
    });
    const placed = await placeOrder(t, other, { method: 'COD' });
    const byOrder = await find({ order_id: placed.uniqueOrderId.toLowerCase() }, admin);
    expect(byOrder.json().data).toMatchObject({
      user_id: other.user.id,
      orders_count: 1,
      open_orders_count: 1,
    });
  });

  it('by an order number with dashes, as the demo city numbers its orders ("KHB-2611-100127")', async () => {
    const [seeded] = await t.handle.db
      .select({ id: schema.orders.uniqueOrderId, userId: schema.orders.userId })
      .from(schema.orders)
      .where(like(schema.orders.uniqueOrderId, 'KHB-%'))
      .limit(1);
    expect(seeded?.id).toMatch(/^KHB-\d{4}-\d+$/);
    const found = await find({ order_id: ` ${seeded!.id.toLowerCase()} ` });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ user_id: seeded!.userId });
  });

  it('finds nobody for a number or order nobody has (null), and never by a part of a number', async () => {
    for (const body of [{ phone: '9330029999' }, { order_id: 'KB000000XXXXXX' }]) {
      const res = await find(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toBeNull();
    }
    expect((await find({ phone: '933002' })).statusCode).toBe(400);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{}, /phone or order_id/],
      [{ phone: '9330020001', order_id: 'KB2611264F7Q2K' }, /phone or order_id/],
      [{ phone: '93300\u000020001' }, /phone/i],
      [{ phone: 1e21 }, /phone/i],
      [{ order_id: 'KB26\u0000' }, /order_id/],
      [{ order_id: 'x'.repeat(10_000) }, /order_id|too/i],
    ];
    for (const [body, message] of cases) {
      const res = await find(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });
});

describe("a customer's page", () => {
  it('shows support the area and landmark of a saved address, never the house line or the map point', async () => {
    const seen = await details(customer.user.id, support);
    expect(seen.addresses_masked).toBe(true);
    expect(seen.addresses).toEqual([
      {
        id: expect.any(Number),
        tag: 'HOME',
        area: 'Ballygunge Place, Ballygunge, Kolkata 700019',
        landmark: 'Near gate of the lake',
        full: null,
        is_default: false,
      },
    ]);
    const text = JSON.stringify(seen);
    expect(text).not.toMatch(/Flat 9C|Lake View|12 Ballygunge|22\.5236|88\.3665/);
  });

  it('shows an admin the whole address', async () => {
    const seen = await details(customer.user.id, admin);
    expect(seen.addresses_masked).toBe(false);
    expect(seen.addresses[0].full).toBe(
      'Flat 9C, Lake View Apartments, 12 Ballygunge Place, Ballygunge, Kolkata 700019',
    );
    expect(seen.my_goodwill).toBeNull();
  });

  it('lists orders and wallet movements newest first, a page at a time, and the alerts they were sent', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const seen = await details(customer.user.id);
    expect(seen.orders.rows[0]).toMatchObject({
      id: placed.id,
      unique_order_id: placed.uniqueOrderId,
      restaurant_name: 'Aminia Darbar',
      orderstatus_id: 1,
      payment_mode: 'COD',
    });
    expect(seen.orders.next_page).toBeNull();
    expect(seen.wallet.rows[0]).toMatchObject({
      type: 'deposit',
      amount: '2000.00',
      balance_after: '2000.00',
    });
    expect(seen.alerts[0]).toMatchObject({ title: 'Order placed', unique_order_id: placed.uniqueOrderId });
    expect(seen.my_goodwill).toEqual({ cap: '500.00', used_today: '0.00', left_today: '500.00' });
    // 21 more movements: the wallet's first page holds 20, and the next page the rest.
    for (let i = 0; i < 21; i++) {
      const res = await post(t, `admin/customers/${other.user.id}/credit`, admin.token, {
        amount: 1,
        reason: `Paging ${i}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await details(other.user.id);
    expect(first.wallet.rows).toHaveLength(20);
    expect(first.wallet.next_page).toBe(2);
    const second = await details(other.user.id, support, { wallet_page: 2 });
    expect(second.wallet.rows).toHaveLength(1);
    expect(second.wallet.next_page).toBeNull();
    expect(second.wallet.rows[0].description).toBe('Goodwill credit from customer support');
  });

  it('is 404 for an account nobody has, 400 for a spoiled id or page', async () => {
    expect((await post(t, 'admin/customers/99999', support.token)).statusCode).toBe(404);
    for (const url of ['admin/customers/0', 'admin/customers/1e21', 'admin/customers/abc']) {
      expect((await post(t, url, support.token)).statusCode, url).toBe(400);
    }
    const bad = await post(t, `admin/customers/${customer.user.id}`, support.token, { orders_page: 1e21 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/page/);
  });
});

describe('blocking an account', () => {
  let blocked: Session;
  let openOrder: { id: number; uniqueOrderId: string };
  let codeBefore: string;
  const device = newDevice();

  it('ends their sessions and is audit-logged with the reason; the open order is still theirs', async () => {
    blocked = await newCustomer(t, '9330020010', 1_000_00);
    openOrder = await placeOrder(t, blocked, { method: 'COD' });
    // A code asked for before the block: it must not open a session after it.
    await sendCode(t.app, '9330020010', device);
    codeBefore = await lastCode(t.app, '9330020010');
    const res = await post(t, `admin/customers/${blocked.user.id}/block`, support.token, {
      version: 1,
      reason: 'Threatened a captain on the phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      user_id: blocked.user.id,
      blocked_reason: 'Threatened a captain on the phone',
      open_orders_count: 1,
      version: 2,
    });
    expect(res.json().data.blocked_at).toBe(clock.now().toISOString());
    const [row] = await auditRows('customer.block');
    expect(row).toMatchObject({
      actorUserId: support.user.id,
      actorRole: 'support',
      entityId: String(blocked.user.id),
    });
    expect(row!.after).toMatchObject({ blocked_reason: 'Threatened a captain on the phone', version: 2 });
    // The session they had is over.
    const me = await post(t, 'get-orders', blocked.token);
    expect(me.statusCode).toBe(401);
  });

  it('refuses their login in plain words, before and after a code, and texts no new code', async () => {
    const sms = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=9330020010' })).json().data.length;
    const texted = await sms();
    const send = await sendCode(t.app, '9330020010');
    expect(send.statusCode).toBe(403);
    expect(send.json()).toMatchObject({
      success: false,
      code: 'ACCOUNT_BLOCKED',
      message: 'This account is blocked, so it cannot log in or order. Please contact customer support.',
    });
    expect(await sms()).toBe(texted);
    const login = await tryCode(t.app, '9330020010', codeBefore, device);
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_BLOCKED');
    const sessions = await t.handle.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, blocked.user.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('refuses an order from a session that outlived the block (place-order checks under the row lock)', async () => {
    // A session written around the block's commit: place-order itself must refuse.
    await t.handle.db
      .update(schema.sessions)
      .set({ revokedAt: null })
      .where(eq(schema.sessions.userId, blocked.user.id));
    const before = await t.handle.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, blocked.user.id));
    await expect(placeOrder(t, blocked, { method: 'COD' })).rejects.toThrow(/ACCOUNT_BLOCKED/);
    const after = await t.handle.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.userId, blocked.user.id));
    expect(after).toHaveLength(before.length);
    await t.handle.db
      .update(schema.sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(schema.sessions.userId, blocked.user.id));
  });

  it('lets the open order go on: the kitchen accepts and readies it, and the customer is still told', async () => {
    const accept = await post(t, `partner/orders/${openOrder.id}/accept`, staff.token, {
      preparation_min: 15,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const ready = await post(t, `partner/orders/${openOrder.id}/ready`, staff.token);
    expect(ready.statusCode, ready.body).toBe(200);
    const seen = await details(blocked.user.id);
    expect(seen.orders.rows[0]).toMatchObject({ id: openOrder.id, orderstatus_id: 2 });
    expect(seen.alerts[0]).toMatchObject({ title: 'Order accepted' });
  });

  it('refuses a second block, a stale version, and bad input, changing and auditing nothing', async () => {
    const url = `admin/customers/${blocked.user.id}/block`;
    const again = await post(t, url, admin.token, { version: 2, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is already blocked.');
    const stale = await post(t, `admin/customers/${other.user.id}/block`, support.token, {
      version: 7,
      reason: 'Old view',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed this customer's account/);
    const bad: Array<[object, RegExp]> = [
      [{ version: 1, reason: 'No\u0000' }, /reason/],
      [{ version: 1, reason: 'x'.repeat(10_000) }, /reason/],
      [{ version: 1, reason: '  ' }, /reason/],
      [{ version: 1e21, reason: 'Fraud' }, /version/],
      [{ reason: 'Fraud' }, /version/],
    ];
    for (const [body, message] of bad) {
      const res = await post(t, `admin/customers/${other.user.id}/block`, support.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await summaryOf(other.user.id)).blocked_at).toBeNull();
    expect(await auditRows('customer.block')).toHaveLength(1);
  });

  it("does not block an operator's, a captain's or restaurant staff's account, nor the agent's own", async () => {
    for (const who of [admin, captain, staff, support]) {
      const { version } = await summaryOf(who.user.id);
      const res = await post(t, `admin/customers/${who.user.id}/block`, support.token, {
        version,
        reason: 'Testing',
      });
      expect(res.statusCode, who.user.name).toBe(409);
      expect((await summaryOf(who.user.id)).blocked_at).toBeNull();
    }
    expect((await post(t, 'admin/me', admin.token)).statusCode).toBe(200);
  });

  it('unblocks with a reason (audit-logged); they log in and order again', async () => {
    const notBlocked = await post(t, `admin/customers/${other.user.id}/unblock`, admin.token, {
      version: 1,
      reason: 'Mistake',
    });
    expect(notBlocked.statusCode).toBe(409);
    const res = await post(t, `admin/customers/${blocked.user.id}/unblock`, admin.token, {
      version: 2,
      reason: 'Apologised; captain agrees',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ blocked_at: null, blocked_reason: null, version: 3 });
    const [row] = await auditRows('customer.unblock');
    expect(row).toMatchObject({ actorRole: 'admin', entityId: String(blocked.user.id) });
    expect(row!.after).toMatchObject({ reason: 'Apologised; captain agrees', blocked_at: null });
    clock.advance(61_000);
    const back = await logIn(t.app, '9330020010');
    const placed = await placeOrder(t, back, { method: 'COD' });
    expect(placed.id).toBeGreaterThan(openOrder.id);
  });
});
