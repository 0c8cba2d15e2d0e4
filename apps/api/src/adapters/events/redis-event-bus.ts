// Events across API processes through Redis pub/sub (REDIS_URL). Every process subscribes only to the
// channels its open streams need (one SUBSCRIBE per channel, however many streams share it), and
// hears its own messages back through Redis, so all processes see one order of events per channel.
//
// Redis pub/sub delivers at most once: a message sent while a subscriber is disconnected is gone. The
// order_events log is the source of truth, so local subscribers receive 'resync' messages and replay
// what they missed from the log: every 2 s while the subscriber is cut off from Redis (so events keep
// arriving during an outage, from the log), and once more when it is subscribed again (the catalog
// only then: it reloads at its age limit meanwhile). A message this process could not publish is
// handed to its own subscribers at once (decision 026).
import { Redis } from 'ioredis';
import type { BusChannel, BusMessage, EventBus } from './event-bus.ts';

export interface RedisEventBusOptions {
  url: string;
  /** Prepended to every channel, so several apps (or tests) can share one Redis. */
  prefix: string;
  onError?: (err: Error) => void;
}

/** How long a publish may wait on Redis before the event is left to the log. */
const PUBLISH_TIMEOUT_MS = 1_000;
/** How often streams read the log while this process is cut off from Redis. */
const RESYNC_WHILE_CUT_OFF_MS = 2_000;

export function createRedisEventBus(options: RedisEventBusOptions): EventBus {
  const { prefix } = options;
  const onError = options.onError ?? (() => {});
  // A publish must never hold up the request that committed the event: with Redis down it fails at
  // once (no offline queue), with Redis stuck after a second, and the log covers the gap.
  const pub = new Redis(options.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  const sub = new Redis(options.url, {
    // The bus subscribes again itself after a reconnect, so that it knows when Redis has confirmed it.
    autoResubscribe: false,
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

  const resync = (which: (channel: BusChannel) => boolean) => {
    const at = new Date().toISOString();
    for (const channel of [...handlers.keys()].filter(which)) {
      deliver(channel, { eventId: null, type: 'resync', orderId: null, statusId: null, payload: {}, at });
    }
  };
  /**
   * The channels whose events are in the order_events log, cheap to read again. The catalog's resync
   * reloads the whole read model: it gets one when the bus is back, and meanwhile its age limit.
   */
  const logged = (channel: BusChannel) => channel !== 'catalog';

  // Cut off from Redis: whatever is published now never reaches us, so the streams here read the log
  // instead, now (a message may have been lost with the connection) and every few seconds.
  let cutOff: NodeJS.Timeout | null = null;
  /** Resolves the next time the subscriber is cut off (a SUBSCRIBE in flight then waits for Redis). */
  let cut = () => {};
  let nextCut = new Promise<void>((resolve) => {
    cut = resolve;
  });
  const stopPolling = () => {
    if (cutOff) clearInterval(cutOff);
    cutOff = null;
  };
  sub.on('close', () => {
    if (closed || cutOff) return;
    cut();
    nextCut = new Promise<void>((resolve) => {
      cut = resolve;
    });
    resync(logged);
    cutOff = setInterval(() => resync(logged), RESYNC_WHILE_CUT_OFF_MS);
    cutOff.unref();
  });

  // (Re)connected: subscribe to every channel again; once Redis has confirmed it, messages arrive
  // live, and one last replay covers what came between the last poll and now.
  sub.on('ready', () => {
    const channels = [...handlers.keys()];
    const again = channels.length > 0 ? sub.subscribe(...channels.map((c) => prefix + c)) : Promise.resolve();
    for (const channel of channels)
      subscribing.set(
        channel,
        again.catch(() => {}),
      );
    again.then(
      () => {
        if (!cutOff) return;
        stopPolling();
        resync(() => true);
      },
      (err: Error) => onError(err),
    );
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      if (closed) return;
      try {
        await pub.publish(prefix + channel, JSON.stringify(message));
      } catch (err) {
        onError(err as Error);
        // Redis did not take it: at least this process's own streams hear it now (a stream drops an
        // event id it has already sent, should Redis deliver it after all).
        deliver(channel, message);
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
      // Cut off, the SUBSCRIBE waits for Redis to come back; the stream reads the log meanwhile.
      if (cutOff) return;
      await Promise.race([subscribing.get(channel), nextCut]);
    },
    async close() {
      if (closed) return;
      closed = true;
      stopPolling();
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
