// The cash captains hold and hand in (decision 039), through the real HTTP calls on a real database:
// what a captain holds (cash orders delivered, all time, less hand-ins, plus reversals), counted alike
// whether the captain's PIN or an admin's "mark delivered" ended the order; a hand-in and its reversal,
// each once per Idempotency-Key, each audited in its transaction; what the edge refuses (bad amounts,
// notes, keys and ids: 400 naming the field), who may call (admins; support and everyone else 403),
// unknown captains and hand-ins (404), more than is held (422), the ledger nobody rewrites, and the
// captain's app told of each new entry on its stream.
import { randomUUID } from 'node:crypto';
import { schema } from '@khabar/db';
import {
  type CaptainCash,
  type CashEntryResult,
  cashHeld,
  cashTotalsOf,
  rupeesToPaise,
} from '@khabar/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  orderRow,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
type Captain = Awaited<ReturnType<typeof logInCaptain>>;
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
/** On duty at the restaurant: every cash order of these tests is theirs. */
let rider: Captain;
/** Never on duty here: another captain's ledger. */
let other: Captain;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330039001');
  const first = await placeOrder(t, customer, { method: 'COD' });
  staff = await logInStaff(t, first.restaurantId);
  await post(t, `partner/orders/${first.id}/reject`, staff.token, { reason: 'Closing early' });
  const [r] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, first.restaurantId));
  rider = await logInCaptain(t, 3);
  other = await logInCaptain(t, 5);
  await onDutyAt(t, rider, r!.latitude + 0.001, r!.longitude);
}, 60_000);
afterAll(() => t?.close());

const paise = (rupees: string) => rupeesToPaise(rupees);
const get = (url: string, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const send = (url: string, token: string | null, payload: object, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    payload,
  });
const handIn = (captainId: number, body: object, key?: string | null, who: Session | null = admin) =>
  send(`admin/captains/${captainId}/cash-handins`, who?.token ?? null, body, key);
const reverse = (
  captainId: number,
  handinId: number,
  body: object,
  key?: string | null,
  who: Session | null = admin,
) => send(`admin/captains/${captainId}/cash-handins/${handinId}/reverse`, who?.token ?? null, body, key);

async function cashOf(captainId: number): Promise<CaptainCash> {
  const res = await get(`admin/captains/${captainId}/cash`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data;
}
const heldOf = async (captainId: number) => paise((await cashOf(captainId)).held);
const ok = (res: { statusCode: number; body: string }): CashEntryResult => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).data;
};

/** The ledger and its audit rows, to show a refusal wrote nothing. */
async function ledgerState() {
  const [entries] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(schema.cashHandins);
  const [audits] = await t.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entity, 'cash_handin'));
  return { entries: entries!.n, audits: audits!.n };
}

/** What a captain collected, summed here straight from the orders (not through the service). */
async function collectedFromOrders(captainId: number): Promise<number> {
  const rows = await t.handle.db
    .select({ paise: schema.orders.payablePaise })
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.deliveryPartnerId, captainId),
        eq(schema.orders.paymentMode, 'COD'),
        eq(schema.orders.orderstatusId, 5),
      ),
    );
  return rows.reduce((s, r) => s + r.paise, 0);
}

/** A cash order of the customer's, picked up by our rider (status 4). */
async function onTheWay() {
  const placed = await placeOrder(t, customer, { method: 'COD' });
  expect(
    (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 })).statusCode,
  ).toBe(200);
  await t.app.jobs.runDue();
  const offer = (await post(t, 'captain/me', rider.token)).json().data.offer;
  expect(offer?.order.id).toBe(placed.id);
  expect((await post(t, `captain/offers/${offer.id}/accept`, rider.token)).statusCode).toBe(200);
  expect((await post(t, `partner/orders/${placed.id}/ready`, staff.token)).statusCode).toBe(200);
  expect((await post(t, `captain/orders/${placed.id}/pick-up`, rider.token)).statusCode).toBe(200);
  clock.advance(60_000);
  return placed;
}

/** A cash order delivered by our rider with the customer's PIN. */
async function deliveredByRider() {
  const o = await onTheWay();
  const pin = (await orderRow(t, o.id)).deliveryPin;
  const res = await post(t, `captain/orders/${o.id}/deliver`, rider.token, { pin });
  expect(res.statusCode, res.body).toBe(200);
  return orderRow(t, o.id);
}

describe('what a captain holds', () => {
  it('is the cash of every cash order they delivered, less nothing before any hand-in', async () => {
    const cash = await cashOf(rider.partnerId);
    const collected = await collectedFromOrders(rider.partnerId);
    expect(cash).toMatchObject({
      captain: { id: rider.partnerId, name: 'Bablu Ghosh', vehicle_number: 'WB 26 AC 3319' },
      collected: (collected / 100).toFixed(2),
      handed_in: '0.00',
      held: (collected / 100).toFixed(2),
      entries: [],
    });
  });

  it("rises by a cash order's payable when the captain delivers it with the PIN, in their app too", async () => {
    const before = await heldOf(rider.partnerId);
    const order = await deliveredByRider();
    const cash = await cashOf(rider.partnerId);
    expect(paise(cash.held)).toBe(before + order.payablePaise);
    expect(cash.collections[0]).toEqual({
      order_id: order.id,
      unique_order_id: order.uniqueOrderId,
      amount: (order.payablePaise / 100).toFixed(2),
      delivered_at: order.deliveredAt!.toISOString(),
      marked_by_operator: false,
    });
    const me = (await post(t, 'captain/me', rider.token)).json().data;
    expect(me.cash_to_hand_in).toBe(cash.held);
  });

  it("counts an order an admin marked delivered (the captain's phone died) exactly like the captain's own", async () => {
    const before = await cashOf(rider.partnerId);
    const dashboardBefore = (await get('admin/dashboard', admin.token)).json().data.money;
    const o = await onTheWay();
    const res = await post(t, `admin/orders/${o.id}/mark-delivered`, admin.token, {
      reason: "Captain's phone died at the door; the customer paid him in cash",
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = await orderRow(t, o.id);
    expect(order).toMatchObject({ orderstatusId: 5, deliveryPartnerId: rider.partnerId, paymentMode: 'COD' });

    const cash = await cashOf(rider.partnerId);
    expect(paise(cash.held)).toBe(paise(before.held) + order.payablePaise);
    expect(paise(cash.collected)).toBe(paise(before.collected) + order.payablePaise);
    expect(cash.collections[0]).toMatchObject({ order_id: order.id, marked_by_operator: true });
    expect((await post(t, 'captain/me', rider.token)).json().data.cash_to_hand_in).toBe(cash.held);
    // The dashboard's today: one more cash order and its cash against the rider, held and collected.
    const row = (m: { cod_cash: { captain_id: number }[] }) =>
      m.cod_cash.find((r) => r.captain_id === rider.partnerId) as
        | { orders: number; collected: string; held: string }
        | undefined;
    const after = (await get('admin/dashboard', admin.token)).json().data.money;
    expect(row(after)?.orders).toBe((row(dashboardBefore)?.orders ?? 0) + 1);
    expect(paise(row(after)!.collected)).toBe(
      paise(row(dashboardBefore)?.collected ?? '0.00') + order.payablePaise,
    );
    expect(row(after)?.held).toBe(cash.held);
    expect(paise(after.cash_held)).toBe(paise(dashboardBefore.cash_held) + order.payablePaise);
  });
});

describe('a hand-in', () => {
  it('lowers what the captain holds, once per Idempotency-Key, with its audit row', async () => {
    const before = await cashOf(rider.partnerId);
    const state = await ledgerState();
    const key = randomUUID();
    const body = { amount: '120.50', note: 'Counted at the Park Street office' };
    const first = ok(await handIn(rider.partnerId, body, key));
    expect(first.repeated).toBe(false);
    expect(first.entry).toMatchObject({
      kind: 'hand_in',
      amount: '120.50',
      note: 'Counted at the Park Street office',
      recorded_by: { user_id: admin.user.id },
      reverses_id: null,
      reversed_by_id: null,
    });
    expect(paise(first.cash.held)).toBe(paise(before.held) - 120_50);
    expect(first.cash.handed_in).toBe('120.50');
    expect(first.cash.entries[0]?.id).toBe(first.entry.id);

    // A double click: the same key again, at once and after, is the same entry, never a second.
    const [again, third] = await Promise.all([
      handIn(rider.partnerId, body, key),
      handIn(rider.partnerId, body, key),
    ]);
    for (const res of [again, third]) {
      const r = ok(res);
      expect(r.repeated).toBe(true);
      expect(r.entry.id).toBe(first.entry.id);
      expect(r.cash.held).toBe(first.cash.held);
    }
    expect(await ledgerState()).toEqual({ entries: state.entries + 1, audits: state.audits + 1 });
    const [audit] = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entity, 'cash_handin'), eq(schema.auditLog.entityId, String(first.entry.id))),
      );
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      actorRole: 'admin',
      action: 'cash_handin.record',
      before: null,
      after: {
        captain_id: rider.partnerId,
        kind: 'hand_in',
        amount: '120.50',
        held_before: before.held,
        held_after: first.cash.held,
      },
    });
    // Everyone who shows it agrees: the captains' list, the captain's app, the dashboard.
    const list = (await post(t, 'admin/captains', admin.token)).json().data;
    expect(list.find((c: { id: number }) => c.id === rider.partnerId).cash_held).toBe(first.cash.held);
    expect((await post(t, 'captain/me', rider.token)).json().data.cash_to_hand_in).toBe(first.cash.held);
    const money = (await get('admin/dashboard', admin.token)).json().data.money;
    expect(money.cod_cash.find((r: { captain_id: number }) => r.captain_id === rider.partnerId).held).toBe(
      first.cash.held,
    );
  });

  it('refuses the key reused for another request (422) and writes nothing', async () => {
    const key = randomUUID();
    ok(await handIn(rider.partnerId, { amount: 1 }, key));
    const state = await ledgerState();
    const held = await heldOf(rider.partnerId);
    for (const [captainId, body] of [
      [rider.partnerId, { amount: 2 }],
      [rider.partnerId, { amount: 1, note: 'a note this time' }],
      [other.partnerId, { amount: 1 }],
    ] as const) {
      const res = await handIn(captainId, body, key);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toContain('Idempotency-Key was already used');
    }
    // Reversing with a hand-in's key is another request too.
    const entry = (await cashOf(rider.partnerId)).entries[0]!;
    expect(
      (await reverse(rider.partnerId, entry.id, { reason: 'Typed the wrong amount' }, key)).statusCode,
    ).toBe(422);
    expect(await ledgerState()).toEqual(state);
    expect(await heldOf(rider.partnerId)).toBe(held);
  });

  it('may be all that is held and no more: above it is 422 naming amount, with nothing written', async () => {
    const held = await heldOf(rider.partnerId);
    expect(held).toBeGreaterThan(0);
    const state = await ledgerState();
    const over = await handIn(rider.partnerId, { amount: ((held + 1) / 100).toFixed(2) });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json()).toMatchObject({ code: 'UNPROCESSABLE' });
    expect(over.json().message).toMatch(
      /^This captain holds ₹[\d,]+\.\d\d: a hand-in cannot be more than that\.$/,
    );
    expect(over.body).toContain('amount');
    expect(await ledgerState()).toEqual(state);

    const all = ok(
      await handIn(rider.partnerId, { amount: (held / 100).toFixed(2), note: 'End of the shift' }),
    );
    expect(all.cash.held).toBe('0.00');
    const none = await handIn(rider.partnerId, { amount: '0.01' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('This captain holds no cash to hand in.');
    expect((await post(t, 'captain/me', rider.token)).json().data.cash_to_hand_in).toBe('0.00');
  });

  it('for one captain at once: together they never hand in more than is held', async () => {
    await deliveredByRider();
    const held = await heldOf(rider.partnerId);
    const amount = (held / 100).toFixed(2);
    const results = await Promise.all([1, 2, 3].map(() => handIn(rider.partnerId, { amount })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await heldOf(rider.partnerId)).toBe(0);
  });
});

describe('a reversal', () => {
  it('puts a mistaken hand-in back, once, with a reason; a second one or a reversal of it is 409', async () => {
    await deliveredByRider();
    const before = await cashOf(rider.partnerId);
    const wrong = ok(await handIn(rider.partnerId, { amount: '10.00', note: 'Typed 10 for 100' }));
    const key = randomUUID();
    const reason = { reason: 'Typed the wrong amount: it was Rs 100' };
    const undone = ok(await reverse(rider.partnerId, wrong.entry.id, reason, key));
    expect(undone.repeated).toBe(false);
    expect(undone.entry).toMatchObject({
      kind: 'reversal',
      amount: '10.00',
      note: 'Typed the wrong amount: it was Rs 100',
      reverses_id: wrong.entry.id,
    });
    expect(undone.cash.held).toBe(before.held);
    expect(undone.cash.handed_in).toBe(before.handed_in);
    expect(undone.cash.entries.find((e) => e.id === wrong.entry.id)?.reversed_by_id).toBe(undone.entry.id);
    // The hand-in itself is still there as it was: the ledger is never edited.
    const [kept] = await t.handle.db
      .select()
      .from(schema.cashHandins)
      .where(eq(schema.cashHandins.id, wrong.entry.id));
    expect(kept).toMatchObject({ kind: 'hand_in', amountPaise: 10_00, note: 'Typed 10 for 100' });

    const repeated = ok(await reverse(rider.partnerId, wrong.entry.id, reason, key));
    expect(repeated).toMatchObject({ repeated: true, entry: { id: undone.entry.id } });

    const state = await ledgerState();
    const twice = await reverse(rider.partnerId, wrong.entry.id, reason);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This hand-in was already reversed.');
    const ofReversal = await reverse(rider.partnerId, undone.entry.id, reason);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().message).toBe('A reversal cannot be reversed: record a new hand-in instead.');
    expect(await ledgerState()).toEqual(state);

    const [audit] = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.entity, 'cash_handin'), eq(schema.auditLog.entityId, String(undone.entry.id))),
      );
    expect(audit).toMatchObject({
      action: 'cash_handin.reverse',
      actorRole: 'admin',
      before: { id: wrong.entry.id, kind: 'hand_in', amount: '10.00' },
      after: { kind: 'reversal', reverses_id: wrong.entry.id, held_after: before.held },
    });
  });

  it("is 404 for a hand-in that does not exist or is another captain's", async () => {
    const mine = ok(await handIn(rider.partnerId, { amount: '0.50' }));
    const state = await ledgerState();
    for (const [captainId, handinId] of [
      [other.partnerId, mine.entry.id],
      [rider.partnerId, 2_000_000],
    ]) {
      const res = await reverse(captainId!, handinId!, { reason: 'Not theirs' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Hand-in not found');
    }
    expect(await ledgerState()).toEqual(state);
  });

  it('keeps the balance the domain rule gives over a run of hand-ins and reversals', async () => {
    await deliveredByRider();
    await deliveredByRider();
    const rows = await t.handle.db
      .select()
      .from(schema.cashHandins)
      .where(eq(schema.cashHandins.deliveryPartnerId, rider.partnerId))
      .orderBy(asc(schema.cashHandins.id));
    const entries = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountPaise: r.amountPaise,
      reversesId: r.reversesId,
    }));
    const collected = await collectedFromOrders(rider.partnerId);
    expect(await heldOf(rider.partnerId)).toBe(cashHeld(cashTotalsOf(collected, entries)));
    // Half in, reversed, a quarter in: the service and the rule agree at every step.
    const half = ok(
      await handIn(rider.partnerId, {
        amount: (Math.floor(cashHeld(cashTotalsOf(collected, entries)) / 2) / 100).toFixed(2),
      }),
    );
    ok(await reverse(rider.partnerId, half.entry.id, { reason: 'Counted twice' }));
    const all = await t.handle.db
      .select()
      .from(schema.cashHandins)
      .where(eq(schema.cashHandins.deliveryPartnerId, rider.partnerId));
    const rule = cashHeld(
      cashTotalsOf(
        collected,
        all.map((r) => ({ id: r.id, kind: r.kind, amountPaise: r.amountPaise, reversesId: r.reversesId })),
      ),
    );
    expect(await heldOf(rider.partnerId)).toBe(rule);
    expect(rule).toBe(cashHeld(cashTotalsOf(collected, entries)));
  });
});

describe('the ledger', () => {
  it('cannot be edited or deleted, whoever connects', async () => {
    const [row] = await t.handle.db.select().from(schema.cashHandins).limit(1);
    expect(row).toBeDefined();
    await expect(
      t.handle.db
        .update(schema.cashHandins)
        .set({ amountPaise: 1 })
        .where(eq(schema.cashHandins.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      t.handle.db.delete(schema.cashHandins).where(eq(schema.cashHandins.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.handle.db.execute(sql`truncate cash_handins`)).rejects.toThrow();
  });
});

describe('the edge', () => {
  it('refuses bad amounts, notes, reasons, keys and ids with 400 naming the field, and writes nothing', async () => {
    const held = await heldOf(rider.partnerId);
    const entry = ok(await handIn(rider.partnerId, { amount: '0.01' }));
    const state = await ledgerState();
    const id = rider.partnerId;
    const bad: [string, object, string | null, string][] = [
      [`${id}/cash-handins`, {}, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 0 }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: -5 }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 1e21 }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: '0x10' }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: '1e3' }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 0.001 }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 50_000.01 }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: [5] }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: null }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 'ten' }, randomUUID(), 'amount'],
      [`${id}/cash-handins`, { amount: 1, note: 'bad\u0000byte' }, randomUUID(), 'note'],
      [`${id}/cash-handins`, { amount: 1, note: 'bell \u0007 rings' }, randomUUID(), 'note'],
      [`${id}/cash-handins`, { amount: 1, note: 'x'.repeat(10_000) }, randomUUID(), 'note'],
      [`${id}/cash-handins`, { amount: 1, note: 42 }, randomUUID(), 'note'],
      [`${id}/cash-handins`, { amount: 1 }, null, 'idempotency-key'],
      [`${id}/cash-handins`, { amount: 1 }, 'short', 'idempotency-key'],
      [`${id}/cash-handins`, { amount: 1 }, 'with spaces in it', 'idempotency-key'],
      [`${id}/cash-handins`, { amount: 1 }, 'k'.repeat(101), 'idempotency-key'],
      ['0/cash-handins', { amount: 1 }, randomUUID(), 'captainId'],
      ['0x10/cash-handins', { amount: 1 }, randomUUID(), 'captainId'],
      ['1e21/cash-handins', { amount: 1 }, randomUUID(), 'captainId'],
      ['99999999999/cash-handins', { amount: 1 }, randomUUID(), 'captainId'],
      [`${id}/cash-handins/${entry.entry.id}/reverse`, {}, randomUUID(), 'reason'],
      [`${id}/cash-handins/${entry.entry.id}/reverse`, { reason: 'no' }, randomUUID(), 'reason'],
      [`${id}/cash-handins/${entry.entry.id}/reverse`, { reason: 'bad\u0000byte' }, randomUUID(), 'reason'],
      [
        `${id}/cash-handins/${entry.entry.id}/reverse`,
        { reason: 'x'.repeat(10_000) },
        randomUUID(),
        'reason',
      ],
      [`${id}/cash-handins/${entry.entry.id}/reverse`, { reason: 'Typed wrong' }, null, 'idempotency-key'],
      [`${id}/cash-handins/0/reverse`, { reason: 'Typed wrong' }, randomUUID(), 'handinId'],
      [`${id}/cash-handins/abc/reverse`, { reason: 'Typed wrong' }, randomUUID(), 'handinId'],
    ];
    for (const [path, body, key, field] of bad) {
      const res = await send(`admin/captains/${path}`, admin.token, body, key);
      expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 60)} ${res.body}`).toBe(400);
      expect(res.body.toLowerCase(), path).toContain(field.toLowerCase());
    }
    for (const bad of ['0', 'abc', '1e21', '0x10']) {
      const res = await get(`admin/captains/${bad}/cash`, admin.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('captainId');
    }
    expect(await ledgerState()).toEqual(state);
    expect(await heldOf(rider.partnerId)).toBe(held - 1);
  });

  it('answers 404 for a captain that does not exist, on every call', async () => {
    const state = await ledgerState();
    expect((await get('admin/captains/2000000/cash', admin.token)).statusCode).toBe(404);
    const res = await handIn(2_000_000, { amount: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Captain not found');
    expect((await reverse(2_000_000, 1, { reason: 'Typed wrong' })).statusCode).toBe(404);
    expect(await ledgerState()).toEqual(state);
  });
});

describe('who may call', () => {
  it('is an admin: no login 401; a customer, staff, a captain and support 403; nothing written', async () => {
    const entry = ok(await handIn(rider.partnerId, { amount: '0.01' }));
    const state = await ledgerState();
    const calls = [
      () => get(`admin/captains/${rider.partnerId}/cash`, null),
      () => handIn(rider.partnerId, { amount: 1 }, randomUUID(), null),
      () => reverse(rider.partnerId, entry.entry.id, { reason: 'Typed wrong' }, randomUUID(), null),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const who of [customer, staff, rider, support]) {
      const answers = [
        await get(`admin/captains/${rider.partnerId}/cash`, who.token),
        await handIn(rider.partnerId, { amount: 1 }, randomUUID(), who),
        await reverse(rider.partnerId, entry.entry.id, { reason: 'Typed wrong' }, randomUUID(), who),
        // Even for a captain that does not exist: who asks is checked first.
        await handIn(2_000_000, { amount: 1 }, randomUUID(), who),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect((await handIn(rider.partnerId, { amount: 1 }, randomUUID(), support)).json().message).toBe(
      'Only an admin can do this.',
    );
    expect(await ledgerState()).toEqual(state);
  });

  it("shows support the captains without the cash they hold (money is an admin's)", async () => {
    const theirs = (await post(t, 'admin/captains', support.token)).json().data;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((c: { cash_held: string | null }) => c.cash_held === null)).toBe(true);
    const mine = (await post(t, 'admin/captains', admin.token)).json().data;
    expect(mine.every((c: { cash_held: string | null }) => typeof c.cash_held === 'string')).toBe(true);
    expect((await get('admin/dashboard', support.token)).json().data.money).toBeNull();
  });
});

describe("the captain's app", () => {
  it('hears of each new entry on the captain’s stream, and of no repeated request nor anyone else’s', async () => {
    await deliveredByRider();
    const heard: Record<string, string[]> = { rider: [], other: [] };
    const stopRider = t.app.events.subscribe(`captain:${rider.partnerId}`, (m) => heard.rider!.push(m.type));
    const stopOther = t.app.events.subscribe(`captain:${other.partnerId}`, (m) => heard.other!.push(m.type));
    const stream = await openStream(`${await listen(t.app)}/api/captain/events`, rider.token);
    try {
      expect(stream.status).toBe(200);
      const key = randomUUID();
      const entry = ok(await handIn(rider.partnerId, { amount: '1.00' }, key));
      // Through the captain's own stream, as the app hears it: it then reads "Cash to hand in" again.
      expect(await stream.next('cash_changed')).toMatchObject({
        id: null,
        type: 'cash_changed',
        order_id: null,
      });
      expect(heard.rider).toEqual(['cash_changed']);

      // The same request again answers the first entry and tells nobody anything new.
      expect(ok(await handIn(rider.partnerId, { amount: '1.00' }, key)).repeated).toBe(true);
      expect(heard.rider).toEqual(['cash_changed']);
      // A refused one neither.
      const over = ((await heldOf(rider.partnerId)) + 1) / 100;
      expect((await handIn(rider.partnerId, { amount: over.toFixed(2) })).statusCode).toBe(422);
      expect(heard.rider).toEqual(['cash_changed']);

      ok(await reverse(rider.partnerId, entry.entry.id, { reason: 'Counted twice' }));
      expect(await stream.next('cash_changed')).toMatchObject({ type: 'cash_changed' });
      expect(heard).toEqual({ rider: ['cash_changed', 'cash_changed'], other: [] });
    } finally {
      stream.close();
      stopRider();
      stopOther();
    }
  });

  it('is not a reason to fail the request: with the bus down the entry is recorded all the same', async () => {
    const bus = t.app.events as { publish: typeof t.app.events.publish };
    const publish = bus.publish;
    await deliveredByRider();
    bus.publish = () => Promise.reject(new Error('the bus is down'));
    try {
      const before = await heldOf(rider.partnerId);
      const res = await handIn(rider.partnerId, { amount: '0.01' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await heldOf(rider.partnerId)).toBe(before - 1);
    } finally {
      bus.publish = publish;
    }
  });
});
