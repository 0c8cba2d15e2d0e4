// A restaurant console's stream: every event of the restaurant's orders (new orders arrive without
// a refresh). Staff of the restaurant only; anyone else gets "Restaurant not found".
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { pipeChannel } from './pipe-channel.ts';
import { readRestaurantEvents } from './read-order-events.ts';
import { redactForPartners } from './redact-for-partners.ts';
import type { SseStream } from './sse-stream.ts';

export async function streamRestaurantEvents({
  db,
  events,
  now,
  userId,
  restaurantId,
  lastEventId,
  open,
  onError,
}: {
  db: Db;
  events: EventBus;
  now: () => Date;
  userId: number;
  restaurantId: number;
  lastEventId: number | null;
  open: () => SseStream;
  onError: (err: unknown) => void;
}): Promise<void> {
  const [staff] = await db
    .select({ restaurantId: schema.restaurantStaff.restaurantId })
    .from(schema.restaurantStaff)
    .where(
      and(eq(schema.restaurantStaff.userId, userId), eq(schema.restaurantStaff.restaurantId, restaurantId)),
    );
  if (!staff) throw new AppError('NOT_FOUND', 'Restaurant not found');
  await pipeChannel({
    events,
    channel: `restaurant:${restaurantId}`,
    stream: open(),
    lastEventId,
    replay: (afterId) => readRestaurantEvents(db, restaurantId, afterId, now()),
    redact: redactForPartners,
    onError,
  });
}
