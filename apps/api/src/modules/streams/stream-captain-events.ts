// A captain's stream: offers and the events of the orders they carry. The account must be a
// captain's (delivery_partners.user_id); anyone else gets "Not found". While it is open the captain is
// present: the demo autopilot never rides them (decision 027).
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { keepPresent } from '../presence/index.ts';
import { pipeChannel, type StreamRequest } from './pipe-channel.ts';
import { readCaptainEvents } from './read-order-events.ts';
import { redactForPartners } from './redact-for-partners.ts';

export async function streamCaptainEvents({
  db,
  events,
  now,
  userId,
  lastEventId,
  open,
  onError,
}: StreamRequest): Promise<void> {
  const [captain] = await db
    .select({ id: schema.deliveryPartners.id })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.userId, userId));
  if (!captain) throw new AppError('NOT_FOUND', 'Not found');
  const stream = open();
  stream.onClose(keepPresent({ db, now, who: { kind: 'captain', id: captain.id }, onError }));
  await pipeChannel({
    db,
    events,
    channel: `captain:${captain.id}`,
    stream,
    lastEventId,
    replay: (afterId) => readCaptainEvents({ db, partnerId: captain.id, afterId, now: now() }),
    redact: redactForPartners,
    onError,
  });
}
