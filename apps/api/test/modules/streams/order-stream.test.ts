// GET /api/orders/:orderId/events: the customer's live stream of one order, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../../src/modules/streams/sse-stream.ts';
import { signUp } from '../../helpers/accounts.ts';
import { listen, makeCaptain, openStream, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let base: string;
let me: { token: string; user: { id: number } };
let other: { token: string; user: { id: number } };
let orderId: number;
const streams: Array<{ close(): void }> = [];
const track = <T extends { close(): void }>(s: T) => {
  streams.push(s);
  return s;
};

beforeAll(async () => {
  t = await createTestApp({ env: { STREAM_HEARTBEAT_SECONDS: '1' } });
  base = await listen(t.app);
  me = await signUp(t.app, '9330000041', 'Ananya Sen');
  other = await signUp(t.app, '9330000042', 'Rohan Das');
  orderId = await placeCashOrder(t, me.token);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
});

const url = (id: number | string = orderId) => `${base}/api/orders/${id}/events`;

describe('who may open an order stream', () => {
  it('answers another customer, a missing order and a guest exactly as the order details do', async () => {
    const theirs = await openStream(url(), other.token);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ success: false, message: 'Order not found' });
    const missing = await openStream(url(999_999), me.token);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(theirs.body);
    expect((await openStream(url(), null)).status).toBe(401);
  });

  it('refuses bad ids and a bad Last-Event-ID with a 400, never a 500', async () => {
    for (const bad of ['abc', '0', '-3', '99999999999999', '%00']) {
      expect((await openStream(url(bad), me.token)).status, bad).toBe(400);
    }
    expect((await openStream(url(), me.token, 'zero')).status).toBe(400);
    expect((await openStream(url(), me.token, '1'.repeat(40))).status).toBe(400);
  });
});

describe('the owner’s stream', () => {
  it('is an event stream no proxy buffers or caches', async () => {
    const s = track(await openStream(url(), me.token));
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toContain('no-cache');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect(s.headers.get('content-encoding')).toBeNull();
    s.close();
  });

  it('carries each status change as it is committed, with its order_events id', async () => {
    const s = track(await openStream(url(), me.token));
    await s.nextComment();
    const id = await recordEvent(t, {
      orderId,
      type: 'accepted',
      statusId: 2,
      payload: { preparation_min: 20 },
    });
    const e = await s.next();
    expect(e).toMatchObject({ id, type: 'accepted', order_id: orderId, status_id: 2 });
    expect(e.payload).toEqual({ preparation_min: 20 });
    expect(e.sseId).toBe(String(id));
    s.close();
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, then goes on live, each once', async () => {
    const first = await recordEvent(t, { orderId, type: 'ready', statusId: 2 });
    const missed1 = await recordEvent(t, { orderId, type: 'offered', statusId: null, actor: 'system' });
    const missed2 = await recordEvent(t, { orderId, type: 'pin_failed', statusId: null, actor: 'captain' });
    const s = track(await openStream(url(), me.token, first));
    expect((await s.next()).id).toBe(missed1);
    expect((await s.next()).id).toBe(missed2);
    const live = await recordEvent(t, { orderId, type: 'refunded', statusId: null, actor: 'system' });
    expect((await s.next()).id).toBe(live);
    s.close();
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const s = track(await openStream(url(), me.token));
    await s.nextComment(); // the opening comment
    await s.nextComment(); // a heartbeat (every second in this test; at most 25 s by configuration)
    s.close();
  });

  it('keeps every open stream alive, each with its heartbeat, however many are open', async () => {
    const first = track(await openStream(url(), me.token));
    await first.nextComment(); // the opening comment
    await first.nextComment(); // a heartbeat: the one timer has ticked at least once
    const later = [track(await openStream(url(), me.token)), track(await openStream(url(), me.token))];
    for (const s of later) await s.nextComment(); // the opening comment
    for (const s of [first, ...later]) await s.nextComment(); // the next heartbeat reaches each
    for (const s of [first, ...later]) s.close();
  });

  it('sends rider positions live only, and the latest one on connecting while a rider has the order', async () => {
    const rider = await signUp(t.app, '6330000043', 'Bikash Mondal');
    const captain = await makeCaptain(t, rider.user.id, { lat: 22.5601, lng: 88.3512 });
    await recordEvent(t, {
      orderId,
      type: 'assigned',
      statusId: 3,
      actor: 'captain',
      set: { deliveryPartnerId: captain.id },
    });
    const s = track(await openStream(url(), me.token));
    const greeting = await s.next('position');
    expect(greeting).toMatchObject({ id: null, type: 'position', order_id: orderId });
    expect(greeting.payload).toMatchObject({ latitude: 22.5601, longitude: 88.3512, accuracy_m: 8 });
    expect(greeting.sseId).toBeNull();

    await t.app.events.publish(`order:${orderId}`, {
      eventId: null,
      type: 'position',
      orderId,
      statusId: null,
      payload: { latitude: 22.558, longitude: 88.352, accuracy_m: 5 },
      at: new Date().toISOString(),
    });
    expect((await s.next('position')).payload).toMatchObject({ latitude: 22.558 });
    s.close();
  });

  it('lets one account hold a few tabs’ worth of streams, and refuses a flood with a 429', async () => {
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) held.push(track(await openStream(url(), me.token)));
    expect(held.every((s) => s.status === 200)).toBe(true);
    const refused = await openStream(url(), me.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    for (const s of held) s.close();
    // Closed streams free their places.
    await expect.poll(() => t.app.openStreams.countOf(me.user.id)).toBe(0);
    const again = track(await openStream(url(), me.token));
    expect(again.status).toBe(200);
    again.close();
  });

  it('takes the per-account cap from STREAMS_PER_ACCOUNT (the bench raises it; 30 by default)', async () => {
    const own = await createTestApp({ env: { STREAMS_PER_ACCOUNT: '2' } });
    try {
      const ownBase = await listen(own.app);
      const customer = await signUp(own.app, '9330000045', 'Mitali Ghosh');
      const id = await placeCashOrder(own, customer.token);
      const held = [
        await openStream(`${ownBase}/api/orders/${id}/events`, customer.token),
        await openStream(`${ownBase}/api/orders/${id}/events`, customer.token),
      ];
      expect(held.map((h) => h.status)).toEqual([200, 200]);
      expect((await openStream(`${ownBase}/api/orders/${id}/events`, customer.token)).status).toBe(429);
      for (const h of held) h.close();
    } finally {
      await own.close();
    }
  });

  it('ends when the server closes, so a shutdown never waits on it', async () => {
    const own = await createTestApp();
    const ownBase = await listen(own.app);
    const customer = await signUp(own.app, '9330000044', 'Ira Roy');
    const id = await placeCashOrder(own, customer.token);
    const s = await openStream(`${ownBase}/api/orders/${id}/events`, customer.token);
    await s.nextComment();
    expect(own.app.openStreams.size).toBe(1);
    // Without ending the streams first, close() would wait for this connection for ever.
    await own.close();
    await s.ended;
    expect(own.app.openStreams.size).toBe(0);
  });
});
