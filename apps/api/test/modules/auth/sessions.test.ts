// A session lasts SESSION_TTL_DAYS (30) from its last use, not from the login: each use more than a
// minute after the last one moves the expiry on, and one used within the minute writes nothing.
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, testClock } from '../../helpers/accounts.ts';
import { post } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const clock = testClock(LUNCH_TIME);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const ordersWith = async (token: string) => (await post(t, 'get-orders', token)).statusCode;
async function sessionOf(userId: number) {
  const [row] = await t.handle.db.select().from(schema.sessions).where(eq(schema.sessions.userId, userId));
  return row!;
}

describe('a session', () => {
  it('is moved on by each use a minute or more after the last, and ends 30 days after the last use', async () => {
    const start = clock.now().getTime();
    const me = await signUp(t.app, '9333000001', 'Tania Sen');
    const first = await sessionOf(me.user.id);
    expect(first.expiresAt.getTime()).toBe(start + 30 * DAY);

    // Within the minute: answered, nothing written.
    clock.advance(MINUTE - 1);
    expect(await ordersWith(me.token)).toBe(200);
    expect((await sessionOf(me.user.id)).lastUsedAt.getTime()).toBe(first.lastUsedAt.getTime());

    // A minute on: the use is recorded and the 30 days start again.
    clock.advance(1);
    expect(await ordersWith(me.token)).toBe(200);
    const touched = await sessionOf(me.user.id);
    expect(touched.lastUsedAt.getTime()).toBe(start + MINUTE);
    expect(touched.expiresAt.getTime()).toBe(start + MINUTE + 30 * DAY);

    // Used again on day 29, so still good on day 31; then 30 idle days end it.
    clock.advance(29 * DAY);
    expect(await ordersWith(me.token)).toBe(200);
    clock.advance(2 * DAY);
    expect(await ordersWith(me.token)).toBe(200);
    clock.advance(30 * DAY);
    expect(await ordersWith(me.token)).toBe(401);
  });

  it('once ended (logout) is refused and never moved on again, however long since its last use', async () => {
    const me = await signUp(t.app, '9333000002', 'Ishan Roy');
    clock.advance(MINUTE);
    expect((await post(t, 'logout', me.token)).statusCode).toBe(200);
    const ended = await sessionOf(me.user.id);
    expect(ended.revokedAt).not.toBeNull();
    clock.advance(2 * MINUTE);
    expect(await ordersWith(me.token)).toBe(401);
    const after = await sessionOf(me.user.id);
    expect(after.lastUsedAt.getTime()).toBe(ended.lastUsedAt.getTime());
    expect(after.expiresAt.getTime()).toBe(ended.expiresAt.getTime());
  });

  it('used by many calls at once a minute on answers every one and moves on once', async () => {
    const me = await signUp(t.app, '9333000003', 'Mitali Das');
    clock.advance(MINUTE);
    const codes = await Promise.all(Array.from({ length: 40 }, () => ordersWith(me.token)));
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await sessionOf(me.user.id)).lastUsedAt.getTime()).toBe(clock.now().getTime());
  });
});
