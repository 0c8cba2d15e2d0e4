import { createHash } from 'node:crypto';
import { schema } from '@khabar/db';
import { EMAIL_MAX, loginResponse, NAME_MAX } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshIp, lastCode, logIn, sendCode, signUp, testClock, tryCode } from '../../helpers/accounts.ts';
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

const send = (phone: string, ip?: string, kind?: 'login' | 'registration') =>
  sendCode(t.app, phone, ip, kind);
const check = (phone: string, otp: string, ip?: string) => tryCode(t.app, phone, otp, ip);

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
    await send(DEMO);
    const res = await check(DEMO, await lastCode(t.app, DEMO));
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
    await send(DEMO);
    const code = await lastCode(t.app, DEMO);
    expect((await check(DEMO, code)).statusCode).toBe(200);
    const again = await check(DEMO, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().success).toBe(false);
  });

  it('refuses a code after 5 minutes', async () => {
    await send(DEMO);
    const code = await lastCode(t.app, DEMO);
    clock.advance(5 * MIN + 1000);
    expect((await check(DEMO, code)).statusCode).toBe(401);
  });

  it('kills a code after 5 wrong tries: even the right code then fails', async () => {
    await send(DEMO);
    const code = await lastCode(t.app, DEMO);
    const wrong = code === '11111' ? '22222' : '11111';
    for (let i = 0; i < 5; i++) expect((await check(DEMO, wrong)).statusCode).toBe(401);
    const res = await check(DEMO, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Too many wrong tries for this code. Ask for a new code.');
  });

  it('locks the client that guessed wrong 10 times in a day for an hour, not the number', async () => {
    const guesser = freshIp();
    for (let round = 0; round < 2; round++) {
      clock.advance(2 * MIN);
      await send(DEMO);
      const code = await lastCode(t.app, DEMO);
      const wrong = code === '11111' ? '22222' : '11111';
      for (let i = 0; i < 5; i++) await check(DEMO, wrong, guesser);
    }
    clock.advance(2 * MIN);
    await send(DEMO);
    const code = await lastCode(t.app, DEMO);
    const locked = await check(DEMO, code, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes from this device. Try again in an hour.');
    // The owner, on their own network, logs in with the same code.
    expect((await check(DEMO, code)).statusCode).toBe(200);
    clock.advance(HOUR);
    await send(DEMO);
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
    await send(DEMO);
    const real = await lastCode(t.app, DEMO);
    const wrong = Array.from({ length: 101 }, (_, i) => String(i * 7).padStart(5, '0'))
      .filter((g) => g !== real)
      .slice(0, 100);
    const answers = await Promise.all(wrong.map((g, i) => check(DEMO, g, `198.18.0.${i + 1}`)));
    const messages = answers.map((a) => a.json().message);
    expect(messages.filter((m) => m === 'Invalid OTP. Please check the code and try again.')).toHaveLength(5);
    // The other 95 were refused without a look: the code was dead, or the phone already locked.
    const refused = new Set([
      'Too many wrong tries for this code. Ask for a new code.',
      'Too many wrong codes from this device. Try again in an hour.',
    ]);
    expect(messages.filter((m) => refused.has(m))).toHaveLength(95);
    const late = await check(DEMO, real);
    expect(late.statusCode).not.toBe(200);
    expect(refused.has(late.json().message)).toBe(true);
  });

  // An attacker with many addresses gets no more tries: each limit counts per code and per phone, and
  // each burst below isolates one limit (the other is out of reach), with the right code guessed last.
  it('guesses from many addresses count against the code: the right one after five wrong fails', async () => {
    await send(DEMO);
    const real = await lastCode(t.app, DEMO);
    const wrong = ['00000', '11111', '22222', '33333', '44444', '55555', '66666'].filter((g) => g !== real);
    for (const [i, guess] of wrong.slice(0, 6).entries()) await check(DEMO, guess, `198.51.100.${i + 1}`);
    // 6 failures so far: under the phone's 10, so only the code's own limit can refuse this.
    const res = await check(DEMO, real, '198.51.100.99');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Too many wrong tries for this code. Ask for a new code.');
  });

  it('wrong guesses over fresh codes lock the guessing address, never the owner', async () => {
    let real = '';
    const guesser = '198.51.101.7';
    // 4 + 4 + 2 wrong from one address: never five on one code, so only the client's limit (10 a day)
    // can add up.
    for (const tries of [4, 4, 2]) {
      clock.advance(2 * MIN);
      await send(DEMO, '198.51.101.1');
      real = await lastCode(t.app, DEMO);
      const wrong = ['11111', '22222', '33333', '44444', '55555'].filter((g) => g !== real).slice(0, tries);
      for (const guess of wrong) {
        expect((await check(DEMO, guess, guesser)).json().message).toBe(
          'Invalid OTP. Please check the code and try again.',
        );
      }
    }
    // The last code has tries left and is right: the guessing address is locked even with it...
    const locked = await check(DEMO, real, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes from this device. Try again in an hour.');
    // ...while the owner, on their own network, still logs in with it.
    expect((await check(DEMO, real, '203.0.113.50')).statusCode).toBe(200);
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
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'k'.repeat(24),
        RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
      },
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${DEMO}` });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
