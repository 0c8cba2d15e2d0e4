// Decision 061: each statement is a socket write and a wake-up on both sides, the dinner rush's first
// cost, so place-order's round trips to PostgreSQL are counted here (node-postgres's own client, the
// one every pooled connection is): a cash order is the session's lookup, the customer's read, and one
// transaction of two statements (the order's rows; its event and jobs). PGlite has no round trips
// to count: this file runs on PostgreSQL (DATABASE_URL) only.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { cartBody, dishesOf } from '../../helpers/orders.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
const sent: string[] = [];
const query = pg.Client.prototype.query;

/** The statement's name when it has one, else its first words. */
function labelOf(q: unknown): string {
  if (typeof q === 'string') return q.trim().split(/\s+/).slice(0, 3).join(' ');
  const named = q as { name?: string; text?: string };
  return named?.name ?? (named?.text ?? '').trim().split(/\s+/).slice(0, 3).join(' ');
}

describe.skipIf(!onPostgres)("place-order's round trips to PostgreSQL", () => {
  beforeAll(async () => {
    t = await createTestApp();
    // Every query any pooled client sends, counted (restored after this file: workers are shared).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      sent.push(labelOf(args[0]));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
  });

  it('places a cash order in six: session, customer, and begin, two statements, commit', async () => {
    const me = await signUp(t.app, '9330000071', 'Round Trips');
    const aminia = await dishesOf(t, 'aminia-darbar');
    const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
    const body = cartBody(dish.id, [Math.ceil(20000 / dish.pricePaise)]);
    const headers = { authorization: `Bearer ${me.token}` };
    const quote = await t.app.inject({ method: 'POST', url: '/api/cart-quote', headers, payload: body });
    const total = Number(quote.json().data.bill.total);
    const place = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/place-order',
        headers: { ...headers, 'idempotency-key': key },
        payload: { ...body, method: 'COD', total },
      });
    // The first order of a process also takes a block of order numbers: not counted.
    expect((await place('round-trips-0001')).statusCode).toBe(201);
    sent.length = 0;
    const res = await place('round-trips-0002');
    expect(res.statusCode, res.body).toBe(201);
    expect(sent).toEqual([
      'khabar_session_lookup',
      'khabar_place_order_customer',
      'begin',
      'khabar_write_order_rows',
      'khabar_record_order_placed',
      'commit',
    ]);
    // The same key again answers the first order: the customer's read finds it, nothing is written.
    sent.length = 0;
    const again = await place('round-trips-0002');
    expect(again.json().data).toEqual(res.json().data);
    expect(sent).not.toContain('begin');
  });
});
