// The business settings an admin changes without a restart (decision 031): tax, COD limit, minimum
// order, acceptance window and the support contacts. Only an admin reads and changes them (support
// neither); each change is validated like the env, versioned, audited in its transaction, and in force on
// this process and another at once: pricing (quote and place agree: a quote from before a tax change
// is a 409 with the new bill), the acceptance window of new orders, /api/config.
import { schema } from '@khabar/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  orderRow,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
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
const clock = testClock(LUNCH_TIME);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const aminia = await dishesOf(t, 'aminia-darbar');
  aminiaId = aminia.restaurantId;
  // Cheap enough that two make less than the COD limit, dear enough that one clears the minimum.
  dishId = aminia.dishes.find((d) => d.pricePaise >= 12_000 && d.pricePaise <= 18_000)!.id;
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330009101', 50_000_00);
  staff = await logInStaff(t, aminiaId);
  captain = await logInCaptain(t, 6);
});
afterAll(() => t?.close());

type Settings = {
  tax_percent: number;
  cod_max: number;
  min_order: number;
  accept_window_seconds: number;
  support_phone: string;
  support_email: string;
  support_chat_url: string | null;
  goodwill_daily_cap: number;
  defaults: Omit<Settings, 'defaults' | 'chosen' | 'version' | 'updated_at'>;
  chosen: string[];
  version: number;
  updated_at: string | null;
};

const read = async (who = admin) => {
  const res = await post(t, 'admin/settings', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Settings;
};
const save = (body: object, who = admin) => post(t, 'admin/settings/update', who.token, body);
async function change(body: object) {
  const res = await save({ version: (await read()).version, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Settings;
}
const backToDefaults = () =>
  change({
    tax_percent: null,
    cod_max: null,
    min_order: null,
    accept_window_seconds: null,
    support_phone: null,
    support_email: null,
    support_chat_url: null,
    goodwill_daily_cap: null,
  });

const cart = (quantity: number, method = 'COD') => ({
  order: [{ id: dishId, quantity }],
  coupon: '',
  driver_tip_amount: 0,
  delivery_type: 1,
  location: PARK_STREET,
  partial_wallet: false,
  method,
});
type Quote = {
  bill: { item_total: string; tax_percent: string; tax: string; total: string };
  blocker: string | null;
  methods: { COD: { allowed: boolean; reason?: string } };
  short_of_minimum: string;
};
const quote = async (body: object, app = t.app) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart-quote',
    headers: { authorization: `Bearer ${customer.token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Quote;
};
const publicConfig = async (app = t.app) =>
  (await app.inject({ method: 'GET', url: '/api/config' })).json() as {
    taxBp: number;
    codMaxPaise: number;
    minOrderPaise: number;
    supportPhone: string;
    supportEmail: string;
    supportChatUrl: string | null;
  };

describe('who may see and change the settings', () => {
  it('an admin reads them: the environment’s values, none chosen yet', async () => {
    const s = await read(admin);
    expect(s).toMatchObject({
      tax_percent: 5,
      cod_max: 400,
      min_order: 99,
      accept_window_seconds: 120,
      support_phone: '1800-123-4567',
      support_email: 'support@khabar.example',
      support_chat_url: null,
      chosen: [],
      version: 1,
      updated_at: null,
    });
    expect(s.defaults).toEqual({
      tax_percent: 5,
      cod_max: 400,
      min_order: 99,
      accept_window_seconds: 120,
      support_phone: '1800-123-4567',
      support_email: 'support@khabar.example',
      support_chat_url: null,
      goodwill_daily_cap: 500,
    });
  });

  it('refuses reading and changing to support, customers, restaurant staff and captains (403)', async () => {
    const before = await read();
    for (const who of [support, customer, staff, captain]) {
      const res = await save({ version: before.version, tax_percent: 18 }, who);
      expect(res.statusCode, who.user.name).toBe(403);
    }
    expect((await save({ version: before.version, tax_percent: 18 }, support)).json().message).toBe(
      'Only an admin can do this.',
    );
    expect((await post(t, 'admin/settings/update', null, { version: 1, tax_percent: 18 })).statusCode).toBe(
      401,
    );
    for (const who of [support, customer, staff, captain]) {
      expect((await post(t, 'admin/settings', who.token)).statusCode, who.user.name).toBe(403);
    }
    expect((await post(t, 'admin/settings', support.token)).json().message).toBe(
      'Only an admin can do this.',
    );
    expect((await post(t, 'admin/settings', null)).statusCode).toBe(401);
    expect(await read()).toEqual(before);
    expect((await publicConfig()).taxBp).toBe(500);
  });
});

describe('a change is checked as strictly as the environment', () => {
  it.each([
    ['tax_percent', 29],
    ['tax_percent', -1],
    ['tax_percent', '5.125'],
    ['tax_percent', 1e21],
    ['tax_percent', 'NaN'],
    ['cod_max', -1],
    ['cod_max', 100_001],
    ['cod_max', 2 ** 53 + 2],
    ['cod_max', 1.5],
    ['cod_max', '0x10'],
    ['min_order', 1e21],
    ['accept_window_seconds', 4],
    ['accept_window_seconds', 3601],
    ['accept_window_seconds', '120.5'],
    ['support_phone', 'call us'],
    ['support_phone', '1800\u0000123'],
    ['support_phone', '9'.repeat(21)],
    ['support_email', 'not-mail'],
    ['support_email', 'a\u0000@b.in'],
    ['support_chat_url', 'http://wa.me/919800000000'],
    ['support_chat_url', 'javascript:alert(1)'],
    ['support_chat_url', `https://wa.me/${'9'.repeat(300)}`],
    // Text settings are text: a number is refused, not read as one (the web's form sends strings).
    ['support_phone', 18001234567],
    ['support_email', 42],
    ['goodwill_daily_cap', 10_001],
    ['goodwill_daily_cap', 2.5],
    ['goodwill_daily_cap', '-5'],
    ['version', 'abc'],
  ])('%s = %j is a 400 naming the field, and changes nothing', async (field, value) => {
    const before = await read();
    const res = await save({ version: before.version, [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(res.json().message).toContain(field);
    expect(await read()).toEqual(before);
  });

  it('a save that does not name the version it read is a 400', async () => {
    const res = await save({ tax_percent: 12 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('version');
  });
});

describe('a change', () => {
  it('is in force for pricing, the public config and the help contacts at once, and audited with before and after', async () => {
    const before = await quote(cart(2));
    expect(before.bill.tax_percent).toBe('5.00');
    const saved = await change({
      tax_percent: '12.5',
      cod_max: 200,
      min_order: 1000,
      support_phone: '+91 33 4000 1234',
      support_email: 'help@city.example',
      support_chat_url: 'https://wa.me/913340001234',
    });
    expect(saved).toMatchObject({
      tax_percent: 12.5,
      cod_max: 200,
      min_order: 1000,
      accept_window_seconds: 120,
      support_phone: '+91 33 4000 1234',
      support_email: 'help@city.example',
      support_chat_url: 'https://wa.me/913340001234',
      version: 2,
      updated_at: LUNCH_TIME.toISOString(),
    });
    expect([...saved.chosen].sort()).toEqual(
      ['cod_max', 'min_order', 'support_chat_url', 'support_email', 'support_phone', 'tax_percent'].sort(),
    );
    expect(await read(admin)).toEqual(saved);

    const after = await quote(cart(2));
    expect(after.bill.item_total).toBe(before.bill.item_total);
    expect(after.bill.tax_percent).toBe('12.50');
    const itemPaise = Math.round(Number(after.bill.item_total) * 100);
    expect(Number(after.bill.tax)).toBe(Math.round((itemPaise * 0.125) / 100));
    expect(after.methods.COD).toEqual({
      allowed: false,
      reason: 'COD not allowed on order amount above ₹ 200',
    });
    expect(after.short_of_minimum).not.toBe('0.00');
    expect(await publicConfig()).toMatchObject({
      taxBp: 1250,
      codMaxPaise: 20_000,
      minOrderPaise: 100_000,
      supportPhone: '+91 33 4000 1234',
      supportEmail: 'help@city.example',
      supportChatUrl: 'https://wa.me/913340001234',
    });

    const [entry] = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entity, 'settings'))
      .orderBy(desc(schema.auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      actorRole: 'admin',
      action: 'settings.update',
    });
    expect(entry!.before).toMatchObject({ tax_percent: 5, cod_max: 400, chosen: [], version: 1 });
    expect(entry!.after).toMatchObject({ tax_percent: 12.5, cod_max: 200, min_order: 1000, version: 2 });

    // null puts a setting back to the environment's value.
    const reset = await backToDefaults();
    expect(reset).toMatchObject({ tax_percent: 5, cod_max: 400, min_order: 99, chosen: [], version: 3 });
    expect((await publicConfig()).taxBp).toBe(500);
  });

  it('takes every setting as the back office sends it (percent, whole rupees, seconds, text), answers it in the same units, and null puts each back alone', async () => {
    const sent = {
      tax_percent: 18,
      cod_max: 450,
      min_order: 149,
      accept_window_seconds: 240,
      support_phone: '033 4000 5000',
      support_email: 'care@khabar.example',
      support_chat_url: 'https://wa.me/913340005000',
      goodwill_daily_cap: 750,
    };
    const saved = await change(sent);
    expect(saved).toMatchObject(sent);
    expect([...saved.chosen].sort()).toEqual(Object.keys(sent).sort());
    // The stored units: basis points and paise, as the public config says them.
    expect(await publicConfig()).toMatchObject({ taxBp: 1800, codMaxPaise: 45_000, minOrderPaise: 14_900 });
    for (const name of Object.keys(sent) as (keyof typeof sent)[]) {
      const reset = await change({ [name]: null });
      expect(reset.chosen, name).not.toContain(name);
      expect(reset[name], name).toEqual(reset.defaults[name]);
    }
    expect((await read()).chosen).toEqual([]);
  });

  it('an empty chat link means no chat link at all; null puts back the environment’s', async () => {
    const none = await change({ support_chat_url: '' });
    expect(none).toMatchObject({ support_chat_url: null, chosen: ['support_chat_url'] });
    expect((await publicConfig()).supportChatUrl).toBeNull();
    const back = await change({ support_chat_url: null });
    expect(back.chosen).toEqual([]);
  });

  it('a stale save is a 409 and overwrites nothing', async () => {
    const { version } = await read();
    const first = await save({ version, tax_percent: 18 });
    expect(first.statusCode).toBe(200);
    const second = await save({ version, tax_percent: 28 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed the settings since you opened them/);
    expect((await read()).tax_percent).toBe(18);
    await backToDefaults();
  });

  it('a cart quoted before a tax change and placed after gets the 409 with the new bill; the order keeps its tax', async () => {
    const body = cart(2, 'WALLET');
    const old = await quote(body);
    await change({ tax_percent: 18 });
    const placed = await post(t, 'place-order', customer.token, { ...body, total: old.bill.total });
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Prices have changed. Please check the new total.',
      quote: { bill: { tax_percent: '18.00' } },
    });
    const fresh = placed.json().quote.bill.total as string;
    expect(fresh).toBe((await quote(body)).bill.total);
    const again = await post(t, 'place-order', customer.token, { ...body, total: fresh });
    expect(again.statusCode, again.body).toBe(201);
    await backToDefaults();
    const row = await orderRow(t, again.json().data.id);
    expect(row.taxBp).toBe(1800);
    expect(row.totalPaise).toBe(Math.round(Number(fresh) * 100));
  });

  it('orders placed after an acceptance-window change get the new window; one placed before keeps its own', async () => {
    const body = cart(2, 'WALLET');
    const placeNow = async () => {
      const res = await post(t, 'place-order', customer.token, {
        ...body,
        total: (await quote(body)).bill.total,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const acceptBy = async (orderId: number) => {
      const list = await post(t, `partner/restaurants/${aminiaId}/orders`, staff.token, { scope: 'active' });
      const mine = list.json().data.find((o: { id: number }) => o.id === orderId);
      return new Date(mine.accept_by).getTime() - new Date(mine.placed_at).getTime();
    };
    const before = await placeNow();
    await change({ accept_window_seconds: 600 });
    const after = await placeNow();
    expect(await acceptBy(before)).toBe(120_000);
    expect(await acceptBy(after)).toBe(600_000);
    expect((await orderRow(t, after)).acceptWindowSeconds).toBe(600);

    // The job follows each order's own window: at 2 minutes the first is cancelled, the second waits.
    clock.advance(120_000);
    await t.app.jobs.runDue();
    expect((await orderRow(t, before)).orderstatusId).toBe(6);
    expect((await orderRow(t, after)).orderstatusId).toBe(1);
    clock.advance(480_000);
    await t.app.jobs.runDue();
    expect((await orderRow(t, after)).orderstatusId).toBe(6);
    await backToDefaults();
  });
});

describe('every API process', () => {
  it('another process on the same database and bus has the change in force within a second', async () => {
    const second = await buildApp({
      config: t.app.config,
      db: t.handle,
      now: clock.now,
      logger: false,
      events: t.app.events,
    });
    await second.ready();
    try {
      expect((await publicConfig(second)).taxBp).toBe(500);
      const saved = performance.now();
      await change({ tax_percent: 9, support_phone: '033 4000 9999' });
      // The bus delivers asynchronously: the second process reads the row when it hears of it.
      while (second.settings.current().taxBp !== 900) {
        expect(performance.now() - saved).toBeLessThan(1_000);
        await new Promise((r) => setTimeout(r, 5));
      }
      await second.settings.settled();
      expect(await publicConfig(second)).toMatchObject({ taxBp: 900, supportPhone: '033 4000 9999' });
      expect((await quote(cart(2), second)).bill.tax_percent).toBe('9.00');
    } finally {
      await second.close();
      await backToDefaults();
    }
  });
});
