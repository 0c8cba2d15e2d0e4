// What a stranger can do with someone else's number, and what an SMS outage or flood costs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../../src/adapters/sms/sms-provider.ts';
import { freshIp, lastCode, sendCode, testClock, tryCode } from '../../helpers/accounts.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const DEMO = '9876543210';
const MIN = 60_000;
const HOUR = 60 * MIN;
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
  t = await createTestApp({ now: clock.now, env: { TRUST_PROXY: 'true', SMS_HOURLY_CAP: '12' }, sms });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock.advance(25 * HOUR);
  down = false;
});

const send = (phone: string, ip?: string) => sendCode(t.app, phone, ip);
const check = (phone: string, otp: string, ip?: string) => tryCode(t.app, phone, otp, ip);

describe('guessing at a number', () => {
  it('with no code outstanding counts for nothing: the owner logs in after 30 wrong guesses', async () => {
    const stranger = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await check(DEMO, String(10_000 + i), stranger);
      expect([res.statusCode, res.json().message]).toEqual([
        401,
        'Invalid or expired OTP. Ask for a new code.',
      ]);
    }
    const owner = freshIp();
    expect((await send(DEMO, owner)).statusCode).toBe(200);
    expect((await check(DEMO, await lastCode(t.app, DEMO), owner)).statusCode).toBe(200);
  });

  it('a fresh code starts fresh: a code killed by a stranger does not stop the next one', async () => {
    const stranger = freshIp();
    await send(DEMO);
    const first = await lastCode(t.app, DEMO);
    const wrong = first === '11111' ? '22222' : '11111';
    for (let i = 0; i < 5; i++) await check(DEMO, wrong, stranger);
    expect((await check(DEMO, first)).json().message).toBe(
      'Too many wrong tries for this code. Ask for a new code.',
    );
    clock.advance(MIN + 1000);
    await send(DEMO);
    expect((await check(DEMO, await lastCode(t.app, DEMO))).statusCode).toBe(200);
  });

  it('is bounded per number per day, whoever asks for the codes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      clock.advance(13 * MIN); // within the per-minute and per-hour limits: only the daily one bites
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
    down = true;
    const failed = await send(DEMO);
    expect([failed.statusCode, failed.json().message]).toEqual([
      503,
      'The code could not be sent just now. Please try again in a moment.',
    ]);
    down = false;
    const again = await send(DEMO);
    expect([again.statusCode, again.json().message]).toEqual([200, 'OTP sent to your mobile no.']);
    expect((await check(DEMO, await lastCode(t.app, DEMO))).statusCode).toBe(200);
  });

  it('texts at most SMS_HOURLY_CAP codes an hour, all numbers together', async () => {
    // Seeded reviewers: 9000010000, 9000010037, ... (accounts exist, so each send texts a code).
    const reviewers = Array.from({ length: 12 }, (_, i) => `90000${10_000 + i * 37}`);
    for (const phone of reviewers) expect((await send(phone)).statusCode).toBe(200);
    const res = await send(DEMO);
    expect([res.statusCode, res.json().message]).toEqual([
      503,
      'We are sending too many codes right now. Please try again in a few minutes.',
    ]);
    clock.advance(HOUR + MIN);
    expect((await send(DEMO)).statusCode).toBe(200);
  });
});
