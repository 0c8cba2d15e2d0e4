import { notificationJson, walletTransactionJson } from '@khabar/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../helpers/accounts.ts';
import { post } from '../../helpers/lifecycle.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { hasGpsDirectory, jpegWithGps, photo } from '../images/sample-images.ts';

let t: TestApp;
let demo: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  demo = await logIn(t.app, '9876543210');
  other = await signUp(t.app, '9123400000', 'Rohan Das');
});
afterAll(() => t?.close());

const call = (url: string, token: string | null, payload: object = {}) => post(t, url, token, payload);
const PLACE = {
  latitude: 22.5526,
  longitude: 88.3525,
  address: 'Park Street, Kolkata',
  house: '4B',
  landmark: 'Near the metro',
  tag: 'HOME',
};

/** A new customer (each test its own, so any test may run alone) with `n` saved addresses. */
async function customerWithAddresses(phone: string, n: number) {
  const me = await signUp(t.app, phone, 'Test Customer');
  for (let i = 0; i < n; i++) {
    const res = await call('save-address', me.token, { ...PLACE, house: `House ${i + 1}` });
    expect(res.statusCode).toBe(200);
  }
  return me;
}

describe('addresses', () => {
  it('lists the demo customer’s addresses, the default first', async () => {
    const list = (await call('get-addresses', demo.token)).json();
    expect(list.length).toBeGreaterThan(0);
    const info = (await call('update-user-info', demo.token)).json().data;
    expect(list[0].id).toBe(info.default_address_id);
  });

  it('makes each newly saved address the default, and answers only it when asked', async () => {
    const first = (await call('save-address', other.token, PLACE)).json();
    expect(first).toHaveLength(1);
    const second = (
      await call('add-address', other.token, { ...PLACE, tag: 'OFFICE', address: 'Sector V, Salt Lake' })
    ).json();
    expect(second).toHaveLength(2);
    expect(second[0]).toMatchObject({ tag: 'OFFICE', address: 'Sector V, Salt Lake' });
    const onlyDefault = (
      await call('save-address', other.token, { ...PLACE, tag: 'OTHER', get_only_default_address: true })
    ).json();
    expect(onlyDefault).toHaveLength(1);
    expect(onlyDefault[0]).toMatchObject({ tag: 'OTHER' });
  });

  it('edits and deletes only the caller’s own addresses: another’s id is not found', async () => {
    const me = await customerWithAddresses('9123400001', 2);
    const mine = (await call('get-addresses', me.token)).json();
    const theirs = (await call('get-addresses', demo.token)).json();
    const edited = await call('edit-address', me.token, { ...PLACE, address_id: mine[1].id, house: '12' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().find((a: { id: number }) => a.id === mine[1].id).house).toBe('12');
    expect((await call('edit-address', me.token, { ...PLACE, address_id: theirs[0].id })).statusCode).toBe(
      404,
    );
    expect((await call('delete-address', me.token, { address_id: theirs[0].id })).statusCode).toBe(404);
    // The demo customer's address is untouched.
    expect((await call('get-addresses', demo.token)).json()).toEqual(theirs);
  });

  it('hands the default over when the default address is deleted', async () => {
    const me = await customerWithAddresses('9123400002', 3);
    const before = (await call('get-addresses', me.token)).json();
    expect(before).toHaveLength(3);
    const after = (await call('delete-address', me.token, { address_id: before[0].id })).json();
    expect(after).toHaveLength(2);
    const info = (await call('update-user-info', me.token)).json().data;
    expect(info.default_address_id).toBe(after[0].id);
    expect(info.default_address).toEqual(after[0]);
  });

  it('refuses bad input and strangers', async () => {
    expect((await call('save-address', other.token, { ...PLACE, address: '' })).json().message).toBe(
      'Set location requires an address',
    );
    expect((await call('save-address', other.token, { ...PLACE, latitude: 123 })).statusCode).toBe(400);
    expect((await call('save-address', other.token, { ...PLACE, tag: 'CASTLE' })).statusCode).toBe(400);
    expect((await call('delete-address', other.token, { address_id: 'x' })).statusCode).toBe(400);
    expect((await call('get-addresses', null)).statusCode).toBe(401);
    expect((await call('save-address', null, PLACE)).statusCode).toBe(401);
  });
});

describe('wallet', () => {
  it('shows the balance in rupees and the transactions in paise, newest first', async () => {
    const res = (await call('get-wallet-transactions', demo.token)).json();
    expect(res.data.wallet_balance).toMatch(/^\d+\.\d{2}$/);
    const list = res.data.transactions.map((x: unknown) => walletTransactionJson.parse(x));
    expect(list.length).toBeGreaterThan(0);
    const dates = list.map((x: { created_at: string }) => x.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows a new customer nothing of anyone else’s', async () => {
    const res = (await call('get-wallet-transactions', other.token)).json();
    expect(res.data).toEqual({ wallet_balance: '0.00', transactions: [], next_page: null });
  });
});

describe('notifications', () => {
  it('lists the caller’s alerts and marks one read', async () => {
    const list = (await call('get-user-notifications', demo.token))
      .json()
      .map((n: unknown) => notificationJson.parse(n));
    const unread = list.find((n: { is_read: number }) => n.is_read === 0);
    expect(unread).toBeDefined();
    const after = (
      await call('mark-one-notification-read', demo.token, { notification_id: unread.id })
    ).json();
    expect(after.find((n: { id: number }) => n.id === unread.id).is_read).toBe(1);
  });

  it('will not let another customer read or mark them', async () => {
    const theirs = (await call('get-user-notifications', demo.token)).json();
    expect((await call('get-user-notifications', other.token)).json()).toEqual([]);
    const res = await call('mark-one-notification-read', other.token, { notification_id: theirs[0].id });
    expect(res.statusCode).toBe(404);
  });
});

describe('edit-profile', () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await (await photo(600, 400)).png().toBuffer();
  });
  const form = (fields: Record<string, string>, photo?: { bytes: Buffer; name: string; type: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    if (photo) f.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
    return f;
  };
  const edit = (token: string | null, body: FormData, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload: body,
    });

  it('updates name, e-mail and photo; the photo is served back re-encoded, never as uploaded', async () => {
    const res = await edit(
      other.token,
      form(
        { name: 'Rohan K. Das', email: 'rohan@example.in' },
        { bytes: PNG, name: 'me.png', type: 'image/png' },
      ),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profile Updated.');
    expect(body.data).toMatchObject({ name: 'Rohan K. Das', email: 'rohan@example.in' });
    expect(body.photo).toMatch(/^uploads\/avatars\/\d+-[0-9a-f]{24}\.jpg$/);
    const img = await t.app.inject({ method: 'GET', url: `/media/${body.photo}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    // Made from the pixels: a square JPEG (shown in a circle), not the 600 x 400 PNG sent.
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
  });

  it('keeps no uploaded bytes: a PNG that is also an HTML page, a JPEG with its GPS position', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    const polyglot = Buffer.concat([PNG, html]);
    const res = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: polyglot, name: 'me.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(200);
    const served = (await t.app.inject({ method: 'GET', url: `/media/${res.json().photo}` })).rawPayload;
    expect(served.includes(html)).toBe(false);
    expect(served.includes(Buffer.from('<script>'))).toBe(false);

    const located = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: await jpegWithGps(), name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(located.statusCode).toBe(200);
    const kept = (await t.app.inject({ method: 'GET', url: `/media/${located.json().photo}` })).rawPayload;
    expect(hasGpsDirectory((await sharp(kept).metadata()).exif)).toBe(false);
  });

  it('refuses a photo too small to show, with the reason', async () => {
    const tiny = await (await photo(40, 40)).png().toBuffer();
    const res = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: tiny, name: 't.png', type: 'image/png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/40 x 40 pixels: too small to show well/);
  });

  it('refuses a photo in the language of the screen that sent it (issue 28)', async () => {
    const tiny = await (await photo(40, 40)).png().toBuffer();
    const small = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: tiny, name: 't.png', type: 'image/png' }),
      'bn',
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe(
      'ছবিটি 40 x 40 পিক্সেলের: ভালো দেখানোর পক্ষে খুব ছোট। প্রতিটি দিকে অন্তত 160 পিক্সেলের ছবি পাঠান।',
    );
    const fake = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: Buffer.from('not a photo'), name: 'x.png', type: 'image/png' }),
      'hi',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('यह फ़ाइल JPEG, PNG, WebP या AVIF फ़ोटो नहीं है, उसका नाम चाहे जो कहे।');
  });

  it('checks the photo by its bytes and its size', async () => {
    const fake = await edit(
      other.token,
      form(
        { name: 'Rohan' },
        { bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' },
      ),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(
      'This file is not a JPEG, PNG, WebP or AVIF photo, whatever its name says.',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const big = await edit(
      other.token,
      form({ name: 'Rohan' }, { bytes: huge, name: 'big.png', type: 'image/png' }),
    );
    expect(big.statusCode).toBe(413);
  });

  it('needs a name, a login, and serves no file outside the avatars folder', async () => {
    const noName = await edit(other.token, form({ name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Please enter your full name.');
    expect((await edit(null, form({ name: 'X' }))).statusCode).toBe(401);
    // A name whose bytes are not UTF-8 (a Latin-1 "é"): refused, not stored garbled.
    const boundary = 'khabar-test-boundary';
    const garbled = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: {
        authorization: `Bearer ${other.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="name"\r\n\r\nRen`),
        Buffer.from([0xe9]),
        Buffer.from(` Sen\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toBe('The name contains a character that is not allowed.');
    for (const path of [
      'uploads/../../etc/passwd',
      'uploads/avatars/..%2f..%2fsecret',
      'uploads/avatars/1-x.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/media/${path}` })).statusCode).toBe(404);
    }
  });
});

describe('language (issue 28)', () => {
  it('keeps the account’s language, answers it with the profile, and refuses others', async () => {
    const me = await signUp(t.app, '9123400099', 'Mou Sen');
    expect((await call('update-user-info', me.token)).json().data.language).toBeNull();
    const set = await call('set-language', me.token, { language: 'bn' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, language: 'bn' });
    expect((await call('update-user-info', me.token)).json().data.language).toBe('bn');
    // Another account is untouched.
    expect((await call('update-user-info', other.token)).json().data.language).toBeNull();
    expect((await call('set-language', me.token, { language: 'fr' })).statusCode).toBe(400);
    expect((await call('set-language', me.token, { language: 'bn\u0000' })).statusCode).toBe(400);
    expect((await call('set-language', null, { language: 'hi' })).statusCode).toBe(401);
  });
});
