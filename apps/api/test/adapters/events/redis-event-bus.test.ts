// The Redis bus against a real Redis (REDIS_URL; CI starts one). Each test run uses its own channel
// prefix, so parallel runs and other users of the same Redis never hear each other.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';

const url = process.env.REDIS_URL;
const prefix = `khabar-test-${randomBytes(4).toString('hex')}:`;
const buses: EventBus[] = [];
const bus = () => {
  const b = createRedisEventBus({ url: url!, prefix });
  buses.push(b);
  return b;
};
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

const message = (type: string, eventId: number | null = null): BusMessage => ({
  eventId,
  type,
  orderId: 7,
  statusId: 2,
  payload: { n: 1 },
  at: new Date().toISOString(),
});

/** Resolves with the messages once `count` have arrived (the test's timeout bounds the wait). */
function collect(b: EventBus, channel: 'order:7' | 'catalog', count: number) {
  const got: BusMessage[] = [];
  let done!: (m: BusMessage[]) => void;
  const all = new Promise<BusMessage[]>((resolve) => {
    done = resolve;
  });
  const stop = b.subscribe(channel, (m) => {
    got.push(m);
    if (got.length === count) done(got);
  });
  return { all, got, stop };
}

describe.skipIf(!url)('Redis event bus', () => {
  it('carries a message published by one process to the subscribers of another, in order', async () => {
    const a = bus();
    const b = bus();
    const heard = collect(b, 'order:7', 3);
    await b.whenSubscribed('order:7');
    for (const type of ['accepted', 'ready', 'assigned']) await a.publish('order:7', message(type));
    const got = await heard.all;
    expect(got.map((m) => m.type)).toEqual(['accepted', 'ready', 'assigned']);
    expect(got[0]).toMatchObject({ orderId: 7, statusId: 2, payload: { n: 1 } });
  });

  it('subscribes without an error whenever it is asked, even while its connection is still being made', async () => {
    // A SUBSCRIBE sent in the moments between connecting and ioredis's ready check put the connection
    // in subscriber mode before the check's INFO, which Redis then refused (3 to 5 in 60 here).
    const errors: Error[] = [];
    const publisher = bus();
    for (let i = 0; i < 40; i++) {
      const b = createRedisEventBus({ url: url!, prefix, onError: (err) => errors.push(err) });
      buses.push(b);
      await new Promise((r) => setTimeout(r, i % 10));
      const heard = collect(b, 'catalog', 1);
      await b.whenSubscribed('catalog');
      await publisher.publish('catalog', message(`hello ${i}`));
      expect((await heard.all)[0]?.type).toBe(`hello ${i}`);
      await b.close();
    }
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  it('delivers a process its own messages too, and only on the channels it subscribed to', async () => {
    const a = bus();
    const heard = collect(a, 'order:7', 1);
    const other = collect(a, 'catalog', 1);
    await a.whenSubscribed('order:7');
    await a.whenSubscribed('catalog');
    await a.publish('order:7', message('placed', 41));
    expect((await heard.all)[0]).toMatchObject({ type: 'placed', eventId: 41 });
    expect(other.got).toEqual([]);
  });

  it('stops delivering after the last subscriber of a channel leaves', async () => {
    const a = bus();
    const b = bus();
    const first = collect(b, 'order:7', 1);
    const second = collect(b, 'order:7', 2);
    await b.whenSubscribed('order:7');
    await a.publish('order:7', message('accepted'));
    await first.all;
    first.stop();
    second.stop();
    // A marker on another channel, published after, arrives after anything on order:7 would have.
    const marker = collect(b, 'catalog', 1);
    await b.whenSubscribed('catalog');
    await a.publish('order:7', message('ready'));
    await a.publish('catalog', message('catalog_changed'));
    await marker.all;
    expect(second.got.map((m) => m.type)).toEqual(['accepted']);
  });

  it('tells its subscribers to resync from the log after its connection to Redis drops', async () => {
    const b = bus();
    const heard = collect(b, 'order:7', 1);
    await b.whenSubscribed('order:7');
    const admin = new Redis(url!);
    try {
      const clients = (await admin.client('LIST')) as string;
      const line = clients.split('\n').find((l) => l.includes(`name=${prefix}events-sub`));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      admin.disconnect();
    }
    expect((await heard.all)[0]).toMatchObject({ type: 'resync', eventId: null });
  });

  it('does not hold up a publisher when Redis cannot be reached, and hands the message to its own subscribers', async () => {
    const down = createRedisEventBus({ url: 'redis://127.0.0.1:1', prefix, onError: () => {} });
    buses.push(down);
    const heard = collect(down, 'order:7', 1);
    await expect(down.publish('order:7', message('accepted', 42))).resolves.toBeUndefined();
    expect(heard.got).toMatchObject([{ type: 'accepted', eventId: 42 }]);
  });

  it('while cut off from Redis, tells its subscribers to read the log every 2 s, without waiting on Redis', async () => {
    const down = createRedisEventBus({ url: 'redis://127.0.0.1:1', prefix, onError: () => {} });
    buses.push(down);
    const started = performance.now();
    const heard = collect(down, 'order:7', 2);
    const catalog = collect(down, 'catalog', 1);
    // A stream waits for its subscription before it reads the log: not for a Redis that is away.
    await down.whenSubscribed('order:7');
    const got = await heard.all;
    expect(got.map((m) => m.type)).toEqual(['resync', 'resync']);
    expect(performance.now() - started).toBeLessThan(4_000);
    // The catalog is not in the log: reloading it every 2 s would cost more than its age limit saves.
    expect(catalog.got).toEqual([]);
  });
});
