// A bus that times itself: every message is stamped with the wall clock as it is published, and the
// time until this process hands it to its subscribers is reported once per message (however many
// streams here listen to its channel). In one process that is the cost of the handlers before it; on
// Redis it is the trip through Redis as well. The stamp is the publisher's clock: between machines a
// skew shows up as lag (a negative one is reported as 0), which the operator reads as what it is.
import type { BusChannel, BusMessage, EventBus } from './event-bus.ts';

export function measureEventBus(
  bus: EventBus,
  observe: (channel: BusChannel, seconds: number) => void,
  clock: () => number = Date.now,
): EventBus {
  // The message each subscriber gets, without the stamp, made once per message: a local bus hands
  // one object to every handler, and the Redis bus parses each message once.
  const delivered = new WeakMap<BusMessage, BusMessage>();
  const unstamped = (channel: BusChannel, message: BusMessage): BusMessage => {
    if (message.sentAt === undefined) return message;
    let plain = delivered.get(message);
    if (!plain) {
      observe(channel, Math.max(0, clock() - message.sentAt) / 1000);
      const { sentAt: _sentAt, ...rest } = message;
      plain = rest;
      delivered.set(message, plain);
    }
    return plain;
  };
  return {
    kind: bus.kind,
    publish: (channel, message) => bus.publish(channel, { ...message, sentAt: clock() }),
    subscribe: (channel, handler) =>
      bus.subscribe(channel, (message) => handler(unstamped(channel, message))),
    whenSubscribed: (channel) => bus.whenSubscribed(channel),
    close: () => bus.close(),
  };
}
