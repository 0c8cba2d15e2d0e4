// The operators' stream (decision 035): every order's events, small, for the board, an order's page
// and the map, plus live-only captain positions and duty changes. Support and admins only; anyone
// else is refused before the stream opens. Replays from the log after Last-Event-ID like every stream.
import type { StreamEvent } from '@khabar/domain';
import { requireOperator } from '../admin/index.ts';
import { pipeChannel, type StreamRequest } from './pipe-channel.ts';
import { readOpsEvents } from './read-order-events.ts';

/** Live-only events whose payload the map draws from (a position, a duty switch). */
const KEEPS_PAYLOAD = new Set(['captain_position', 'captain_duty']);

/**
 * An order event as the board needs it: which order, what happened, its status after. Payloads stay
 * out (a board refetches what it shows; nothing like a PIN can leak through a screen left open).
 */
const opsEvent = (event: StreamEvent): StreamEvent =>
  KEEPS_PAYLOAD.has(event.type) ? event : { ...event, payload: {} };

export async function streamOpsEvents({
  db,
  events,
  now,
  userId,
  lastEventId,
  open,
  onError,
}: StreamRequest): Promise<void> {
  await requireOperator({ db, userId });
  const stream = open();
  await pipeChannel({
    db,
    events,
    channel: 'ops',
    stream,
    lastEventId,
    replay: (afterId) => readOpsEvents({ db, afterId, now: now() }),
    redact: opsEvent,
    onError,
  });
}
