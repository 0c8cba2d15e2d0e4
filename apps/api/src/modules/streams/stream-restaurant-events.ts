// A restaurant console's stream: every event of the restaurant's orders (new orders arrive without
// a refresh). Staff of the restaurant only; anyone else gets "Restaurant not found". While it is open
// the restaurant's staff are present: the demo autopilot leaves its orders to them (decision 027).
import { AppError } from '../../errors/app-error.ts';
import { isStaffOf } from '../lifecycle/index.ts';
import { keepPresent } from '../presence/index.ts';
import { pipeChannel, type StreamRequest } from './pipe-channel.ts';
import { readRestaurantEvents } from './read-order-events.ts';
import { redactForPartners } from './redact-for-partners.ts';

export async function streamRestaurantEvents({
  db,
  events,
  now,
  userId,
  restaurantId,
  lastEventId,
  open,
  onError,
}: StreamRequest & { restaurantId: number }): Promise<void> {
  // The same staff check as the console's steps (lifecycle), so who may watch is who may act.
  if (!(await isStaffOf({ tx: db, userId, restaurantId })))
    throw new AppError('NOT_FOUND', 'Restaurant not found');
  const stream = open();
  stream.onClose(keepPresent({ db, now, who: { kind: 'restaurant', id: restaurantId }, onError }));
  await pipeChannel({
    db,
    events,
    channel: `restaurant:${restaurantId}`,
    stream,
    lastEventId,
    replay: (afterId) => readRestaurantEvents({ db, restaurantId, afterId, now: now() }),
    redact: redactForPartners,
    onError,
  });
}
