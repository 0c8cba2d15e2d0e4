// What a stranger can do with someone else's number, and what an SMS outage or flood costs (issues 4
// and 24, decision 025).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../../src/adapters/sms/sms-provider.ts';
import {
  type Device,
  freshIp,
  lastCode,
  logIn,
  newDevice,
  sendCode,
  testClock,
  tryCode,
} from '../../helpers/accounts.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const DEMO = '9876543210';
const STAFF = '7000000001';
const CAPTAIN = '6000000001';
/** The 32 seeded reviewers: 9000010000, 9000010037, ... (accounts, so each send texts a code). */
const reviewer = (i: number) => `90000${10_000 + i * 37}`;
const MIN = 60_000;
const HOUR = 60 * MIN;
/** SMS_HOURLY_CAP here: new numbers may use 10 of it, accounts on a new device 16, known devices all 20. */
const CAP = 20;
const clock = testClock(LUNCH_TIME);
let t: TestApp;
// The console outbox behind a switch: with `down` set the gateway refuses, as a real one does in an outage.
let down = false;
const outbox: Array<{ phone: string; text: string; sentAt: string }> = [];
const sms: SmsProvider = {
  kind: 'console',
  async send(phone, text) {
    if (down) throw new Error('SMS gateway answered 503');
    outbox.unshift({ phone, text, sentAt: clock.now().toISOString() });
  },
  outbox: (phone) => outbox.filter((m) => m.phone === phone),
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { TRUST_PROXY: 'true', SMS_HOURLY_CAP: String(CAP) }, sms });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock.advance(25 * HOUR);
  down = false;
});

const send = (phone: string, who?: Device | string, kind?: 'login' | 'registration') =>
  sendCode(t.app, phone, who, kind);
const check = (phone: string, otp: string, who?: Device | string) => tryCode(t.app, phone, otp, who);
const wrongFor = (code: string) => (code === '11111' ? '22222' : '11111');
const busy = [503, 'We are sending too many codes right now. Please try again in a few minutes.'];
const answer = async (res: ReturnType<typeof send>) => {
  const r = await res;
  return [r.statusCode, r.json().message];
};

describe('guessing at a number', () => {
  it('with no code outstanding counts for nothing: the owner logs in after 30 wrong guesses', async () => {
    const stranger = newDevice();
    for (let i = 0; i < 30; i++) {
      const res = await check(DEMO, String(10_000 + i), stranger);
      expect([res.statusCode, res.json().message]).toEqual([
        401,
        'Invalid or expired OTP. Ask for a new code.',
      ]);
    }
    expect((await logIn(t.app, DEMO)).token).toBeTruthy();
  });

  it("strangers' wrong guesses from other devices never touch the owner's code", async () => {
    // One stranger asked for a code of their own a minute before the owner did.
    const first = newDevice();
    await send(DEMO, first);
    clock.advance(MIN + 1000);
    const owner = newDevice();
    await send(DEMO, owner);
    const code = await lastCode(t.app, DEMO);
    // Five strangers on five networks, five wrong guesses each.
    for (const stranger of [first, newDevice(), newDevice(), newDevice(), newDevice()]) {
      for (let i = 0; i < 5; i++) expect((await check(DEMO, wrongFor(code), stranger)).statusCode).toBe(401);
    }
    expect((await check(DEMO, code, owner)).statusCode).toBe(200);
  });

  it("the issue's attack: five strangers ask and guess, and the owner's phone still gets and uses a code", async () => {
    // The owner's phone logged in last week: it is one of the number's own devices.
    const owner = newDevice();
    await logIn(t.app, DEMO, owner);
    clock.advance(7 * 24 * HOUR);
    // From 5 addresses a minute apart: ask for a code, send 5 wrong guesses.
    for (let s = 0; s < 5; s++) {
      clock.advance(MIN + 1000);
      const stranger = newDevice();
      expect((await send(DEMO, stranger)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++) await check(DEMO, '11111', stranger);
    }
    // Strangers have spent what strangers may: the next one is told to wait an hour...
    clock.advance(MIN + 1000);
    expect(await answer(send(DEMO, newDevice()))).toEqual([
      429,
      'Too many codes asked for this number. Try again in an hour.',
    ]);
    // ...while the owner asks for a code at once and logs in with it.
    expect(await answer(send(DEMO, owner))).toEqual([200, 'OTP sent to your mobile no.']);
    expect((await check(DEMO, await lastCode(t.app, DEMO), owner)).statusCode).toBe(200);
  });

  it("strangers' ten sends a day leave the owner's phone its own ten", async () => {
    const owner = newDevice();
    await logIn(t.app, DEMO, owner);
    clock.advance(25 * HOUR);
    for (let s = 0; s < 10; s++) {
      clock.advance(13 * MIN); // within the per-minute and per-hour limits: only the daily one bites
      expect((await send(DEMO, newDevice())).statusCode).toBe(200);
    }
    clock.advance(13 * MIN);
    expect((await send(DEMO, newDevice())).json().message).toBe(
      'Too many codes asked for this number today. Try again tomorrow.',
    );
    for (let s = 0; s < 4; s++) {
      clock.advance(13 * MIN);
      expect((await send(DEMO, owner)).statusCode).toBe(200);
    }
    expect((await check(DEMO, await lastCode(t.app, DEMO), owner)).statusCode).toBe(200);
  });

  it("a device is its number's own for 180 days after its last login with it", async () => {
    const owner = newDevice();
    await logIn(t.app, DEMO, owner);
    clock.advance(181 * 24 * HOUR);
    // Strangers spend the hour's count of the number's other devices; the old device is one of them now.
    for (let s = 0; s < 5; s++) {
      clock.advance(MIN + 1000);
      await send(DEMO, newDevice());
    }
    expect((await send(DEMO, owner)).statusCode).toBe(429);
  });

  it('a code killed by its own wrong tries does not stop the next one', async () => {
    const phone = newDevice();
    await send(DEMO, phone);
    const first = await lastCode(t.app, DEMO);
    for (let i = 0; i < 5; i++) await check(DEMO, wrongFor(first), phone);
    expect((await check(DEMO, first, phone)).json().message).toBe(
      'Too many wrong tries for this code. Ask for a new code.',
    );
    clock.advance(MIN + 1000);
    await send(DEMO, phone);
    expect((await check(DEMO, await lastCode(t.app, DEMO), phone)).statusCode).toBe(200);
  });

  it('is bounded per number per day for all devices that never logged in with it', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(13 * MIN);
      answers.push((await send('9000010037')).statusCode);
    }
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    const refused = await send('9000010037');
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many codes asked for this number today. Try again tomorrow.',
    ]);
  });
});

describe('the SMS gateway', () => {
  it('failing costs the customer nothing: the next try, at once, sends', async () => {
    const phone = newDevice();
    down = true;
    const failed = await send(DEMO, phone);
    expect([failed.statusCode, failed.json().message]).toEqual([
      503,
      'The code could not be sent just now. Please try again in a moment.',
    ]);
    down = false;
    const again = await send(DEMO, phone);
    expect([again.statusCode, again.json().message]).toEqual([200, 'OTP sent to your mobile no.']);
    expect((await check(DEMO, await lastCode(t.app, DEMO), phone)).statusCode).toBe(200);
  });
});

describe('the hourly SMS cap, spent by priority', () => {
  /** Sign-up codes to distinct new numbers, each from its own /24, until one is refused (at most 40). */
  async function floodNewNumbers(): Promise<number> {
    for (let i = 0; i < 2 * CAP; i++) {
      // Numbers in ranges of their own, so only the cap's share can stop them.
      const res = await send(`7${100 + i}${String(i).padStart(6, '0')}`, freshIp(), 'registration');
      if (res.statusCode !== 200) {
        expect([res.statusCode, res.json().message]).toEqual(busy);
        return i;
      }
    }
    return 2 * CAP;
  }

  it('new numbers use up only their share: a customer, a staff member and a captain still get codes', async () => {
    expect(await floodNewNumbers()).toBe(CAP / 2);
    for (const phone of [DEMO, STAFF, CAPTAIN]) {
      const device = newDevice();
      expect(await answer(send(phone, device)), phone).toEqual([200, 'OTP sent to your mobile no.']);
      expect((await check(phone, await lastCode(t.app, phone), device)).statusCode, phone).toBe(200);
    }
    // An hour on, sign-ups work again.
    clock.advance(HOUR + MIN);
    expect((await send('7200000001', freshIp(), 'registration')).statusCode).toBe(200);
  });

  it("keeps the last fifth for devices that have logged in before: a flood of accounts' codes cannot spend it", async () => {
    const owner = newDevice();
    await logIn(t.app, DEMO, owner);
    // Codes to many accounts from devices that never logged in with them: they stop at 16 of 20.
    let sent = 1;
    for (let i = 0; sent < CAP && i < 32; i++) {
      const res = await send(reviewer(i), newDevice());
      if (res.statusCode !== 200) {
        expect([res.statusCode, res.json().message]).toEqual(busy);
        break;
      }
      sent++;
    }
    expect(sent).toBe(CAP * 0.8);
    expect(await answer(send(STAFF, newDevice()))).toEqual(busy);
    expect(await answer(send('7300000001', freshIp(), 'registration'))).toEqual(busy);
    // The owner's phone, which logged in before, is served from the reserve.
    clock.advance(2 * MIN);
    expect(await answer(send(DEMO, owner))).toEqual([200, 'OTP sent to your mobile no.']);
    expect((await check(DEMO, await lastCode(t.app, DEMO), owner)).statusCode).toBe(200);
  });

  it('warns the operator when a share is nearly used, with counters on /api/health', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().sms;
    expect(before).toMatchObject({ cap: CAP });
    await floodNewNumbers();
    const after = (await t.app.inject({ method: 'GET', url: '/api/health' })).json().sms;
    expect(after).toMatchObject({
      cap: CAP,
      near_cap: true,
      last_hour: { sent: CAP / 2, new_numbers: CAP / 2, at: clock.now().toISOString() },
    });
    expect(after.near_cap_warnings).toBeGreaterThan(before.near_cap_warnings);
    expect(after.refused.newNumber).toBe(before.refused.newNumber + 1);
  });
});
