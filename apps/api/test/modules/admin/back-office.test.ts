// The back office's people and history: who is an operator (admin or support), who may do what, the
// first admin of an empty city, and an audit log that nobody can rewrite.
import { migrateDb, openDb, schema } from '@khabar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirstAdmin } from '../../../src/modules/admin/index.ts';
import { logIn } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let captain: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330007001');
  staff = await logInStaff(t, (await dishesOf(t, 'aminia-darbar')).restaurantId);
  captain = await logInCaptain(t, 3);
});
afterAll(() => t?.close());

const ADMIN_ONLY = ['admin/operators', 'admin/operators/invite', 'admin/operators/1/revoke'];
/** The catalog's and the settings' reads: an admin's, support has no use for them (issue 25). */
const ADMIN_READS = [
  'admin/restaurants',
  'admin/restaurants/1/details',
  'admin/restaurants/1/staff',
  'admin/coupons',
  'admin/promo-slides',
  'admin/settings',
];
const ANY_OPERATOR = ['admin/me', 'admin/restaurant-names', 'admin/captains', 'admin/audit'];

describe('who may use the back office', () => {
  it('knows the demo admin and support agent by their level', async () => {
    expect((await post(t, 'admin/me', admin.token)).json().data).toMatchObject({ level: 'admin' });
    expect((await post(t, 'admin/me', support.token)).json().data).toMatchObject({ level: 'support' });
  });

  it('refuses every back-office call to a customer, restaurant staff and a captain (403), and to nobody (401)', async () => {
    const body = { phone: '9330007099', name: 'Someone', level: 'admin' };
    for (const url of [...ADMIN_ONLY, ...ADMIN_READS, ...ANY_OPERATOR]) {
      for (const who of [customer, staff, captain]) {
        const res = await post(t, url, who.token, body);
        expect(res.statusCode, `${url} as ${who.user.name}`).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'FORBIDDEN',
          message: "This is for Khabar's operators.",
        });
      }
      expect((await post(t, url, null, body)).statusCode, url).toBe(401);
    }
  });

  it('lets support read the restaurant names, the captains and the audit log, but not the catalog, the settings or the people', async () => {
    for (const url of ANY_OPERATOR) expect((await post(t, url, support.token)).statusCode, url).toBe(200);
    for (const url of ADMIN_READS) {
      expect((await post(t, url, admin.token)).statusCode, url).toBe(200);
      const res = await post(t, url, support.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only an admin can do this.' });
    }
    for (const url of ADMIN_ONLY) {
      const res = await post(t, url, support.token, { phone: '9330007099', name: 'Someone', level: 'admin' });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Only an admin can do this.');
    }
  });

  it('lists every restaurant with its dishes for an admin', async () => {
    const rows = (await post(t, 'admin/restaurants', admin.token)).json().data;
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const aminia = rows.find((r: { slug: string }) => r.slug === 'aminia-darbar');
    expect(aminia).toMatchObject({ name: 'Aminia Darbar', is_active: true });
    expect(aminia.dishes).toBeGreaterThan(0);
  });

  it("gives any operator every restaurant's id and name by name, and nothing else", async () => {
    const full = (await post(t, 'admin/restaurants', admin.token)).json().data as Array<{
      id: number;
      name: string;
    }>;
    for (const who of [admin, support]) {
      const res = await post(t, 'admin/restaurant-names', who.token);
      expect(res.statusCode, res.body).toBe(200);
      const names = res.json().data as Array<Record<string, unknown>>;
      // Inactive restaurants too (the audit log names them), ordered as the admin's list is: by name.
      expect(names).toEqual(full.map((r) => ({ id: r.id, name: r.name })));
      for (const row of names) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    }
    for (const who of [customer, staff, captain]) {
      const res = await post(t, 'admin/restaurant-names', who.token);
      expect(res.statusCode, who.user.name).toBe(403);
      expect(res.json().message).toBe("This is for Khabar's operators.");
    }
    expect((await post(t, 'admin/restaurant-names', null)).statusCode).toBe(401);
  });
});

describe('operators', () => {
  it('an admin invites a new phone as support; the person logs in with a code and is an operator', async () => {
    const res = await post(t, 'admin/operators/invite', admin.token, {
      phone: '9330007010',
      name: 'Priya Ghosh',
      level: 'support',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phone: '9330007010',
      name: 'Priya Ghosh',
      level: 'support',
      revoked_at: null,
    });
    const priya = await logIn(t.app, '9330007010');
    expect((await post(t, 'admin/me', priya.token)).json().data).toMatchObject({
      name: 'Priya Ghosh',
      level: 'support',
    });

    // Revoked, the same session is refused at once; invited again, restored at the new level.
    const revoked = await post(t, `admin/operators/${priya.user.id}/revoke`, admin.token);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    expect((await post(t, 'admin/me', priya.token)).statusCode).toBe(403);
    await post(t, 'admin/operators/invite', admin.token, {
      phone: '9330007010',
      name: 'Priya Ghosh',
      level: 'admin',
    });
    expect((await post(t, 'admin/me', priya.token)).json().data.level).toBe('admin');

    const list = (await post(t, 'admin/operators', admin.token)).json().data;
    expect(list.map((o: { phone: string }) => o.phone)).toEqual(
      expect.arrayContaining(['8000000001', '8000000002', '9330007010']),
    );
  });

  it('an existing customer can be made an operator, keeping their account', async () => {
    const res = await post(t, 'admin/operators/invite', admin.token, {
      phone: '9330007001',
      name: 'Ignored For An Existing Account',
      level: 'support',
    });
    expect(res.json().data).toMatchObject({ user_id: customer.user.id, name: 'Mitali Sen' });
    expect((await post(t, 'admin/me', customer.token)).json().data.level).toBe('support');
    await post(t, `admin/operators/${customer.user.id}/revoke`, admin.token);
  });

  it('an admin cannot revoke themself, and an unknown operator is not found', async () => {
    const self = await post(t, `admin/operators/${admin.user.id}/revoke`, admin.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot revoke your own access. Ask another admin.');
    expect((await post(t, `admin/operators/${staff.user.id}/revoke`, admin.token)).statusCode).toBe(404);
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ phone: '12345', name: 'Priya', level: 'support' }, /10-digit mobile/],
      [{ phone: '9330007011', name: 'P', level: 'support' }, /name/i],
      [{ phone: '9330007011', name: 'Pri\u0000ya', level: 'support' }, /./],
      [{ phone: '9330007011', name: 'Priya', level: 'owner' }, /level must be admin or support/],
    ];
    for (const [body, message] of cases) {
      const res = await post(t, 'admin/operators/invite', admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await post(t, 'admin/operators/0/revoke', admin.token)).statusCode).toBe(400);
    expect((await post(t, 'admin/operators/99999999999/revoke', admin.token)).statusCode).toBe(400);
  });
});

describe('the audit log', () => {
  it('records each invitation and revocation with who, when, before and after, newest first', async () => {
    const { entries } = (await post(t, 'admin/audit', admin.token, { entity: 'operator' })).json().data;
    const actions = entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['operator.invite', 'operator.revoke', 'operator.update']),
    );
    const invite = entries.find((e: { action: string }) => e.action === 'operator.invite');
    expect(invite.actor).toEqual({ user_id: admin.user.id, name: admin.user.name, role: 'admin' });
    expect(invite.after).toMatchObject({ level: 'support' });
    expect(entries.map((e: { id: number }) => e.id)).toEqual(
      [...entries.map((e: { id: number }) => e.id)].sort((a, b) => b - a),
    );
    expect(JSON.stringify(entries)).not.toMatch(/token|otp|code_hash/i);
  });

  it('pages by id: the older page starts where the newer ended', async () => {
    for (let i = 0; i < 3; i++) {
      await post(t, 'admin/operators/invite', admin.token, {
        phone: `93300071${i}0`,
        name: `Agent ${i}`,
        level: 'support',
      });
    }
    const first = (await post(t, 'admin/audit', admin.token)).json().data;
    const older = (await post(t, 'admin/audit', admin.token, { before_id: first.entries[1].id })).json().data;
    expect(older.entries[0].id).toBe(first.entries[2].id);
  });

  it('shows support only the history of orders, customers and goodwill credits', async () => {
    // One change of each kind support works with, beside the operators' and the settings' an admin made.
    const shopper = await newCustomer(t, '9330007050', 1_000_00);
    const order = await placeOrder(t, shopper, { method: 'COD' });
    const cancelled = await post(t, `admin/orders/${order.id}/cancel`, support.token, {
      reason: 'Customer called to cancel',
      fault: 'platform',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const block = { version: 1, reason: 'Abusive calls to the kitchen' };
    expect((await post(t, `admin/customers/${shopper.user.id}/block`, support.token, block)).statusCode).toBe(
      200,
    );
    const credit = { amount: 50, reason: 'Food arrived cold' };
    expect(
      (await post(t, `admin/customers/${customer.user.id}/credit`, support.token, credit)).statusCode,
    ).toBe(200);
    const settings = (await post(t, 'admin/settings', admin.token)).json().data;
    await post(t, 'admin/settings/update', admin.token, { version: settings.version, min_order: 101 });

    const everything = (await post(t, 'admin/audit', admin.token)).json().data.entries as Array<{
      id: number;
      entity: string;
    }>;
    expect(new Set(everything.map((e) => e.entity))).toEqual(
      new Set(['order', 'customer', 'goodwill', 'settings', 'operator']),
    );
    const seen = (await post(t, 'admin/audit', support.token)).json().data;
    expect(seen.entries.map((e: { id: number }) => e.id)).toEqual(
      everything.filter((e) => ['order', 'customer', 'goodwill'].includes(e.entity)).map((e) => e.id),
    );
    expect(new Set(seen.entries.map((e: { entity: string }) => e.entity))).toEqual(
      new Set(['order', 'customer', 'goodwill']),
    );
    for (const entity of ['order', 'customer', 'goodwill']) {
      const one = (await post(t, 'admin/audit', support.token, { entity })).json().data.entries;
      expect(one.length, entity).toBeGreaterThan(0);
      expect(
        one.every((e: { entity: string }) => e.entity === entity),
        entity,
      ).toBe(true);
    }
    // Paging on from the last row it saw brings support nothing of the others.
    const older = (await post(t, 'admin/audit', support.token, { before_id: seen.entries.at(-1).id })).json();
    expect(older.data.entries).toEqual([]);
  });

  it("refuses support another entity's history (403), with a plain message", async () => {
    for (const entity of ['coupon', 'operator', 'settings', 'restaurant', 'item', 'cash_handin', 'captain']) {
      const res = await post(t, 'admin/audit', support.token, { entity });
      expect(res.statusCode, entity).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Support reads the history of orders, customers, goodwill credits and ratings only.',
      });
      expect((await post(t, 'admin/audit', admin.token, { entity })).statusCode, entity).toBe(200);
    }
    expect((await post(t, 'admin/audit', support.token, { entity: 'bogus' })).statusCode).toBe(400);
  });

  it('cannot be changed or emptied, even by a direct database session', async () => {
    const db = t.handle.db;
    // Drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'done',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(await refusal(db.update(schema.auditLog).set({ action: 'x' }))).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(db.delete(schema.auditLog).where(eq(schema.auditLog.entity, 'operator')))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE refused/);
    expect((await db.select().from(schema.auditLog)).length).toBeGreaterThan(0);
  });
});

describe('the first admin of an empty city', () => {
  it('is made once by the command, logged as the system; a second is refused', async () => {
    // A new embedded database, migrated and never seeded: what `npm run admin:create` meets in production.
    const handle = await openDb();
    try {
      await migrateDb(handle);
      const now = () => new Date('2026-11-26T06:00:00Z');
      const made = await createFirstAdmin({ db: handle.db, now, phone: '9830012345', name: 'Soumya Basu' });
      expect(made).toMatchObject({ phone: '9830012345', level: 'admin' });
      await expect(
        createFirstAdmin({ db: handle.db, now, phone: '9830012346', name: 'Another Person' }),
      ).rejects.toThrow('This city already has an admin');
      const rows = await handle.db.select().from(schema.auditLog);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorRole: 'system', actorUserId: null, action: 'operator.invite' });
    } finally {
      await handle.close();
    }
  });
});
