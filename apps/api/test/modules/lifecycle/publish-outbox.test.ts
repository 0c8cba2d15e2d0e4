// publishOutbox after a commit (decision 064): every message of the transaction is handed to the bus
// before any is awaited (one wait for an order's channels, not one per channel), each
// channel still hears its messages in the order they were recorded, and a bus that refuses one loses
// the publisher nothing. On the in-process bus always, on Redis when REDIS_URL is set.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BusChannel, BusMessage, EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createLocalEventBus } from '../../../src/adapters/events/local-event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';
import { type Outbox, publishOutbox } from '../../../src/modules/lifecycle/index.ts';

const redisUrl = process.env.REDIS_URL;
const buses: EventBus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

const kinds: [string, () => EventBus][] = [['in-process', () => createLocalEventBus()]];
if (redisUrl) {
  const prefix = `khabar-test-${randomBytes(4).toString('hex')}:`;
  kinds.push(['Redis', () => createRedisEventBus({ url: redisUrl, prefix })]);
}

const event = (eventId: number, type: string): BusMessage => ({
  eventId,
  type,
  orderId: 7,
  statusId: 2,
  payload: {},
  at: new Date(0).toISOString(),
});

/** An order's two events, each for the customer, the restaurant and the operators. */
const outbox = (): Outbox => [
  { channels: ['order:7', 'restaurant:3', 'ops'], message: event(1, 'placed') },
  { channels: ['order:7', 'restaurant:3', 'ops'], message: event(2, 'payment_captured') },
];

/** The bus, recording when each publish was asked for and when it was answered. */
function recorded(bus: EventBus) {
  const log: string[] = [];
  const wrapped: EventBus = {
    ...bus,
    kind: bus.kind,
    publish(channel, message) {
      log.push(`asked ${channel} ${message.eventId}`);
      return bus
        .publish(channel, message)
        .then(() => void log.push(`answered ${channel} ${message.eventId}`));
    },
  };
  return { wrapped, log };
}

describe.each(kinds)('publishOutbox on the %s bus', (_name, make) => {
  it('hands every message over before it waits for any, and each channel hears them in order', async () => {
    const bus = make();
    buses.push(bus);
    const heard = new Map<BusChannel, number[]>();
    const channels: BusChannel[] = ['order:7', 'restaurant:3', 'ops'];
    for (const channel of channels) {
      bus.subscribe(channel, (m) => heard.set(channel, [...(heard.get(channel) ?? []), m.eventId ?? 0]));
      await bus.whenSubscribed(channel);
    }
    const { wrapped, log } = recorded(bus);
    await publishOutbox({ events: wrapped, outbox: outbox() });
    const firstAnswer = log.findIndex((line) => line.startsWith('answered'));
    expect(log.slice(0, firstAnswer)).toHaveLength(6);
    expect(log.filter((line) => line.startsWith('answered'))).toHaveLength(6);
    await expect
      .poll(() => channels.map((c) => heard.get(c)))
      .toEqual([
        [1, 2],
        [1, 2],
        [1, 2],
      ]);
  });

  it('resolves when the bus refuses a message, and still hands over the rest', async () => {
    const bus = make();
    buses.push(bus);
    const handed: string[] = [];
    const refusing: EventBus = {
      ...bus,
      kind: bus.kind,
      publish(channel, message) {
        handed.push(`${channel} ${message.eventId}`);
        return channel === 'restaurant:3'
          ? Promise.reject(new Error('refused'))
          : bus.publish(channel, message);
      },
    };
    await expect(publishOutbox({ events: refusing, outbox: outbox() })).resolves.toBeUndefined();
    expect(handed).toEqual(['order:7 1', 'restaurant:3 1', 'ops 1', 'order:7 2', 'restaurant:3 2', 'ops 2']);
  });
});
