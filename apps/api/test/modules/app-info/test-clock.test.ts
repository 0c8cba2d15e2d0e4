// POST /api/dev/clock: on a test clock (CLOCK_START) the tests move the time forward instead of waiting
// for it; without one (and so always in production, where CLOCK_START is refused) there is no such route.
// POST /api/dev/autopilot, on a test clock too, switches the demo autopilot for the browser tests.
import { devAutopilotResponse, devClockResponse } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, orderRow, placeOrder } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const advance = (t: TestApp, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: payload as object });

describe('POST /api/dev/clock on a test clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CLOCK_START: LUNCH_TIME.toISOString() } });
  });
  afterAll(() => t?.close());

  it("moves the app's clock forward and answers the new time; the Date header and the app follow", async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.headers.date).toBe('Thu, 19 Nov 2026 07:30:00 GMT');

    const res = await advance(t, { advance_seconds: 115 });
    expect(res.statusCode).toBe(200);
    expect(devClockResponse.parse(res.json())).toEqual({
      success: true,
      data: { now: '2026-11-19T07:31:55.000Z' },
    });
    expect(res.headers.date).toBe('Thu, 19 Nov 2026 07:31:55 GMT');
    const after = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.headers.date).toBe('Thu, 19 Nov 2026 07:31:55 GMT');
    expect(t.app.now().toISOString()).toBe('2026-11-19T07:31:55.000Z');

    // Advances add up, up to a day at a time.
    const more = await advance(t, { advance_seconds: 86_400 });
    expect(more.json().data.now).toBe('2026-11-20T07:31:55.000Z');
  });

  it.each([
    ['zero', { advance_seconds: 0 }],
    ['backwards', { advance_seconds: -60 }],
    ['more than a day', { advance_seconds: 86_401 }],
    ['a fraction', { advance_seconds: 1.5 }],
    ['a string', { advance_seconds: '60' }],
    ['nothing', {}],
  ])('refuses %s with 400 and leaves the clock where it was', async (_what, payload) => {
    const at = t.app.now().toISOString();
    const res = await advance(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(t.app.now().toISOString()).toBe(at);
  });
});

describe('POST /api/dev/clock without a test clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is not there: 404, and the time does not move', async () => {
    const res = await advance(t, { advance_seconds: 60 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.headers.date).toBe('Thu, 19 Nov 2026 07:30:00 GMT');
    expect(t.app.now()).toEqual(LUNCH_TIME);
  });
});

describe('POST /api/dev/autopilot on a test clock', () => {
  let t: TestApp;
  const switchTo = (on: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/dev/autopilot', payload: { on } as object });
  const later = async (seconds: number) => {
    await advance(t, { advance_seconds: seconds });
    await t.app.jobs.runDue();
  };
  beforeAll(async () => {
    t = await createTestApp({ env: { CLOCK_START: LUNCH_TIME.toISOString() } });
  });
  afterAll(() => t?.close());

  it('turns the demo autopilot on for this process, and off again: its steps still queued then do nothing', async () => {
    const customer = await newCustomer(t, '9330008001', 500_000);
    const on = await switchTo(true);
    expect(devAutopilotResponse.parse(on.json())).toEqual({ success: true, data: { on: true } });
    const played = await placeOrder(t, customer, { method: 'WALLET' });
    await later(20);
    expect((await orderRow(t, played.id)).orderstatusId).toBe(2);

    const left = await placeOrder(t, customer, { method: 'WALLET' });
    expect((await switchTo(false)).json()).toEqual({ success: true, data: { on: false } });
    await later(20);
    expect((await orderRow(t, left.id)).orderstatusId).toBe(1);
  });

  it.each([
    ['a string', 'yes'],
    ['nothing', undefined],
  ])('refuses %s with 400', async (_what, on) => {
    const res = await switchTo(on);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('is not there without a test clock', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/dev/autopilot',
        payload: { on: true },
      });
      expect(res.statusCode).toBe(404);
      expect(plain.app.config.lifecycle.autopilot).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
