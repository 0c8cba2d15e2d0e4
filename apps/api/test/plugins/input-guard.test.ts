// The inputs issue 12 found answering 500, each now refused at the edge with a 400 that says why.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../helpers/accounts.ts';
import { dishesOf, PARK_STREET } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { photo } from '../modules/images/sample-images.ts';

let t: TestApp;
let token: string;
let cart: Record<string, unknown>;
const dataDir = join('/tmp', `khabar-guard-${process.pid}`);

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true', DATA_DIR: dataDir } });
  token = (await logIn(t.app, '9876543210')).token;
  const dish = (await dishesOf(t, 'aminia-darbar')).dishes.find((d) => d.pricePaise >= 5000)!;
  cart = {
    order: [{ id: dish.id, quantity: 4 }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: 1,
    location: PARK_STREET,
  };
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const refusal = async (res: Awaited<ReturnType<typeof post>>) => [res.statusCode, res.json().message];

describe('text that cannot be stored', () => {
  it('refuses a NUL character in any field, public or not', async () => {
    expect(await refusal(await post('/api/search-restaurants', { q: 'biry\u0000ani' }))).toEqual([
      400,
      'q contains a NUL character',
    ]);
    expect(await refusal(await post('/api/cart-quote', { ...cart, coupon: 'WELCOME\u0000' }))).toEqual([
      400,
      'coupon contains a NUL character',
    ]);
    const location = { ...PARK_STREET, address: 'Park\u0000Street' };
    expect(await refusal(await post('/api/cart-quote', { ...cart, location }))).toEqual([
      400,
      'location.address contains a NUL character',
    ]);
  });

  it('refuses half a surrogate pair, and keys that reach for the prototype', async () => {
    expect((await refusal(await post('/api/search-restaurants', { q: 'x\ud800' })))[1]).toBe(
      'q is not valid Unicode text',
    );
    expect((await post('/api/search-restaurants', '{"q":"a","__proto__":{"admin":true}}')).statusCode).toBe(
      400,
    );
  });

  it('refuses bytes that are not UTF-8 (decoded, they would be stored as replacement characters)', async () => {
    const body = Buffer.concat([Buffer.from('{"q":"bir'), Buffer.from([0xff, 0xfe]), Buffer.from('yani"}')]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search-restaurants',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(await refusal(res)).toEqual([400, 'q is not valid UTF-8 text']);
  });

  it('refuses a NUL in a path parameter or a query string', async () => {
    for (const url of ['/sandbox-pay/%00', '/sandbox-pay/a%00b', '/api/places/autocomplete?q=%00']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 400]);
    }
    const fail = await t.app.inject({ method: 'POST', url: '/sandbox-pay/%00/fail' });
    expect(fail.statusCode).toBe(400);
  });
});

describe('numbers past what they can mean', () => {
  it('refuses an order id above the id column’s range', async () => {
    for (const order_id of [2_147_483_648, '99999999999', Number.MAX_SAFE_INTEGER]) {
      const res = await post('/api/get-order-details', { order_id });
      expect([order_id, res.statusCode]).toEqual([order_id, 400]);
    }
    expect((await post('/api/get-order-details', { order_id: 2_147_483_647 })).statusCode).toBe(404);
  });

  it('refuses totals of 1e21 and beyond, as a number or as text', async () => {
    expect(await refusal(await post('/api/place-order', { ...cart, method: 'COD', total: '1e21' }))).toEqual([
      400,
      // Exponent notation is not how an amount is written, so the text is refused before its size.
      'total must be an amount',
    ]);
    expect(await refusal(await post('/api/place-order', { ...cart, method: 'COD', total: 1e21 }))).toEqual([
      400,
      'total is too large a number',
    ]);
  });
});

describe('bodies no route reads', () => {
  it('refuses 30,000-deep arrays before parsing them', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    expect(await refusal(await post('/api/search-restaurants', deep))).toEqual([
      400,
      'Request body is nested more than 32 levels deep',
    ]);
  });

  it('says a 10,000-character search is too long', async () => {
    expect(await refusal(await post('/api/search-restaurants', { q: 'a'.repeat(10_000) }))).toEqual([
      400,
      'q is too long (at most 80 characters)',
    ]);
    expect(await refusal(await post('/api/search-restaurants', {}))).toEqual([400, 'q is required']);
  });
});

describe('edit-profile', () => {
  // A photo big enough to keep (the pipeline refuses one under 160 pixels a side).
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await (await photo(300, 300)).png().toBuffer();
  });
  const photos = () => {
    try {
      return readdirSync(join(dataDir, 'uploads', 'avatars'));
    } catch {
      return [];
    }
  };
  const edit = (name: string) => {
    const form = new FormData();
    form.append('name', name);
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    return t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: { authorization: `Bearer ${token}` },
      payload: form,
    });
  };

  it('writes no photo when the request is refused', async () => {
    const before = photos();
    const res = await edit('Anita\u0000Sen');
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'The name contains a character that is not allowed.',
    ]);
    expect(photos()).toEqual(before);
  });

  it('removes the photo it wrote when the database refuses the update', async () => {
    const before = photos();
    const run = (statement: string) => t.handle.db.execute(sql.raw(statement));
    await run(`create function refuse_update() returns trigger language plpgsql as $$
      begin raise exception 'updates refused by the test'; end $$`);
    await run(
      'create trigger refuse_update before update on users for each row execute function refuse_update()',
    );
    try {
      expect((await edit('Anita Sen')).statusCode).toBe(500);
      expect(photos()).toEqual(before);
    } finally {
      await run('drop trigger refuse_update on users');
      await run('drop function refuse_update()');
    }
  });

  it('keeps one photo per account: a new one replaces the old file', async () => {
    const first = (await edit('Anita Sen')).json().photo as string;
    const second = (await edit('Anita Sen')).json().photo as string;
    expect(second).not.toBe(first);
    const mine = photos().filter((f) => f.startsWith(second.split('/')[2]!.split('-')[0]!));
    expect(mine).toEqual([second.split('/')[2]]);
  });
});
