// Events between server processes: what one process commits, streams held by any process hear.
// The in-process bus is the embedded default; a Redis pub/sub bus (REDIS_URL) carries the same
// messages across processes. The order_events table stays the source of truth: a message a bus drops
// is replayed from it when a stream reconnects with Last-Event-ID.

/**
 * Channels: `order:<orderId>` (the customer's stream), `restaurant:<restaurantId>` (its console),
 * `captain:<deliveryPartnerId>` (the captain's app), `catalog` (a restaurant or dish changed: every
 * process reloads its read model), `settings` (an admin changed the business settings: every process
 * reads them again), `ops` (the operators' board and map: every order event, and live-only captain
 * positions and duty changes).
 */
export type BusChannel =
  | `order:${number}`
  | `restaurant:${number}`
  | `captain:${number}`
  | 'catalog'
  | 'settings'
  | 'ops';

export interface BusMessage {
  /** order_events id; null for live-only messages (rider positions, catalog invalidation). */
  eventId: number | null;
  /**
   * What happened: an order_events type, 'position', 'offer', 'catalog_changed'... A bus may also
   * deliver 'resync' (eventId null) to say messages may have been lost: replay from the log.
   */
  type: string;
  orderId: number | null;
  /** The order's status after the event, when it changed one. */
  statusId: number | null;
  payload: Record<string, unknown>;
  /** ISO time the event was committed. */
  at: string;
  /**
   * Wall-clock milliseconds when it was published: set by the measuring bus (measured-event-bus.ts) and
   * taken off again before a subscriber sees the message.
   */
  sentAt?: number;
}

export interface EventBus {
  readonly kind: 'local' | 'redis';
  /** Call after the transaction that wrote the event has committed. */
  publish(channel: BusChannel, message: BusMessage): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: BusChannel, handler: (message: BusMessage) => void): () => void;
  /**
   * Resolves once messages on the channel reach this process's subscribers (Redis subscribes
   * asynchronously). A stream awaits it before it reads the log, so nothing falls between the two.
   */
  whenSubscribed(channel: BusChannel): Promise<void>;
  close(): Promise<void>;
}
