// The embedded default: one process, so a map of channel -> handlers is the whole bus.
import type { BusChannel, BusMessage, EventBus } from './event-bus.ts';

export function createLocalEventBus(): EventBus {
  const handlers = new Map<BusChannel, Set<(message: BusMessage) => void>>();
  return {
    kind: 'local',
    async publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) {
        // One failing listener must not stop the others (or the publisher's request).
        try {
          handler(message);
        } catch {}
      }
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(channel);
      };
    },
    async whenSubscribed() {},
    async close() {
      handlers.clear();
    },
  };
}
