// The restaurant's one reply to a rating, shown under it on the public page: only the staff of the
// rating's restaurant (another's rating: 404), once (a guarded update: a second reply, or two at once,
// is 409). Audited as the restaurant's words.
import { type Db, schema } from '@khabar/db';
import type { RatingEntry } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, notFound } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { ratingEntryOf, readRatingRows } from '../ratings/index.ts';
import { requireStaff } from './require-staff.ts';

const RATING_NOT_FOUND = 'Rating not found';
const ALREADY_REPLIED = 'This rating already has your reply.';

export async function replyToRating(input: {
  db: Db;
  now: () => Date;
  userId: number;
  ratingId: number;
  reply: string;
}): Promise<RatingEntry> {
  const at = input.now();
  await input.db.transaction(async (tx) => {
    const [rating] = await tx.select().from(schema.ratings).where(eq(schema.ratings.id, input.ratingId));
    if (!rating) throw notFound(RATING_NOT_FOUND);
    // Not the account's restaurant: the rating is "not found", as any other restaurant's object is.
    await requireStaff({ db: tx, userId: input.userId, restaurantId: rating.restaurantId }).catch(() => {
      throw notFound(RATING_NOT_FOUND);
    });
    const [written] = await tx
      .update(schema.ratings)
      .set({ reply: input.reply, repliedAt: at, repliedBy: input.userId })
      .where(and(eq(schema.ratings.id, rating.id), isNull(schema.ratings.reply)))
      .returning({ id: schema.ratings.id });
    if (!written) throw new AppError('CONFLICT', ALREADY_REPLIED);
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: 'staff' },
      action: 'rating.reply',
      entity: 'rating',
      entityId: rating.id,
      restaurantId: rating.restaurantId,
      after: { reply: input.reply },
      at,
    });
  });
  const { rows } = await readRatingRows({ db: input.db, where: { ratingId: input.ratingId } });
  const found = rows[0];
  if (!found) throw notFound(RATING_NOT_FOUND);
  return ratingEntryOf({ row: found.row, name: found.name, reviews: found.reviews });
}
