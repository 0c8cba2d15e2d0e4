// Events across API processes through Redis pub/sub (REDIS_URL). Every process subscribes only to the
// channels its open streams need (one SUBSCRIBE per channel, however many streams share it), and
// hears its own messages back through Redis, so all processes see one order of events per channel.
//
// Redis pub/sub delivers at most once: a message sent while a subscriber is disconnected is gone. The
// order_events log is the source of truth, so after a reconnect every local subscriber receives a
// 'resync' message and replays what it missed from the log.
import { Redis } from 'ioredis';
import type { BusChannel, BusMessage, EventBus } from './event-bus.ts';

export interface RedisEventBusOptions {
  url: string;
  /** Prepended to every channel, so several apps (or tests) can share one Redis. */
  prefix: string;
  onError?: (err: Error) => void;
}

export function createRedisEventBus(options: RedisEventBusOptions): EventBus {
  const { prefix } = options;
  const onError = options.onError ?? (() => {});
  // A publish must never hold up the request that committed the event: with Redis down it fails at
  // once (no offline queue) and the log covers the gap.
  const pub = new Redis(options.url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const sub = new Redis(options.url, {
    autoResubscribe: true,
    maxRetriesPerRequest: null,
    // No INFO "ready check" on the subscriber: a SUBSCRIBE sent between connecting and that check puts
    // the connection in subscriber mode, the INFO is then refused ("only subscriber commands may be
    // used", ioredis issue 2037) and the bus can miss its first messages. A subscriber needs no ready
    // check: Redis answers SUBSCRIBE as soon as it accepts the connection.
    enableReadyCheck: false,
    // Named, so an operator (or a test) can tell the bus's subscriber apart in CLIENT LIST.
    connectionName: `${prefix}events-sub`,
  });
  pub.on('error', onError);
  sub.on('error', onError);

  const handlers = new Map<BusChannel, Set<(message: BusMessage) => void>>();
  const subscribing = new Map<BusChannel, Promise<unknown>>();
  let closed = false;

  const deliver = (channel: BusChannel, message: BusMessage) => {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(message);
      } catch {}
    }
  };

  sub.on('message', (raw: string, text: string) => {
    if (!raw.startsWith(prefix)) return;
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch {
      return;
    }
    deliver(raw.slice(prefix.length) as BusChannel, message);
  });

  let readyOnce = false;
  sub.on('ready', () => {
    if (!readyOnce) {
      readyOnce = true;
      return;
    }
    // Reconnected: whatever was published meanwhile never reached us.
    const at = new Date().toISOString();
    for (const channel of handlers.keys()) {
      deliver(channel, { eventId: null, type: 'resync', orderId: null, statusId: null, payload: {}, at });
    }
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      if (closed) return;
      try {
        await pub.publish(prefix + channel, JSON.stringify(message));
      } catch (err) {
        onError(err as Error);
      }
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const pending = sub.subscribe(prefix + channel).catch((err: Error) => onError(err));
        subscribing.set(channel, pending);
      }
      set.add(handler);
      return () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        subscribing.delete(channel);
        if (!closed) sub.unsubscribe(prefix + channel).catch((err: Error) => onError(err));
      };
    },
    async whenSubscribed(channel) {
      await subscribing.get(channel);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      subscribing.clear();
      // QUIT lets what is in flight finish; a connection that is down is simply dropped.
      const end = async (c: Redis) => {
        if (c.status === 'ready') await c.quit().catch(() => {});
        c.disconnect();
      };
      await Promise.all([end(pub), end(sub)]);
    },
  };
}
