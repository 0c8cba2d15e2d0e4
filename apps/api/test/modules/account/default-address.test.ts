import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/accounts.ts';
import { post } from '../../helpers/lifecycle.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// Decision 015: the account's default address is the one delivery place; the server decides it.
let t: TestApp;
let me: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  me = await signUp(t.app, '9440000001', 'Mitali Ghosh');
  other = await signUp(t.app, '9440000002', 'Sourav Pal');
});
afterAll(() => t?.close());

const call = (url: string, token: string | null, payload: object = {}) => post(t, url, token, payload);
const GARIAHAT = {
  latitude: 22.5172,
  longitude: 88.3661,
  address: 'Gariahat, South Kolkata',
  house: '22 Hindustan Park',
  landmark: 'Behind the market',
  tag: 'HOME',
};
const SALT_LAKE = { ...GARIAHAT, latitude: 22.5738, longitude: 88.4335, address: 'Salt Lake Sector V' };
const defaultOf = async (token: string) => (await call('update-user-info', token)).json().data;

describe('the default address', () => {
  it('is the address saved last, and saving the same address again makes no copy', async () => {
    const [gariahat] = (await call('save-address', me.token, GARIAHAT)).json();
    const afterSaltLake = (await call('save-address', me.token, { ...SALT_LAKE, tag: 'OFFICE' })).json();
    expect(afterSaltLake[0]).toMatchObject({ address: 'Salt Lake Sector V', tag: 'OFFICE' });
    expect((await defaultOf(me.token)).default_address_id).toBe(afterSaltLake[0].id);

    // A guest's place is saved again at every login: the same address comes back as the default.
    const again = (await call('save-address', me.token, GARIAHAT)).json();
    expect(again).toHaveLength(2);
    expect(again[0].id).toBe(gariahat.id);
    expect((await defaultOf(me.token)).default_address).toEqual(gariahat);
    // Any field that differs is another address.
    expect(
      (await call('save-address', me.token, { ...GARIAHAT, house: '23 Hindustan Park' })).json(),
    ).toHaveLength(3);
  });

  it('moves with Replace (set-default-address), answering the list with the new default first', async () => {
    const list = (await call('get-addresses', me.token)).json();
    const last = list[list.length - 1];
    const res = await call('set-default-address', me.token, { address_id: last.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toEqual(last);
    expect(res.json()).toHaveLength(list.length);
    const user = await defaultOf(me.token);
    expect(user.default_address_id).toBe(last.id);
    expect(user.default_address).toEqual(last);
    // The spec's clients send the token and user id in the body.
    const spec = await t.app.inject({
      method: 'POST',
      url: '/api/set-default-address',
      payload: { token: me.token, user_id: me.user.id, address_id: list[0].id },
    });
    expect(spec.statusCode, spec.body).toBe(200);
    expect(spec.json()[0].id).toBe(list[0].id);
  });

  it('stays put when another address is edited', async () => {
    const before = await defaultOf(me.token);
    const list = (await call('get-addresses', me.token)).json();
    const notDefault = list.find((a: { id: number }) => a.id !== before.default_address_id);
    const edited = await call('edit-address', me.token, {
      ...GARIAHAT,
      address_id: notDefault.id,
      landmark: 'Opposite the park',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()[0].id).toBe(before.default_address_id);
    expect((await defaultOf(me.token)).default_address_id).toBe(before.default_address_id);
  });

  it('cannot be set to another customer’s address, a bad id, or without a login', async () => {
    const theirs = (await call('save-address', other.token, GARIAHAT)).json()[0];
    const mine = await defaultOf(me.token);
    const stranger = await call('set-default-address', me.token, { address_id: theirs.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Address not found');
    const missing = await call('set-default-address', me.token, { address_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Address not found');
    expect((await defaultOf(me.token)).default_address_id).toBe(mine.default_address_id);
    expect((await defaultOf(other.token)).default_address_id).toBe(theirs.id);

    for (const address_id of ['x', '1\u0000', 1e20, -1, 0, null]) {
      expect((await call('set-default-address', me.token, { address_id })).statusCode).toBe(400);
    }
    expect((await call('set-default-address', me.token, {})).statusCode).toBe(400);
    expect((await call('set-default-address', null, { address_id: theirs.id })).statusCode).toBe(401);
    expect(
      (await call('set-default-address', me.token, { address_id: theirs.id, user_id: other.user.id }))
        .statusCode,
    ).toBe(403);
  });
});
