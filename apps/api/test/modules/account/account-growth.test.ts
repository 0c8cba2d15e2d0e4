// What one account can pile up is capped (addresses) or comes a page at a time (orders, alerts, wallet),
// so no answer grows without end.
import { schema } from '@khabar/db';
import { PAGE_SIZE } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES } from '../../../src/modules/addresses/refuse-beyond-address-cap.ts';
import { logIn, signUp } from '../../helpers/accounts.ts';
import { PARK_STREET } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

const call = (url: string, token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const place = (i: number) => ({
  latitude: PARK_STREET.lat + i / 10_000,
  longitude: PARK_STREET.lng,
  address: `${i} Park Street`,
  house: '',
  landmark: '',
  tag: 'OTHER',
});

describe('saved addresses', () => {
  it(`stop at ${MAX_ADDRESSES} an account; deleting one makes room`, async () => {
    const { token } = await signUp(t.app, '9330000501', 'Many Homes');
    for (let i = 0; i < MAX_ADDRESSES; i++)
      expect((await call('add-address', token, place(i))).statusCode).toBe(200);
    const refused = await call('save-address', token, place(99));
    expect([refused.statusCode, refused.json().message]).toEqual([
      422,
      `You can save up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`,
    ]);
    const list = (await call('get-addresses', token)).json();
    expect(list).toHaveLength(MAX_ADDRESSES);
    expect((await call('delete-address', token, { address_id: list[1].id })).statusCode).toBe(200);
    expect((await call('add-address', token, place(99))).statusCode).toBe(200);
  });

  it('hold under simultaneous adds', async () => {
    const { token } = await signUp(t.app, '9330000502', 'Busy Hands');
    const answers = await Promise.all(
      Array.from({ length: MAX_ADDRESSES + 10 }, (_, i) => call('add-address', token, place(i))),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MAX_ADDRESSES);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(10);
  });
});

describe('paging', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const me = await signUp(t.app, '9330000503', 'Long History');
    token = me.token;
    userId = me.user.id;
    const db = t.handle.db;
    const at = (i: number) => new Date(LUNCH_TIME.getTime() - i * 60_000);
    await db.insert(schema.notifications).values(
      Array.from({ length: PAGE_SIZE.alerts + 30 }, (_, i) => ({
        userId,
        title: `Alert ${i}`,
        message: 'm',
        createdAt: at(i),
      })),
    );
    let balance = 0;
    await db.insert(schema.walletTransactions).values(
      Array.from({ length: PAGE_SIZE.wallet + 30 }, (_, i) => {
        balance += 100;
        return {
          userId,
          amountPaise: 100,
          balanceAfterPaise: balance,
          type: 'deposit' as const,
          description: `Credit ${i}`,
          createdAt: at(i),
        };
      }),
    );
    await db.update(schema.users).set({ walletBalancePaise: balance }).where(eq(schema.users.id, userId));
    // Copies of one of the demo customer's past orders, moved to this account.
    const demo = (await logIn(t.app, '9876543210')).user.id;
    const [model] = await db.select().from(schema.orders).where(eq(schema.orders.userId, demo)).limit(1);
    const { id: _, ...fields } = model!;
    await db.insert(schema.orders).values(
      Array.from({ length: PAGE_SIZE.orders + 30 }, (_, i) => ({
        ...fields,
        userId,
        uniqueOrderId: `KBPAGE${String(i).padStart(6, '0')}`,
        idempotencyKey: null,
        createdAt: at(i),
      })),
    );
  });

  it('keeps the first page as it was and reaches older ones with page', async () => {
    const first = (await call('get-orders', token)).json();
    expect(first.data).toHaveLength(PAGE_SIZE.orders);
    expect(first.next_page).toBe(2);
    expect(first.data[0].unique_order_id).toBe('KBPAGE000000');
    const second = (await call('get-orders', token, { page: 2 })).json();
    expect(second.data).toHaveLength(30);
    expect(second.next_page).toBeNull();
    const ids = new Set([...first.data, ...second.data].map((o: { id: number }) => o.id));
    expect(ids.size).toBe(PAGE_SIZE.orders + 30);
  });

  it('pages alerts and the wallet the same way', async () => {
    const alerts = [1, 2, 3].map((page) => call('get-user-notifications', token, { page }));
    const [a1, a2, a3] = await Promise.all(alerts);
    expect([a1!.json().length, a2!.json().length, a3!.json().length]).toEqual([PAGE_SIZE.alerts, 30, 0]);
    expect(a1!.json()[0].data.title).toBe('Alert 0');
    const w1 = (await call('get-wallet-transactions', token)).json().data;
    const w2 = (await call('get-wallet-transactions', token, { page: 2 })).json().data;
    expect([w1.transactions.length, w1.next_page, w2.transactions.length, w2.next_page]).toEqual([
      PAGE_SIZE.wallet,
      2,
      30,
      null,
    ]);
    expect(w1.wallet_balance).toBe(`${PAGE_SIZE.wallet + 30}.00`);
  });

  it('refuses a page that is not a whole number from 1', async () => {
    for (const page of [0, -1, 1.5, '2', 10_001]) {
      expect((await call('get-orders', token, { page })).statusCode).toBe(400);
    }
  });
});
