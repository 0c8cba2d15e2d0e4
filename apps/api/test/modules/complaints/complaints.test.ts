// Complaints after the meal (issue 26), through the real HTTP calls on a real database: the customer's
// report (multipart, with a private photo) and every refusal of the policy, the customer's view of it,
// support's list (open first, the flag), the refund exactly once (wallet with its 30-day expiry, or back
// through the gateway job for a prepaid order), the cap, the rejection, alerts, events and the audit.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { eventsOf, newCustomer, placeOrder, post, refundsOf, type Session } from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import { photo } from '../images/sample-images.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'khabar-complaints-'));
const clock = testClock(LUNCH_TIME);
const MIN = 60_000;
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let stranger: Session;
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { DATA_DIR: dataDir } });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330026001', 5_000_00);
  stranger = await newCustomer(t, '9330026002');
  jpeg = await (await photo(800, 600)).jpeg({ quality: 80 }).toBuffer();
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Part = { name: string; value: string | Buffer; filename?: string };
const BOUNDARY = 'khabar-complaint-boundary';
const multipart = (parts: Part[]) =>
  Buffer.concat([
    ...parts.map((p) =>
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${
            p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/jpeg` : ''
          }\r\n\r\n`,
        ),
        Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

interface Report {
  kind: string;
  lines?: { order_item_id: number; quantity: number }[];
  comment?: string;
  refund_to?: string;
  withPhoto?: boolean;
}
const report = (orderId: number, who: Session | null, r: Report) => {
  const parts: Part[] = [{ name: 'kind', value: r.kind }];
  if (r.lines) parts.push({ name: 'lines', value: JSON.stringify(r.lines) });
  if (r.comment !== undefined) parts.push({ name: 'comment', value: r.comment });
  if (r.refund_to) parts.push({ name: 'refund_to', value: r.refund_to });
  if (r.withPhoto) parts.push({ name: 'photo', value: jpeg, filename: 'plate.jpg' });
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/complaint`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    payload: multipart(parts),
  });
};

/** A delivered order of `who`, delivered `minutesAgo` before the clock's now. */
async function deliveredOrder(who: Session, method: 'COD' | 'RAZORPAY' | 'WALLET' = 'COD', minutesAgo = 10) {
  const placed = await placeOrder(t, who, { method });
  const deliveredAt = new Date(clock.now().getTime() - minutesAgo * MIN);
  await t.handle.db
    .update(schema.orders)
    .set({ orderstatusId: 5, deliveredAt })
    .where(eq(schema.orders.id, placed.id));
  const items = await t.handle.db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, placed.id))
    .orderBy(asc(schema.orderItems.id));
  const [order] = await t.handle.db.select().from(schema.orders).where(eq(schema.orders.id, placed.id));
  return { ...placed, items, order: order! };
}

const decide = (complaintId: number, action: 'refund' | 'reject', who: Session | null, body: object) =>
  post(t, `admin/complaints/${complaintId}/${action}`, who?.token ?? null, body);
const alertsOf = (userId: number, orderId: number) =>
  t.handle.db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.orderId, orderId)))
    .orderBy(asc(schema.notifications.id));
/** What the month's statement charges the order's restaurant for refunds (paise). */
async function refundsCharged(restaurantId: number): Promise<number> {
  const res = await t.app.inject({
    url: '/api/admin/statements?month=2026-11',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const row = res
    .json()
    .data.restaurants.find((r: { restaurant_id: number }) => r.restaurant_id === restaurantId);
  return Math.round(Number(row?.refunds_charged ?? 0) * 100);
}
/** The dashboard's refunds of the test's day (a complaint's refund is a refund like any other). */
async function dashboardRefunds(): Promise<number> {
  const res = await t.app.inject({
    url: '/api/admin/dashboard?from=2026-11-19&to=2026-11-19',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  return res.json().data.refunds.count;
}
const privatePhotos = () => {
  try {
    return readdirSync(join(dataDir, 'private', 'complaint-photos')).filter((f) => !f.startsWith('.'));
  } catch {
    return [];
  }
};

describe('reporting a problem', () => {
  it('takes a missing item with a photo, keeps the photo private, and tells the customer', async () => {
    const o = await deliveredOrder(customer);
    const before = privatePhotos().length;
    const res = await report(o.id, customer, {
      kind: 'missing_item',
      lines: [{ order_item_id: o.items[0]!.id, quantity: 1 }],
      comment: 'One portion was not in the bag',
      withPhoto: true,
    });
    expect(res.statusCode).toBe(200);
    const complaint = res.json().data.complaint;
    expect(complaint).toMatchObject({
      kind: 'missing_item',
      status: 'open',
      has_photo: true,
      refund_to: 'wallet',
      lines: [{ order_item_id: o.items[0]!.id, quantity: 1, name: o.items[0]!.name }],
    });
    expect(privatePhotos()).toHaveLength(before + 1);
    // Nothing of it is under the public /media/ folder, and its path does not serve there.
    const [row] = await t.handle.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.id, complaint.id));
    expect(row!.photo).toMatch(/^private\/complaint-photos\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ url: `/media/${row!.photo}` })).statusCode).toBe(404);
    expect((await eventsOf(t, o.id)).map((e) => e.type)).toContain('complaint_received');
    expect((await alertsOf(customer.user.id, o.id)).at(-1)?.title).toBe('Problem reported');

    // The customer sees it on the order; a second report waits for support.
    const mine = await post(t, `orders/${o.id}/complaints`, customer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      can_report: false,
      complaints: [{ id: complaint.id, status: 'open' }],
    });
    const second = await report(o.id, customer, { kind: 'not_delivered' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already has a problem report/);
  });

  it('makes one complaint of two reports sent at once', async () => {
    const o = await deliveredOrder(customer);
    const answers = await Promise.all([
      report(o.id, customer, { kind: 'not_delivered' }),
      report(o.id, customer, { kind: 'not_delivered' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.handle.db
      .select()
      .from(schema.complaints)
      .where(eq(schema.complaints.orderId, o.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses another customer's order as not found", async () => {
    const o = await deliveredOrder(customer);
    expect((await report(o.id, stranger, { kind: 'not_delivered' })).statusCode).toBe(404);
    expect((await post(t, `orders/${o.id}/complaints`, stranger.token)).statusCode).toBe(404);
    expect((await report(o.id, null, { kind: 'not_delivered' })).statusCode).toBe(401);
  });

  it('refuses an order not delivered, after 4 hours, a photo after 1 hour, and quality without a photo', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const notYet = await report(placed.id, customer, { kind: 'not_delivered' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('A problem can be reported once the order is delivered.');

    const late = await deliveredOrder(customer, 'COD', 4 * 60 + 1);
    expect((await report(late.id, customer, { kind: 'not_delivered' })).statusCode).toBe(422);
    const exactly = await deliveredOrder(customer, 'COD', 4 * 60);
    expect((await report(exactly.id, customer, { kind: 'not_delivered' })).statusCode).toBe(200);

    const before = privatePhotos().length;
    const hourPast = await deliveredOrder(customer, 'COD', 61);
    const photoLate = await report(hourPast.id, customer, {
      kind: 'missing_item',
      lines: [{ order_item_id: hourPast.items[0]!.id, quantity: 1 }],
      withPhoto: true,
    });
    expect(photoLate.statusCode).toBe(400);
    expect(photoLate.json().message).toMatch(/within 1 hour of delivery/);
    const quality = await report(hourPast.id, customer, { kind: 'quality', comment: 'Cold and stale' });
    expect(quality.statusCode).toBe(400);
    expect(quality.json().message).toMatch(/photo is needed/);
    // The page is told the same: quality and spilled are gone after 1 hour.
    const form = (await post(t, `orders/${hourPast.id}/complaints`, customer.token)).json().data;
    expect(form).toMatchObject({ can_report: true, can_send_photo: false });
    expect(form.kinds).toEqual(['missing_item', 'wrong_item', 'not_delivered']);
    expect(privatePhotos()).toHaveLength(before);
  });

  it('refuses bad lines and fields with plain 400s', async () => {
    const o = await deliveredOrder(customer);
    const item = o.items[0]!;
    const cases: [Report, RegExp][] = [
      [{ kind: 'missing_item' }, /Choose the items/],
      [
        { kind: 'missing_item', lines: [{ order_item_id: item.id, quantity: item.quantity + 1 }] },
        /choose at most/,
      ],
      [{ kind: 'missing_item', lines: [{ order_item_id: 2_000_000_000, quantity: 1 }] }, /not on this order/],
      [
        { kind: 'not_delivered', lines: [{ order_item_id: item.id, quantity: 1 }] },
        /only for a missing or wrong/,
      ],
      [{ kind: 'eaten' }, /kind must be/],
      [{ kind: 'not_delivered', comment: 'x'.repeat(501) }, /at most 500/],
      [{ kind: 'not_delivered', refund_to: 'source' }, /not paid online/],
    ];
    for (const [r, message] of cases) {
      const res = await report(o.id, customer, r);
      expect(res.statusCode, JSON.stringify(r)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const nul = await report(o.id, customer, { kind: 'not_delivered', comment: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${o.id}/complaint`,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        authorization: `Bearer ${customer.token}`,
      },
      payload: multipart([
        { name: 'kind', value: 'missing_item' },
        { name: 'lines', value: '[{' },
      ]),
    });
    expect(badJson.statusCode).toBe(400);
  });
});

describe("support's decisions", () => {
  it('lists open complaints first for operators only, with the photo for them alone', async () => {
    const o = await deliveredOrder(customer);
    const made = (await report(o.id, customer, { kind: 'spilled', withPhoto: true })).json().data.complaint;
    expect((await post(t, 'admin/complaints', customer.token)).statusCode).toBe(403);
    const list = await post(t, 'admin/complaints', support.token);
    expect(list.statusCode).toBe(200);
    const complaints = list.json().data.complaints as { id: number; status: string }[];
    const firstDecided = complaints.findIndex((c) => c.status !== 'open');
    expect(
      complaints.slice(0, firstDecided === -1 ? undefined : firstDecided).every((c) => c.status === 'open'),
    ).toBe(true);
    const mine = list.json().data.complaints.find((c: { id: number }) => c.id === made.id);
    expect(mine).toMatchObject({
      order: { id: o.id, unique_order_id: o.uniqueOrderId },
      customer: { user_id: customer.user.id },
      refund_cap: (o.order.totalPaise / 100).toFixed(2),
      has_photo: true,
      can_refund_to_source: false,
    });
    const photoAs = (who: Session) =>
      t.app.inject({
        url: `/api/admin/complaints/${made.id}/photo`,
        headers: { authorization: `Bearer ${who.token}` },
      });
    const seen = await photoAs(support);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await photoAs(customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/complaints/${made.id}/photo` })).statusCode).toBe(401);
  });

  it('refunds missing lines into the wallet once, valid 30 days, with the alert, event and audit', async () => {
    const o = await deliveredOrder(customer);
    const item = o.items[0]!;
    const made = (
      await report(o.id, customer, {
        kind: 'missing_item',
        lines: [{ order_item_id: item.id, quantity: 1 }],
        withPhoto: true,
      })
    ).json().data.complaint;
    const body = { lines: [{ order_item_id: item.id, quantity: 1 }], note: 'Restaurant confirmed' };
    expect((await decide(made.id, 'refund', customer, body)).statusCode).toBe(403);
    const walletBefore = await walletOf(t, customer.user.id);
    const chargedBefore = await refundsCharged(o.restaurantId);
    const dashboardBefore = await dashboardRefunds();
    // Two agents at once: exactly one refund.
    const [a, b] = await Promise.all([
      decide(made.id, 'refund', support, body),
      decide(made.id, 'refund', admin, body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    expect(won.json().data.complaint).toMatchObject({
      status: 'refunded',
      refund_amount: (item.pricePaise / 100).toFixed(2),
      refunded_to: 'wallet',
    });
    const again = await decide(made.id, 'refund', support, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/refunded already/);
    const walletAfter = await walletOf(t, customer.user.id);
    expect(walletAfter.balance - walletBefore.balance).toBe(item.pricePaise);
    expect(walletAfter.ledgerSum).toBe(walletAfter.balance);
    const refunds = (await refundsOf(t, o.id)).filter((r) => r.complaintId === made.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'wallet', status: 'processed', amountPaise: item.pricePaise });
    const credits = await t.handle.db
      .select()
      .from(schema.walletTransactions)
      .where(
        and(eq(schema.walletTransactions.orderId, o.id), isNotNull(schema.walletTransactions.expiresAt)),
      );
    expect(credits).toHaveLength(1);
    expect(credits[0]!.expiresAt!.getTime() - clock.now().getTime()).toBe(30 * 24 * 60 * MIN);
    expect((await alertsOf(customer.user.id, o.id)).at(-1)?.message).toMatch(/back in your wallet/);
    expect((await eventsOf(t, o.id)).filter((e) => e.type === 'complaint_refunded')).toHaveLength(1);
    const audit = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entityId, String(o.id)), eq(schema.auditLog.action, 'order.complaint_refund')),
      );
    expect(audit).toHaveLength(1);
    // A missing item is the kitchen's: its refund is charged on the restaurant's statement.
    expect((await refundsCharged(o.restaurantId)) - chargedBefore).toBe(item.pricePaise);
    expect((await dashboardRefunds()) - dashboardBefore).toBe(1);
  });

  it('caps refunds at what was paid less what complaints refunded', async () => {
    const o = await deliveredOrder(customer);
    const total = o.order.totalPaise;
    const chargedBefore = await refundsCharged(o.restaurantId);
    const first = (await report(o.id, customer, { kind: 'not_delivered' })).json().data.complaint;
    const over = await decide(first.id, 'refund', support, { amount: (total + 1) / 100 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/At most/);
    expect((await decide(first.id, 'refund', support, { amount: (total - 100) / 100 })).statusCode).toBe(200);
    const second = (await report(o.id, customer, { kind: 'not_delivered' })).json().data.complaint;
    expect((await decide(second.id, 'refund', support, { amount: 1.01 })).statusCode).toBe(400);
    expect((await decide(second.id, 'refund', support, { amount: 1 })).statusCode).toBe(200);
    const third = (await report(o.id, customer, { kind: 'not_delivered' })).json().data.complaint;
    const none = await decide(third.id, 'refund', support, { amount: 0.01 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/Nothing more/);
    // A delivery that never came is not the kitchen's: nothing of it is charged to the restaurant.
    expect(await refundsCharged(o.restaurantId)).toBe(chargedBefore);
    // The edge: no amount and no lines, both, a huge number.
    expect((await decide(third.id, 'refund', support, {})).statusCode).toBe(400);
    expect((await decide(third.id, 'refund', support, { amount: 1e21 })).statusCode).toBe(400);
  });

  it('rejects with a reason the customer is told; then a refund is 409', async () => {
    const o = await deliveredOrder(customer);
    const made = (await report(o.id, customer, { kind: 'not_delivered' })).json().data.complaint;
    expect((await decide(made.id, 'reject', support, { reason: '' })).statusCode).toBe(400);
    const rejected = await decide(made.id, 'reject', support, {
      reason: 'The rider photo shows the handover',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data.complaint).toMatchObject({ status: 'rejected', refund_amount: null });
    const late = await decide(made.id, 'refund', support, { amount: 10 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This complaint was rejected already.');
    expect((await alertsOf(customer.user.id, o.id)).at(-1)?.message).toMatch(
      /The rider photo shows the handover/,
    );
    const mine = (await post(t, `orders/${o.id}/complaints`, customer.token)).json().data;
    expect(mine.complaints[0]).toMatchObject({
      status: 'rejected',
      decision_note: 'The rider photo shows the handover',
    });
    expect(mine.can_report).toBe(true);
    expect((await decide(2_000_000_000, 'reject', support, { reason: 'Not found here' })).statusCode).toBe(
      404,
    );
  });

  it('sends a prepaid order back to its payment when asked, through the gateway job; never a cash order', async () => {
    const cash = await deliveredOrder(customer, 'COD');
    const cashComplaint = (await report(cash.id, customer, { kind: 'not_delivered' })).json().data.complaint;
    const refused = await decide(cashComplaint.id, 'refund', support, { amount: 10, to: 'source' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This order was paid in cash: its refund can go to the wallet only.');

    const online = await deliveredOrder(customer, 'RAZORPAY');
    const made = (await report(online.id, customer, { kind: 'not_delivered', refund_to: 'source' })).json()
      .data.complaint;
    expect(made.refund_to).toBe('source');
    const res = await decide(made.id, 'refund', support, { amount: 50, to: 'source' });
    expect(res.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [refund] = (await refundsOf(t, online.id)).filter((r) => r.complaintId === made.id);
    expect(refund).toMatchObject({ method: 'gateway', amountPaise: 50_00, status: 'processed' });
    const titles = (await alertsOf(customer.user.id, online.id)).map((a) => a.title);
    expect(titles.slice(-2)).toEqual(['Refund started', 'Refunded']);
  });

  it('flags a customer with 3 refunds in 30 days, without refusing them', async () => {
    const flaggy = await newCustomer(t, '9330026003');
    let last = 0;
    for (let i = 0; i < 3; i++) {
      const o = await deliveredOrder(flaggy);
      last = (await report(o.id, flaggy, { kind: 'not_delivered' })).json().data.complaint.id;
      const list = (await post(t, 'admin/complaints', support.token, { status: 'open' })).json().data
        .complaints;
      expect(list.find((c: { id: number }) => c.id === last).customer).toMatchObject({
        refunds_30_days: i,
        flagged: false,
      });
      expect((await decide(last, 'refund', support, { amount: 10 })).statusCode).toBe(200);
    }
    const o = await deliveredOrder(flaggy);
    const fourth = await report(o.id, flaggy, { kind: 'not_delivered' });
    expect(fourth.statusCode).toBe(200);
    const list = (await post(t, 'admin/complaints', support.token)).json().data.complaints;
    expect(list.find((c: { id: number }) => c.id === fourth.json().data.complaint.id).customer).toMatchObject(
      {
        refunds_30_days: 3,
        flagged: true,
      },
    );
  });
});
