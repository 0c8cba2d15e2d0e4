// The delivery PIN never reaches a partner's stream: the restaurant console's and the captain's stream
// services strip every payload key that mentions a PIN, live and on replay, while the customer's own
// order stream keeps it. The services are called directly with a stand-in for the SSE response, so the
// test sees exactly what each stream would send (no socket timing, and the captain's stream is covered
// too, which no HTTP test sends a PIN through).
import type { StreamEvent } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SseStream } from '../../../src/modules/streams/sse-stream.ts';
import { streamCaptainEvents } from '../../../src/modules/streams/stream-captain-events.ts';
import { streamOrderEvents } from '../../../src/modules/streams/stream-order-events.ts';
import { streamRestaurantEvents } from '../../../src/modules/streams/stream-restaurant-events.ts';
import { signUp } from '../../helpers/accounts.ts';
import { logInStaff } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { makeCaptain, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let customer: { token: string; user: { id: number } };
let staffUserId: number;
let captainUserId: number;
let partnerId: number;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signUp(t.app, '9330009101', 'Ananya Sen');
  const captain = await signUp(t.app, '6330009102', 'Bikash Mondal');
  captainUserId = captain.user.id;
  partnerId = (await makeCaptain(t, captainUserId)).id;
  const { restaurantId } = await dishesOf(t, 'aminia-darbar');
  staffUserId = (await logInStaff(t, restaurantId)).user.id;
});
afterAll(() => t?.close());

/** A stand-in for the SSE response: it keeps what the service sends. */
function sink() {
  const sent: StreamEvent[] = [];
  const listeners: Array<() => void> = [];
  let closed = false;
  const stream: SseStream = {
    send: (event) => {
      sent.push(event);
    },
    ping() {},
    close() {
      if (closed) return;
      closed = true;
      for (const l of listeners.splice(0)) l();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
  return { sent, stream, open: () => stream };
}

/** The customer's, the restaurant's and the captain's streams of one order, from `lastEventId`. */
async function openAll(orderId: number, lastEventId: number | null) {
  const common = { db: t.app.db, events: t.app.events, now: t.app.now, lastEventId, onError: () => {} };
  const [customerStream, restaurantStream, captainStream] = [sink(), sink(), sink()];
  await streamOrderEvents({ ...common, userId: customer.user.id, orderId, open: customerStream.open });
  const { restaurantId } = await dishesOf(t, 'aminia-darbar');
  await streamRestaurantEvents({ ...common, userId: staffUserId, restaurantId, open: restaurantStream.open });
  await streamCaptainEvents({ ...common, userId: captainUserId, open: captainStream.open });
  return {
    customer: customerStream,
    restaurant: restaurantStream,
    captain: captainStream,
    close: () => {
      for (const s of [customerStream, restaurantStream, captainStream]) s.stream.close();
    },
  };
}

/** An order the test captain carries. */
async function carriedOrder() {
  const orderId = await placeCashOrder(t, customer.token);
  const assigned = await recordEvent(t, {
    orderId,
    type: 'assigned',
    statusId: 3,
    actor: 'system',
    set: { deliveryPartnerId: partnerId },
  });
  return { orderId, assigned };
}

const PIN_PAYLOAD = { pin: '4821', delivery_pin: '4821', deliveryPIN: '4821', tries_left: 4 };

const pinEventIn = (sent: StreamEvent[], id: number) => sent.find((e) => e.id === id);

describe('the delivery PIN on the partners’ streams', () => {
  it('is stripped live from the restaurant’s and the captain’s streams, whatever the key’s case, but reaches the customer', async () => {
    const { orderId } = await carriedOrder();
    const streams = await openAll(orderId, null);
    try {
      const id = await recordEvent(t, {
        orderId,
        type: 'pin_failed',
        statusId: null,
        actor: 'captain',
        payload: PIN_PAYLOAD,
      });
      await vi.waitFor(() => {
        for (const s of [streams.customer, streams.restaurant, streams.captain])
          expect(pinEventIn(s.sent, id)).toBeDefined();
      });
      expect(pinEventIn(streams.restaurant.sent, id)).toMatchObject({
        type: 'pin_failed',
        order_id: orderId,
        payload: { tries_left: 4 },
      });
      expect(pinEventIn(streams.restaurant.sent, id)!.payload).toEqual({ tries_left: 4 });
      expect(pinEventIn(streams.captain.sent, id)!.payload).toEqual({ tries_left: 4 });
      expect(pinEventIn(streams.customer.sent, id)!.payload).toEqual(PIN_PAYLOAD);
    } finally {
      streams.close();
    }
  });

  it('is stripped from the events the restaurant’s and the captain’s streams replay after a drop', async () => {
    const { orderId, assigned } = await carriedOrder();
    const id = await recordEvent(t, {
      orderId,
      type: 'pin_failed',
      statusId: null,
      actor: 'captain',
      payload: PIN_PAYLOAD,
    });
    // Back from a drop after 'assigned': the services replay the log before they return.
    const streams = await openAll(orderId, assigned);
    try {
      for (const s of [streams.customer, streams.restaurant, streams.captain])
        expect(s.sent.map((e) => e.id)).toEqual([id]);
      expect(streams.restaurant.sent[0]!.payload).toEqual({ tries_left: 4 });
      expect(streams.captain.sent[0]!.payload).toEqual({ tries_left: 4 });
      expect(streams.customer.sent[0]!.payload).toEqual(PIN_PAYLOAD);
    } finally {
      streams.close();
    }
  });
});
