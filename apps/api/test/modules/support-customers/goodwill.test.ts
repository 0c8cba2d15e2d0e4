// Goodwill credits (issue 25, decision 034): a support agent credits a customer's wallet with a reason
// within a daily cap of their own (platform settings, the Kolkata day); above it the credit waits for an
// admin, who approves or declines it once. The wallet, the record and the audit row move together, and
// credits fired at once cannot pass the cap together.
import { schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
import { newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/** 22:00 in Kolkata on 2026-11-19 (16:30 UTC): the Kolkata day ends at 18:30 UTC. */
const clock = testClock(new Date('2026-11-19T16:30:00Z'));
let t: TestApp;
let admin: Session;
let support: Session;
let support2: Session;
let customer: Session;

type Credit = {
  id: number;
  customer: { user_id: number };
  amount: string;
  reason: string;
  status: string;
  requested_by: { user_id: number; name: string };
  decided_by: { user_id: number; name: string } | null;
  decision_note: string | null;
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  // A second agent: each agent's cap is their own.
  const invited = await post(t, 'admin/operators/invite', admin.token, {
    phone: '9330030099',
    name: 'Second Agent',
    level: 'support',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  support2 = await logIn(t.app, '9330030099');
  customer = await newCustomer(t, '9330030001');
  // The cap an admin chose: Rs 300 an agent a day.
  const settings = (await post(t, 'admin/settings', admin.token)).json().data;
  expect(settings.goodwill_daily_cap).toBe(500);
  const saved = await post(t, 'admin/settings/update', admin.token, {
    version: settings.version,
    goodwill_daily_cap: 300,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data).toMatchObject({ goodwill_daily_cap: 300, defaults: { goodwill_daily_cap: 500 } });
});
afterAll(() => t?.close());

const credit = (
  amount: unknown,
  who = support,
  userId = customer.user.id,
  reason: unknown = 'Food arrived cold',
) => post(t, `admin/customers/${userId}/credit`, who.token, { amount, reason });
const balance = async () => (await walletOf(t, customer.user.id)).balance;
const goodwillAudit = () =>
  t.handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.entity, 'goodwill'));

describe('a support agent within the cap', () => {
  it('credits at once, exactly up to the cap: the wallet, its ledger, an alert and the audit row', async () => {
    const first = await credit(200);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      wallet_balance: '200.00',
      credit: { amount: '200.00', status: 'credited', reason: 'Food arrived cold' },
      my_goodwill: { cap: '300.00', used_today: '200.00', left_today: '100.00' },
    });
    const atCap = await credit('100.00');
    expect(atCap.json().data).toMatchObject({ wallet_balance: '300.00', credit: { status: 'credited' } });
    expect(atCap.json().data.my_goodwill.left_today).toBe('0.00');
    expect(await walletOf(t, customer.user.id)).toEqual({ balance: 300_00, ledgerSum: 300_00 });
    // The customer sees it in their own wallet and alerts.
    const wallet = await post(t, 'get-wallet-transactions', customer.token);
    expect(wallet.json().data.wallet_balance).toBe('300.00');
    expect(wallet.json().data.transactions[0]).toMatchObject({
      type: 'deposit',
      amount: 100_00,
      meta: { description: 'Goodwill credit from customer support' },
    });
    const alerts = await post(t, 'get-user-notifications', customer.token);
    expect(JSON.stringify(alerts.json())).toContain('Our support team added ₹100.00 to your wallet.');
    const audit = await goodwillAudit();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'goodwill.credit',
      actorRole: 'support',
      actorUserId: support.user.id,
    });
    expect(audit[0]!.after).toMatchObject({
      amount: '200.00',
      reason: 'Food arrived cold',
      customer_user_id: customer.user.id,
    });
  });

  it('turns one paisa over the cap into a request for an admin, and moves no money', async () => {
    const over = await credit(0.01);
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().data).toMatchObject({
      wallet_balance: '300.00',
      credit: { amount: '0.01', status: 'pending', decided_by: null },
      my_goodwill: { left_today: '0.00' },
    });
    expect(await balance()).toBe(300_00);
    expect((await goodwillAudit()).at(-1)).toMatchObject({ action: 'goodwill.request' });
  });

  it("keeps each agent's cap their own", async () => {
    const res = await credit(300, support2);
    expect(res.json().data.credit.status).toBe('credited');
    expect(await balance()).toBe(600_00);
  });

  it('starts a new cap at midnight in Kolkata, not at midnight UTC', async () => {
    clock.advance(2 * 3_600_000 - 1_000); // 18:29:59 UTC: 23:59:59 in Kolkata, the same day
    expect((await credit(1)).json().data.credit.status).toBe('pending');
    clock.advance(1_000); // 00:00 in Kolkata: a new day
    const next = await credit(300);
    expect(next.json().data).toMatchObject({
      credit: { status: 'credited' },
      my_goodwill: { left_today: '0.00' },
    });
    expect(await balance()).toBe(900_00);
  });
});

describe('requests above the cap', () => {
  const pending = async (who: Session) => {
    const res = await post(t, 'admin/credits', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Credit[];
  };

  it('are listed for admins, oldest first; a support agent sees only their own', async () => {
    const all = await pending(admin);
    expect(all.map((c) => c.amount)).toEqual(['0.01', '1.00']);
    expect(all[0]).toMatchObject({ requested_by: { user_id: support.user.id, name: expect.any(String) } });
    expect((await pending(support)).length).toBe(2);
    expect(await pending(support2)).toEqual([]);
    const bad = await post(t, 'admin/credits', admin.token, { status: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status/);
  });

  it('are approved by an admin only, once: the money moves once and the second admin is told who did', async () => {
    const [first] = await pending(admin);
    const bySupport = await post(t, `admin/credits/${first!.id}/approve`, support.token);
    expect(bySupport.statusCode).toBe(403);
    const before = await balance();
    const [a, b] = await Promise.all([
      post(t, `admin/credits/${first!.id}/approve`, admin.token, { note: 'Fine' }),
      post(t, `admin/credits/${first!.id}/approve`, admin.token),
    ]);
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = a!.statusCode === 409 ? a! : b!;
    expect(loser.json().message).toMatch(/^This request was already approved by /);
    expect(await balance()).toBe(before + 1);
    const winner = a!.statusCode === 200 ? a! : b!;
    expect(winner.json().data.credit).toMatchObject({
      status: 'approved',
      decided_by: { user_id: admin.user.id },
    });
    expect((await goodwillAudit()).filter((r) => r.action === 'goodwill.approve')).toHaveLength(1);
  });

  it('are declined by an admin with a note: nothing reaches the wallet; a decided request stays decided', async () => {
    const [second] = await pending(admin);
    expect(
      (await post(t, `admin/credits/${second!.id}/decline`, support.token, { note: 'Over the cap' }))
        .statusCode,
    ).toBe(403);
    const noNote = await post(t, `admin/credits/${second!.id}/decline`, admin.token, { note: 'x\u0000y' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toMatch(/note/);
    const before = await balance();
    const res = await post(t, `admin/credits/${second!.id}/decline`, admin.token, {
      note: 'Already refunded',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.credit).toMatchObject({ status: 'declined', decision_note: 'Already refunded' });
    expect(await balance()).toBe(before);
    const again = await post(t, `admin/credits/${second!.id}/approve`, admin.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already declined/);
    expect(await balance()).toBe(before);
    expect(await pending(admin)).toEqual([]);
    const decided = await post(t, 'admin/credits', admin.token, { status: 'decided' });
    expect(decided.json().data.map((c: Credit) => c.status)).toContain('declined');
    expect((await post(t, 'admin/credits/99999/approve', admin.token)).statusCode).toBe(404);
  });
});

describe('an admin', () => {
  it('credits at once, up to Rs 10,000 a credit (admins approve; they have no cap)', async () => {
    const before = await balance();
    const res = await credit(10_000, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ credit: { status: 'credited' }, my_goodwill: null });
    expect(await balance()).toBe(before + 10_000_00);
  });
});

describe('refused credits', () => {
  it('refuses bad amounts and reasons with 400 naming the field, and changes nothing', async () => {
    const before = await walletOf(t, customer.user.id);
    const rows = (await t.handle.db.select().from(schema.goodwillCredits)).length;
    const audit = (await goodwillAudit()).length;
    const cases: Array<[unknown, unknown, RegExp]> = [
      [1e21, 'Cold food', /amount/],
      [-5, 'Cold food', /amount/],
      [0.001, 'Cold food', /amount/],
      [0, 'Cold food', /amount/],
      ['0x10', 'Cold food', /amount/],
      [10_000.01, 'Cold food', /amount/],
      ['1e3', 'Cold food', /amount/],
      [[5], 'Cold food', /amount/],
      [null, 'Cold food', /amount/],
      [100, 'Cold\u0000food', /reason/],
      [100, 'x'.repeat(10_000), /reason/],
      [100, 'ok', /reason/],
      [100, null, /reason/],
    ];
    for (const [amount, reason, message] of cases) {
      for (const who of [support, admin]) {
        const res = await credit(amount, who, customer.user.id, reason);
        expect(res.statusCode, `${String(amount)} ${String(reason).slice(0, 20)}`).toBe(400);
        expect(res.json().message).toMatch(message);
      }
    }
    expect(await walletOf(t, customer.user.id)).toEqual(before);
    expect(await t.handle.db.select().from(schema.goodwillCredits)).toHaveLength(rows);
    expect(await goodwillAudit()).toHaveLength(audit);
  });

  it("refuses the agent's own wallet, an operator's, and an account nobody has", async () => {
    expect((await credit(10, support, support.user.id)).statusCode).toBe(403);
    expect((await credit(10, support, admin.user.id)).statusCode).toBe(403);
    expect((await credit(10, admin, admin.user.id)).statusCode).toBe(403);
    expect((await credit(10, support, 99_999)).statusCode).toBe(404);
  });

  it('refuses a cap outside 0 to 10,000 whole rupees in the settings, and support changing it', async () => {
    const { version } = (await post(t, 'admin/settings', admin.token)).json().data;
    for (const cap of [10_001, -1, 1e21, 2.5, '0x10']) {
      const res = await post(t, 'admin/settings/update', admin.token, { version, goodwill_daily_cap: cap });
      expect(res.statusCode, String(cap)).toBe(400);
      expect(res.json().message).toMatch(/goodwill_daily_cap/);
    }
    const bySupport = await post(t, 'admin/settings/update', support.token, {
      version,
      goodwill_daily_cap: 9000,
    });
    expect(bySupport.statusCode).toBe(403);
  });
});

describe('credits at once', () => {
  it('cannot pass the cap together: of ten Rs 100 credits fired at once with Rs 300 left, three are made', async () => {
    clock.advance(24 * 3_600_000); // a new Kolkata day: a fresh Rs 300
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => credit(100, support, customer.user.id, `Burst credit ${i}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const statuses = answers.map((r) => r.json().data.credit.status);
    expect(statuses.filter((s) => s === 'credited')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'pending')).toHaveLength(7);
    expect(await balance()).toBe(before + 300_00);
    const ledger = await walletOf(t, customer.user.id);
    expect(ledger.ledgerSum).toBe(ledger.balance);
    const made = await t.handle.db
      .select()
      .from(schema.goodwillCredits)
      .where(
        and(
          eq(schema.goodwillCredits.requestedBy, support.user.id),
          eq(schema.goodwillCredits.status, 'credited'),
        ),
      );
    expect(made.filter((c) => c.reason.startsWith('Burst'))).toHaveLength(3);
  });
});
