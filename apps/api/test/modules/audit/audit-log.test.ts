// The audit log as a whole (decision 023): after a day that issued every kind of secret (login and
// sign-up codes, session tokens, delivery PINs typed right and wrong, an unlocked PIN told again), no
// row holds one; and a change and its audit row commit or roll back together, so a change that fails
// after its row was written leaves neither.
import { schema } from '@khabar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import { newCustomer, onDutyAt, orderRow, placeOrder, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Session;
let support: Session;
let aminiaId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
});
afterAll(() => t?.close());

const ok = async (res: Promise<{ statusCode: number; body: string }>, what: string) => {
  const done = await res;
  expect(done.statusCode, `${what}: ${done.body}`).toBe(200);
  return JSON.parse(done.body).data;
};

/** Every code the SMS outbox sent a phone (login, sign-up), as the person read them. */
async function codesSentTo(phone: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` });
  const texts: string[] = res.json().data.map((m: { text: string }) => m.text);
  return texts.flatMap((text) => [...text.matchAll(/\b(\d{5})\b/g)].map((m) => m[1]!));
}

type EditorDish = { id: number; version: number; price: string; old_price: string | null };
/** The menu editor's dishes that have no old price (any new price is then a valid one). */
const dishesIn = (menu: { categories: { dishes: EditorDish[] }[] }) =>
  menu.categories.flatMap((c) => c.dishes).filter((d) => d.old_price === null);

type AuditRow = typeof schema.auditLog.$inferSelect;

/**
 * Every text a row holds: its action and entity, and each key and string inside before and after.
 * Codes and PINs are text everywhere they go (an SMS, a column of text, a typed field); numbers
 * (ids, versions, paise) are left out, so a dish numbered 1111 is not taken for a PIN.
 */
function textsOf(row: Pick<AuditRow, 'action' | 'entity' | 'before' | 'after'>): string[] {
  const found: string[] = [row.action, row.entity];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') found.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        found.push(k);
        walk(x);
      }
    }
  };
  walk(row.before);
  walk(row.after);
  return found;
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;

/**
 * The secrets a row gives away. Long ones (tokens, hashes) anywhere; short ones (5-digit codes,
 * 4-digit PINs) as a word of their own, as a person or a log line would write them ("PIN 4821",
 * "code: 48213"), never as part of a longer number, a date or a price.
 */
function leaked(row: Parameters<typeof textsOf>[0], secrets: string[]): string[] {
  const texts = textsOf(row).map((s) => s.replace(ISO_TIME, ' '));
  return secrets.filter((secret) =>
    secret.length > 8
      ? texts.some((s) => s.includes(secret))
      : texts.some((s) => new RegExp(`(?<![\\w.:/-])${secret}(?![\\w.:/-])`).test(s)),
  );
}

describe('the audit log keeps no secret', () => {
  it('sees through the scan: a token, a code in words and a PIN as a value are each found', () => {
    const row = { action: 'x.update', entity: 'order' };
    expect(
      leaked({ ...row, before: null, after: { note: 'token abcdefghijklmnop1234' } }, [
        'abcdefghijklmnop1234',
      ]),
    ).toHaveLength(1);
    expect(
      leaked({ ...row, before: { reason: 'Customer read out code: 48213' }, after: null }, ['48213']),
    ).toHaveLength(1);
    expect(leaked({ ...row, before: null, after: { told: ['4821'] } }, ['4821'])).toHaveLength(1);
    // Not a secret: the same digits inside a phone number, a price, an order number or a time.
    expect(
      leaked(
        {
          ...row,
          before: {
            phone: '9348213000',
            price: '4821.00',
            order: 'KHB-4821',
            at: '2026-11-19T07:30:00.000Z',
          },
          after: { at: '2026-11-19T07:48:21Z' },
        },
        ['4821', '48213'],
      ),
    ).toEqual([]);
  });

  it('after a day of logins, sign-ups, invitations, orders to the door and at the counter, a locked PIN and support actions, holds none of the codes, tokens or PINs', async () => {
    const phones = {
      operator: '9330031001',
      staff: '9330031002',
      captain: '9330031003',
      customer: '9330031004',
    };
    const sessions: Session[] = [admin, support];

    // People: an operator, restaurant staff and a captain invited, each logging in with a code.
    await ok(
      post(t, 'admin/operators/invite', admin.token, {
        phone: phones.operator,
        name: 'Mousumi Roy',
        level: 'support',
      }),
      'invite operator',
    );
    const operator = await logIn(t.app, phones.operator);
    await ok(
      post(t, `admin/restaurants/${aminiaId}/staff/invite`, admin.token, {
        phone: phones.staff,
        name: 'Bablu Das',
        role: 'staff',
      }),
      'invite staff',
    );
    const staff = await logIn(t.app, phones.staff);
    await ok(
      post(t, 'admin/captains/onboard', admin.token, {
        phone: phones.captain,
        name: 'Tapas Mondal',
        vehicle_number: 'WB 02 AN 77',
      }),
      'onboard captain',
    );
    const captain = await logIn(t.app, phones.captain);
    const customer = await newCustomer(t, phones.customer, 5_000_00);
    sessions.push(operator, staff, captain, customer);
    const [kitchen] = await t.handle.db
      .select()
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, aminiaId));
    await onDutyAt(t, captain, kitchen!.latitude + 0.001, kitchen!.longitude);

    // An order to the door: accepted, taken, picked up; five wrong PINs lock the handover, support
    // unlocks it (the customer is told the PIN again), and the captain delivers with it.
    const door = await placeOrder(t, customer, { method: 'COD' });
    await ok(post(t, `partner/orders/${door.id}/accept`, staff.token, { preparation_min: 15 }), 'accept');
    await t.app.jobs.runDue();
    const [offer] = await t.handle.db
      .select()
      .from(schema.captainOffers)
      .where(eq(schema.captainOffers.orderId, door.id));
    await ok(post(t, `captain/offers/${offer!.id}/accept`, captain.token), 'take the offer');
    await ok(post(t, `partner/orders/${door.id}/ready`, staff.token), 'ready');
    await ok(post(t, `captain/orders/${door.id}/pick-up`, captain.token), 'pick up');
    const pin = (await orderRow(t, door.id)).deliveryPin;
    const wrong = ['0000', '0001', '0002', '0003', '0004', '0005'].filter((p) => p !== pin).slice(0, 5);
    for (const guess of wrong)
      await post(t, `captain/orders/${door.id}/deliver`, captain.token, { pin: guess });
    await ok(
      post(t, `admin/orders/${door.id}/unlock-pin`, support.token, {
        reason: 'Customer called: the rider typed it wrong',
      }),
      'unlock',
    );
    await ok(post(t, `captain/orders/${door.id}/deliver`, captain.token, { pin }), 'deliver');

    // An order collected at the counter with its PIN.
    const counter = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
    await ok(
      post(t, `partner/orders/${counter.id}/accept`, staff.token, { preparation_min: 10 }),
      'accept pickup',
    );
    await ok(post(t, `partner/orders/${counter.id}/ready`, staff.token), 'pickup ready');
    const counterPin = (await orderRow(t, counter.id)).deliveryPin;
    await ok(
      post(t, `partner/orders/${counter.id}/hand-over`, staff.token, { pin: counterPin }),
      'hand over',
    );

    // Changes: a price in the menu editor, the customer blocked and let back, a setting, a revocation.
    const menu = await ok(post(t, `menu-editor/restaurants/${aminiaId}`, staff.token), 'menu');
    const dish = dishesIn(menu)[0]!;
    await ok(
      post(t, `menu-editor/dishes/${dish.id}`, staff.token, { version: dish.version, price: 321 }),
      'price',
    );
    await ok(
      post(t, `admin/customers/${customer.user.id}/block`, support.token, {
        version: 1,
        reason: 'Abusive calls to the kitchen',
      }),
      'block',
    );
    await ok(
      post(t, `admin/customers/${customer.user.id}/unblock`, support.token, {
        version: 2,
        reason: 'Apologised on the phone',
      }),
      'unblock',
    );
    const settings = await ok(post(t, 'admin/settings', admin.token), 'settings');
    await ok(
      post(t, 'admin/settings/update', admin.token, { version: settings.version, tax_percent: 12 }),
      'tax',
    );
    await ok(post(t, `admin/operators/${operator.user.id}/revoke`, admin.token), 'revoke');

    // Every secret of the day: what people were sent and typed, and what the database keeps of them.
    const codes = (
      await Promise.all(['8000000001', '8000000002', ...Object.values(phones)].map(codesSentTo))
    ).flat();
    const db = t.handle.db;
    const tokenHashes = await db.select({ hash: schema.sessions.tokenHash }).from(schema.sessions);
    const challenges = await db
      .select({ code: schema.otpChallenges.codeHash, client: schema.otpChallenges.clientHash })
      .from(schema.otpChallenges);
    const secrets = [
      ...sessions.map((s) => s.token),
      ...codes,
      pin,
      counterPin,
      ...wrong,
      ...tokenHashes.map((r) => r.hash),
      ...challenges.flatMap((c) => [c.code, c.client ?? c.code]),
    ];
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(secrets.every((s) => typeof s === 'string' && s.length >= 4)).toBe(true);

    const rows = await db.select().from(schema.auditLog);
    // The day is in the log (so the scan read something): each kind of change it made.
    const actions = new Set(rows.map((r) => r.action));
    for (const a of [
      'operator.invite',
      'operator.revoke',
      'staff.invite',
      'captain.onboard',
      'order.unlock_pin',
      'item.update',
      'customer.block',
      'customer.unblock',
      'settings.update',
    ]) {
      expect(actions, a).toContain(a);
    }
    const found = rows
      .map((row) => ({ id: row.id, action: row.action, secrets: leaked(row, secrets) }))
      .filter((r) => r.secrets.length > 0);
    expect(found).toEqual([]);
  });
});

describe('a change and its audit row', () => {
  it('roll back together when the change fails after its row was written', async () => {
    const db = t.handle.db;
    const menu = await ok(post(t, `menu-editor/restaurants/${aminiaId}`, admin.token), 'menu');
    const dish = dishesIn(menu)[1]!;
    const auditCount = async () => (await db.select({ id: schema.auditLog.id }).from(schema.auditLog)).length;
    const before = await auditCount();

    // A check the database makes at COMMIT, after the service has written both the dish and its audit
    // row: the transaction fails there, as a lost connection or a deferred constraint would.
    await db.execute(sql`
      create function refuse_at_commit() returns trigger language plpgsql as $$
      begin raise exception 'refused at commit'; end $$`);
    await db.execute(sql`
      create constraint trigger items_refuse_at_commit after update on items
      deferrable initially deferred for each row execute function refuse_at_commit()`);
    try {
      const res = await post(t, `menu-editor/dishes/${dish.id}`, admin.token, {
        version: dish.version,
        price: 999,
      });
      expect(res.statusCode, res.body).toBe(500);
    } finally {
      await db.execute(sql`drop trigger items_refuse_at_commit on items`);
      await db.execute(sql`drop function refuse_at_commit()`);
    }

    const [row] = await db.select().from(schema.items).where(eq(schema.items.id, dish.id));
    expect(row).toMatchObject({ version: dish.version, pricePaise: Math.round(Number(dish.price) * 100) });
    expect(await auditCount()).toBe(before);

    // The same change, now let through, keeps both: the failure above was the commit's, not the call's.
    const saved = await ok(
      post(t, `menu-editor/dishes/${dish.id}`, admin.token, { version: dish.version, price: 999 }),
      'price',
    );
    expect(saved).toMatchObject({ price: '999.00', version: dish.version + 1 });
    expect(await auditCount()).toBe(before + 1);
  });
});
