// Live streams in tests: a real listening server and a fetch reader (what the web app does), plus a
// stand-in for the lifecycle's writes: one status change with its order_events row, committed, then
// published on the bus, exactly as the services do.
import { schema } from '@khabar/db';
import { createSseParser, type SseFrame, type StreamEvent } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dishesOf, PARK_STREET } from './orders.ts';
import type { TestApp } from './test-app.ts';

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** The JSON body of a refused stream. */
  body: unknown;
  /** The next event (of a type, if given); fails if the stream ends first. */
  next(type?: string): Promise<StreamEvent & { sseId: string | null }>;
  /** Resolves when a comment line (a heartbeat) arrives. */
  nextComment(): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  url: string,
  token: string | null,
  lastEventId?: number | string,
): Promise<TestStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const res = await fetch(url, { headers, signal: abort.signal });
  if (!res.ok || !res.body) {
    return {
      status: res.status,
      headers: res.headers,
      body: await res.json().catch(() => null),
      next: () => Promise.reject(new Error(`stream refused: ${res.status}`)),
      nextComment: () => Promise.reject(new Error('stream refused')),
      ended: Promise.resolve(),
      close: () => abort.abort(),
    };
  }
  const parser = createSseParser();
  const frames: SseFrame[] = [];
  let comments = 0;
  let wake: () => void = () => {};
  let done = false;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        frames.push(...parser.push(value));
        if (parser.takeComment()) comments++;
        wake();
      }
    } catch {}
    done = true;
    wake();
  })();
  const waitFor = async <T>(take: () => T | undefined): Promise<T> => {
    for (;;) {
      const got = take();
      if (got !== undefined) return got;
      if (done) throw new Error('the stream ended');
      await new Promise<void>((r) => {
        wake = r;
      });
    }
  };
  return {
    status: res.status,
    headers: res.headers,
    body: null,
    next: (type) =>
      waitFor(() => {
        const i = frames.findIndex((f) => !type || f.event === type);
        if (i < 0) return undefined;
        const [f] = frames.splice(0, i + 1).slice(-1);
        return { ...(JSON.parse(f!.data) as StreamEvent), sseId: f!.id };
      }),
    nextComment: () =>
      waitFor(() => {
        if (comments === 0) return undefined;
        comments = 0;
        return true;
      }).then(() => {}),
    ended,
    close: () => abort.abort(),
  };
}

/** A status change as the lifecycle services make it: one transaction, then the bus. */
export async function recordEvent(
  t: TestApp,
  input: {
    orderId: number;
    type: string;
    statusId: number | null;
    actor?: 'customer' | 'restaurant' | 'captain' | 'system';
    payload?: Record<string, unknown>;
    set?: Partial<typeof schema.orders.$inferInsert>;
  },
  app: FastifyInstance = t.app,
): Promise<number> {
  const { event, restaurantId, partnerId } = await t.handle.db.transaction(async (tx) => {
    const [o] = await tx
      .update(schema.orders)
      .set({
        ...(input.statusId === null ? {} : { orderstatusId: input.statusId }),
        ...input.set,
        updatedAt: new Date(),
      })
      .where(eq(schema.orders.id, input.orderId))
      .returning({ restaurantId: schema.orders.restaurantId, partnerId: schema.orders.deliveryPartnerId });
    const [e] = await tx
      .insert(schema.orderEvents)
      .values({
        orderId: input.orderId,
        type: input.type,
        actorType: input.actor ?? 'restaurant',
        statusId: input.statusId,
        payload: input.payload ?? {},
        createdAt: app.now(),
      })
      .returning();
    return { event: e!, restaurantId: o!.restaurantId, partnerId: o!.partnerId };
  });
  const message = {
    eventId: event.id,
    type: event.type,
    orderId: event.orderId,
    statusId: event.statusId,
    payload: event.payload as Record<string, unknown>,
    at: event.createdAt.toISOString(),
  };
  await app.events.publish(`order:${input.orderId}`, message);
  await app.events.publish(`restaurant:${restaurantId}`, message);
  if (partnerId !== null) await app.events.publish(`captain:${partnerId}`, message);
  return event.id;
}

/** A captain account: a delivery_partners row bound to a signed-up user. */
export async function makeCaptain(t: TestApp, userId: number, at?: { lat: number; lng: number }) {
  const [p] = await t.handle.db
    .insert(schema.deliveryPartners)
    .values({
      userId,
      name: 'Bikash Mondal',
      phone: '6000009999',
      vehicleNumber: 'WB 02 AB 1234',
      isOnDuty: true,
      latitude: at?.lat ?? null,
      longitude: at?.lng ?? null,
      accuracyM: at ? 8 : null,
      // Reported just now, on the app's clock (tracking counts the ride from when it was reported).
      positionAt: at ? t.app.now() : null,
    })
    .returning();
  return p!;
}

/** Places a cash order at Aminia Darbar for Park Street through the API; returns its id. */
export async function placeCashOrder(t: TestApp, token: string, deliveryType: 1 | 2 = 1): Promise<number> {
  const { dishes } = await dishesOf(t, 'aminia-darbar');
  const dish = dishes.find((d) => d.pricePaise >= 15000)!;
  const cart = {
    order: [{ id: dish.id, quantity: 1 }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: deliveryType,
    location: PARK_STREET,
  };
  const headers = { authorization: `Bearer ${token}` };
  const quote = await t.app.inject({ method: 'POST', url: '/api/cart-quote', headers, payload: cart });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers,
    payload: { ...cart, total: quote.json().data.bill.total, method: 'COD' },
  });
  if (placed.statusCode !== 201) throw new Error(`could not place an order: ${placed.body}`);
  return placed.json().data.id as number;
}
