import { createHash, randomBytes } from 'node:crypto';
import { schema } from '@khabar/db';
import { EMAIL_MAX, loginResponse, NAME_MAX } from '@khabar/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Device,
  freshIp,
  lastCode,
  logIn,
  newDevice,
  sendCode,
  signUp,
  testClock,
  tryCode,
} from '../../helpers/accounts.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const DEMO = '9876543210';
const MIN = 60_000;
const HOUR = 60 * MIN;
let t: TestApp;
const clock = testClock(LUNCH_TIME);
beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());
// Each test starts well clear of the previous one's send and failure windows.
beforeEach(() => clock.advance(25 * HOUR));

const send = (phone: string, who?: Device | string, kind?: 'login' | 'registration') =>
  sendCode(t.app, phone, who, kind);
const check = (phone: string, otp: string, who?: Device | string) => tryCode(t.app, phone, otp, who);

describe('sending a code', () => {
  it('texts a 5-digit code naming the brand, to a registered number', async () => {
    const res = await send(DEMO);
    expect(res.json()).toEqual({ success: true, message: 'OTP sent to your mobile no.' });
    const outbox = (await t.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${DEMO}` })).json().data;
    expect(outbox[0].text).toMatch(/^\d{5} is your Khabar code\. It expires in 5 minutes\./);
  });

  it('stores only a keyed hash of the code', async () => {
    await send(DEMO);
    const code = await lastCode(t.app, DEMO);
    const rows = await t.handle.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.phone, DEMO));
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).not.toBe(createHash('sha256').update(code).digest('hex'));
    }
  });

  it('tells an unknown number to sign up, without sending anything', async () => {
    const res = await send('9000000001');
    expect(res.json()).toEqual({ success: false, message: 'No account with this number. Sign up.' });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=9000000001' })).json().data;
    expect(outbox).toEqual([]);
  });

  it.each(['12345', '5876543210', '98765432101', 'abcdefghij', '98765-4321'])('refuses %j', async (bad) => {
    const res = await send(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Mobile No.!');
  });

  it('sends at most one code a minute and five an hour to a phone', async () => {
    expect((await send(DEMO)).statusCode).toBe(200);
    const again = await send(DEMO);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Please wait a minute before asking for another code.');
    expect(again.json().code).toBe('CODE_ALREADY_SENT');
    for (let i = 0; i < 4; i++) {
      clock.advance(MIN + 1000);
      expect((await send(DEMO)).statusCode).toBe(200);
    }
    clock.advance(MIN + 1000);
    const sixth = await send(DEMO);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many codes asked for this number. Try again in an hour.');
    clock.advance(HOUR);
    expect((await send(DEMO)).statusCode).toBe(200);
  });

  it('a burst of 30 simultaneous sends texts one code to a phone, and 20 from one address', async () => {
    const phoneBurst = await Promise.all(Array.from({ length: 30 }, () => send(DEMO)));
    expect(phoneBurst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const ip = '203.0.113.9';
    const ipBurst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(`91000${String(i).padStart(5, '0')}`, ip, 'registration')),
    );
    expect(ipBurst.filter((r) => r.statusCode === 200)).toHaveLength(20);
  });

  it('keeps the device in an HttpOnly, same-site cookie for a year, and the id it was given', async () => {
    const phone = newDevice();
    const first = await send(DEMO, phone);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(
      /^khabar-device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    clock.advance(2 * MIN);
    const again = await send(DEMO, phone);
    expect(String(again.headers['set-cookie']).split(';')[0]).toBe(cookie.split(';')[0]);
    // The table keeps a keyed hash of the id, never the id.
    const id = cookie.split(';')[0]!.split('=')[1]!;
    const rows = await t.handle.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.phone, DEMO));
    expect(rows.at(-1)?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it.each([
    ['IPv4 /24', (i: number) => `198.19.4.${i + 1}`, '198.19.5.1'],
    ['IPv6 /64', (i: number) => `2001:db8:4:4:${i.toString(16)}::1`, '2001:db8:4:5::1'],
  ])('sends at most 40 codes an hour to new numbers from one %s block', async (_, inBlock, outside) => {
    // Numbers in many ranges, from many addresses of one block (each address has its own 20).
    const number = (i: number) => `${7000 + i}${String(100_000 + i)}`;
    for (let i = 0; i < 40; i++) {
      expect((await send(number(i), inBlock(i % 3), 'registration')).statusCode, `code ${i + 1}`).toBe(200);
    }
    const refused = await send(number(40), inBlock(7), 'registration');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many codes asked from this network. Try again in an hour.',
    ]);
    // Another block, and a login code for an account from this block, are not affected.
    expect((await send(number(41), outside, 'registration')).statusCode).toBe(200);
    expect((await send(DEMO, inBlock(9))).statusCode).toBe(200);
  });

  it('sends at most 20 codes an hour to new numbers in one range of 10,000', async () => {
    const range = (i: number) => `933001${String(1000 + i * 7).padStart(4, '0')}`;
    for (let i = 0; i < 20; i++)
      expect((await send(range(i), freshIp(), 'registration')).statusCode).toBe(200);
    const refused = await send(range(20), freshIp(), 'registration');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many sign-up codes asked for numbers like this one. Try again in an hour.',
    ]);
    expect((await send('9330021234', freshIp(), 'registration')).statusCode).toBe(200);
    clock.advance(HOUR);
    expect((await send(range(20), freshIp(), 'registration')).statusCode).toBe(200);
  });

  it('a burst of 60 sign-up codes from one block sends 40, and of 30 to one range sends 20', async () => {
    const fromBlock = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        send(`${7100 + i}${String(200_000 + i)}`, `198.19.9.${(i % 4) + 1}`, 'registration'),
      ),
    );
    expect(fromBlock.filter((r) => r.statusCode === 200)).toHaveLength(40);
    const toRange = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(`933002${String(1000 + i).padStart(4, '0')}`, freshIp(), 'registration'),
      ),
    );
    expect(toRange.filter((r) => r.statusCode === 200)).toHaveLength(20);
  });

  it("counts an address's 20 codes for devices that never logged in with the number: the owner's phone is apart", async () => {
    const office = '203.0.113.77';
    const owner = newDevice(office);
    await logIn(t.app, DEMO, owner);
    clock.advance(25 * HOUR);
    for (let i = 0; i < 20; i++)
      expect((await send(`90000${10_000 + i * 37}`, newDevice(office))).statusCode).toBe(200);
    const refused = await send('9000010740', newDevice(office));
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many codes asked from this network. Try again in an hour.',
    ]);
    expect((await send(DEMO, owner)).json()).toEqual({
      success: true,
      message: 'OTP sent to your mobile no.',
    });
  });

  it('sends at most 20 codes an hour to one client address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      expect((await send(`90000${String(i).padStart(5, '0')}`, ip, 'registration')).statusCode).toBe(200);
    }
    const res = await send('9000099999', ip, 'registration');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many codes asked from this network. Try again in an hour.');
  });
});

describe('checking a code', () => {
  it('logs in with the right code: a 256-bit token, stored only as a hash', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const res = await check(DEMO, await lastCode(t.app, DEMO), phone);
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.message).toBe('Logged In successfully!');
    expect(body.data).toMatchObject({ phone: DEMO, name: expect.any(String) });
    const token = body.data.auth_token ?? '';
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const sessions = await t.handle.db.select().from(schema.sessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    expect(sessions.some((s) => s.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
  });

  it('accepts a code once only', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const code = await lastCode(t.app, DEMO);
    expect((await check(DEMO, code, phone)).statusCode).toBe(200);
    const again = await check(DEMO, code, phone);
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const code = await lastCode(t.app, DEMO);
    clock.advance(5 * MIN + 1000);
    expect((await check(DEMO, code, phone)).statusCode).toBe(401);
  });

  it('takes the code only from the device that asked for it, wherever that device is', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const code = await lastCode(t.app, DEMO);
    // The right code from another browser, or from no browser at all: there is no code to check there.
    for (const other of [newDevice(phone.ip), { ip: phone.ip, cookie: 'khabar-device=made-up' }]) {
      const res = await check(DEMO, code, other);
      expect([res.statusCode, res.json().message]).toEqual([
        401,
        'Invalid or expired OTP. Ask for a new code.',
      ]);
    }
    // The same phone, moved to another network (Wi-Fi to mobile data), logs in.
    expect((await check(DEMO, code, { ...phone, ip: freshIp() })).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries: even the right code then fails', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const code = await lastCode(t.app, DEMO);
    const wrong = code === '11111' ? '22222' : '11111';
    for (let i = 0; i < 5; i++) expect((await check(DEMO, wrong, phone)).statusCode).toBe(401);
    const res = await check(DEMO, code, phone);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Too many wrong tries for this code. Ask for a new code.');
  });

  it('locks the device that guessed wrong 10 times in a day for an hour, not the number', async () => {
    const guesser = newDevice();
    for (let round = 0; round < 2; round++) {
      clock.advance(2 * MIN);
      await send(DEMO, guesser);
      const code = await lastCode(t.app, DEMO);
      const wrong = code === '11111' ? '22222' : '11111';
      for (let i = 0; i < 5; i++) await check(DEMO, wrong, guesser);
    }
    clock.advance(2 * MIN);
    await send(DEMO, guesser);
    const locked = await check(DEMO, await lastCode(t.app, DEMO), guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes from this device. Try again in an hour.');
    // The owner, on their own phone, logs in meanwhile.
    clock.advance(2 * MIN);
    await logIn(t.app, DEMO);
    clock.advance(HOUR);
    await send(DEMO, guesser);
    expect((await check(DEMO, await lastCode(t.app, DEMO), guesser)).statusCode).toBe(200);
  });

  it('wants a 4- or 5-digit code', async () => {
    for (const otp of ['', '12', 'abcde', '123456']) {
      const res = await check(DEMO, otp);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please Enter a OTP.');
    }
  });

  it('of 100 simultaneous wrong guesses only five are compared, and then the code is dead', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const real = await lastCode(t.app, DEMO);
    const wrong = Array.from({ length: 101 }, (_, i) => String(i * 7).padStart(5, '0'))
      .filter((g) => g !== real)
      .slice(0, 100);
    // The asking device itself, from 100 addresses at once.
    const answers = await Promise.all(
      wrong.map((g, i) => check(DEMO, g, { ...phone, ip: `198.18.0.${i + 1}` })),
    );
    const messages = answers.map((a) => a.json().message);
    expect(messages.filter((m) => m === 'Invalid OTP. Please check the code and try again.')).toHaveLength(5);
    // The other 95 were refused without a look: the code was dead.
    expect(
      messages.filter((m) => m === 'Too many wrong tries for this code. Ask for a new code.'),
    ).toHaveLength(95);
    const late = await check(DEMO, real, phone);
    expect([late.statusCode, late.json().message]).toEqual([
      401,
      'Too many wrong tries for this code. Ask for a new code.',
    ]);
  });

  it("100 simultaneous wrong guesses from other devices take none of the code's tries", async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const real = await lastCode(t.app, DEMO);
    const wrong = Array.from({ length: 101 }, (_, i) => String(i * 7).padStart(5, '0'))
      .filter((g) => g !== real)
      .slice(0, 100);
    // Strangers' browsers, each with a device id of its own.
    const strangers = wrong.map((_, i) => ({
      ip: `198.18.1.${i + 1}`,
      cookie: `khabar-device=${randomBytes(32).toString('base64url')}`,
    }));
    const answers = await Promise.all(wrong.map((g, i) => check(DEMO, g, strangers[i])));
    expect(new Set(answers.map((a) => a.json().message))).toEqual(
      new Set(['Invalid or expired OTP. Ask for a new code.']),
    );
    const [code] = await t.handle.db
      .select()
      .from(schema.otpChallenges)
      .where(eq(schema.otpChallenges.phone, DEMO))
      .orderBy(desc(schema.otpChallenges.id))
      .limit(1);
    expect(code?.attempts).toBe(0);
    expect((await check(DEMO, real, phone)).statusCode).toBe(200);
  });

  it('wrong guesses over fresh codes lock the guessing device, never the owner', async () => {
    let real = '';
    const guesser = newDevice();
    // 4 + 4 + 2 wrong from one device, on its own codes: never five on one code, so only the device's
    // limit (10 a day) can add up.
    for (const tries of [4, 4, 2]) {
      clock.advance(2 * MIN);
      await send(DEMO, guesser);
      real = await lastCode(t.app, DEMO);
      const wrong = ['11111', '22222', '33333', '44444', '55555'].filter((g) => g !== real).slice(0, tries);
      for (const guess of wrong) {
        expect((await check(DEMO, guess, guesser)).json().message).toBe(
          'Invalid OTP. Please check the code and try again.',
        );
      }
    }
    // The last code has tries left and is right: the guessing device is locked even with it...
    const locked = await check(DEMO, real, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes from this device. Try again in an hour.');
    // ...while the owner, on their own phone, asks for a code and logs in.
    clock.advance(2 * MIN);
    expect((await logIn(t.app, DEMO)).token).toBeTruthy();
  });
});

describe('signing up', () => {
  it('sends a registration code only to a new number, then creates the account', async () => {
    expect((await send(DEMO, freshIp(), 'registration')).json()).toEqual({
      success: false,
      message: 'This number already has an account. Log in.',
    });
    const { user, token } = await signUp(t.app, '9123456780', 'Ananya Sen');
    expect(user).toMatchObject({ name: 'Ananya Sen', phone: '9123456780', wallet_balance: '0.00' });
    expect(token.length).toBeGreaterThanOrEqual(43);
  });

  it('needs every detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { phone: '9123456781', name: '', email: 'a@b.in', otp: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter all details.');
  });

  it('refuses a bad or overlong e-mail and an overlong name, with the limits the forms use', async () => {
    const register = (name: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { phone: '9123456781', name, email, otp: '12345' },
      });
    const bad = await register('Ananya', 'not-an-address');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a valid e-mail address.']);
    const longEmail = await register('Ananya', `${'a'.repeat(EMAIL_MAX)}@b.in`);
    expect([longEmail.statusCode, longEmail.json().message]).toEqual([
      400,
      'This email address is too long.',
    ]);
    const longName = await register('a'.repeat(NAME_MAX + 1), 'a@b.in');
    expect([longName.statusCode, longName.json().message]).toEqual([400, 'Name is too long']);
  });

  it('will not register a number twice', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { phone: DEMO, name: 'X', email: 'x@y.in', otp: '12345' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('sessions', () => {
  const info = (token: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/update-user-info',
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });

  it('answers with the wallet balance, and logs out for good', async () => {
    const { token } = await logIn(t.app, DEMO);
    const res = await info(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.wallet_balance).toMatch(/^\d+\.\d{2}$/);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true, message: 'You have successfully logged out!' });
    expect((await info(token)).statusCode).toBe(401);
  });

  it('accepts the token in the body, but not with another user id', async () => {
    const { token, user } = await logIn(t.app, DEMO);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-info',
      payload: { token, user_id: user.id },
    });
    expect(ok.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-info',
      payload: { token, user_id: user.id + 1 },
    });
    expect(other.statusCode).toBe(403);
  });

  it('ends after 30 days unused, and each use keeps it alive', async () => {
    const { token } = await logIn(t.app, DEMO);
    clock.advance(29 * 24 * HOUR);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(29 * 24 * HOUR);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(30 * 24 * HOUR + MIN);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('refuses no token, a made-up token and a malformed header', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/update-user-info' })).statusCode).toBe(401);
    expect((await info('x'.repeat(43))).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-user-info',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the development outbox', () => {
  it('does not exist in production', async () => {
    const prod = await createTestApp({
      handle: t.handle,
      env: {
        NODE_ENV: 'production',
        OTP_SECRET: 'p'.repeat(32),
        WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'k'.repeat(24),
        RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
        VAPID_PUBLIC_KEY:
          'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
        VAPID_PRIVATE_KEY: 'vL9gaSP50SPInG4HWm6iP_e3ZgihBCHjY_B5C34df4M',
        VAPID_SUBJECT: 'mailto:ops@khabar.example',
      },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${DEMO}` });
      expect(res.statusCode).toBe(404);
      // And the device cookie is one only this site, over HTTPS, may set (no SMS gateway here: 503).
      const sent = await prod.app.inject({ method: 'GET', url: `/api/send-login-otp/${DEMO}` });
      expect(String(sent.headers['set-cookie'])).toMatch(
        /^__Host-khabar-device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await prod.close();
    }
  });
});
