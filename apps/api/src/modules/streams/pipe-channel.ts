// Relays one bus channel to one SSE stream without losing or repeating a lifecycle event:
// 1. subscribe first (messages that arrive meanwhile wait in the queue), and wait until the bus
//    really delivers this channel here;
// 2. replay the log after the client's Last-Event-ID (a new client, which has just loaded the current
//    state, replays nothing: its stream starts at the log's newest id);
// 3. send what a new client needs at once (the rider's latest position);
// 4. then relay live. Lifecycle events at or below the last id sent are dropped (already replayed);
//    a 'resync' from the bus (cut off from Redis, or subscribed again) replays the log from the last
//    id sent, never from before the stream's start, so no id is ever sent twice on one stream.
// Everything goes through one queue, so events leave in id order.
import type { Db } from '@khabar/db';
import type { StreamEvent } from '@khabar/domain';
import type { BusChannel, BusMessage, EventBus } from '../../adapters/events/event-bus.ts';
import { readLatestEventId } from './read-order-events.ts';
import type { SseStream } from './sse-stream.ts';

/** What every stream service takes besides what it streams: the reader, the bus and the response. */
export interface StreamRequest {
  db: Db;
  events: EventBus;
  now: () => Date;
  /** The account asking; each service checks it may see what it asks for. */
  userId: number;
  lastEventId: number | null;
  /** Starts the response; called only once the caller may see the stream. */
  open: () => SseStream;
  onError: (err: unknown) => void;
}

const toStreamEvent = (m: BusMessage): StreamEvent => ({
  id: m.eventId,
  type: m.type,
  order_id: m.orderId,
  status_id: m.statusId,
  payload: m.payload,
  at: m.at,
});

export async function pipeChannel({
  db,
  events,
  channel,
  stream,
  lastEventId,
  replay,
  greet,
  redact = (e) => e,
  onError,
}: {
  db: Db;
  events: EventBus;
  channel: BusChannel;
  stream: SseStream;
  /** From the Last-Event-ID header; null: a fresh client, which has just loaded the current state. */
  lastEventId: number | null;
  /** Events of this stream with an id above `afterId`, oldest first. */
  replay: (afterId: number) => Promise<StreamEvent[]>;
  /** Live-only events a client gets on connecting (the rider's latest position). */
  greet?: () => Promise<StreamEvent[]>;
  /** What this audience may see of an event. */
  redact?: (event: StreamEvent) => StreamEvent;
  onError: (err: unknown) => void;
}): Promise<void> {
  let lastSent = lastEventId ?? 0;
  /** A replay starts after this id: the client's Last-Event-ID, or for a new client the log's newest. */
  let replayFrom = lastSent;
  let queue = Promise.resolve();
  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue.then(task).catch((err) => {
      onError(err);
      // A stream that cannot read its log would miss events: close it, the client reconnects.
      stream.close();
    });
  };
  const send = (event: StreamEvent) => {
    if (stream.closed) return;
    if (event.id !== null) {
      if (event.id <= lastSent) return;
      lastSent = event.id;
    }
    stream.send(redact(event));
  };
  const catchUp = async () => {
    if (stream.closed) return;
    for (const e of await replay(Math.max(lastSent, replayFrom))) send(e);
  };

  const unsubscribe = events.subscribe(channel, (message) => {
    if (message.type === 'resync') enqueue(catchUp);
    else enqueue(() => send(toStreamEvent(message)));
  });
  stream.onClose(unsubscribe);

  enqueue(async () => {
    await events.whenSubscribed(channel);
    // A fresh client read the current state just before; events from now on reach it live. A
    // returning one gets what it missed.
    if (lastEventId !== null) await catchUp();
    else replayFrom = await readLatestEventId(db);
    for (const e of greet ? await greet() : []) send(e);
  });
  await queue;
}
