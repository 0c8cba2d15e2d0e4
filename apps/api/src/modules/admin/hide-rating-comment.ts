// An operator hides an abusive comment: the words leave the public page and the restaurant's console,
// the stars and chips stay and still count (an operator never changes what a customer scored). Once
// (a guarded update: hidden already is 409), audited with the reason and the words hidden.
import { type Db, schema } from '@khabar/db';
import type { AdminRatingEntry } from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, notFound } from '../../errors/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { readRatingRows } from '../ratings/index.ts';
import { adminRatingJson } from './admin-rating-json.ts';
import { requireOperator } from './require-operator.ts';

const RATING_NOT_FOUND = 'Rating not found';

export async function hideRatingComment(input: {
  db: Db;
  now: () => Date;
  userId: number;
  ratingId: number;
  reason: string;
}): Promise<AdminRatingEntry> {
  const at = input.now();
  await input.db.transaction(async (tx) => {
    const level = await requireOperator({ db: tx, userId: input.userId });
    const [rating] = await tx.select().from(schema.ratings).where(eq(schema.ratings.id, input.ratingId));
    if (!rating) throw notFound(RATING_NOT_FOUND);
    const [hidden] = await tx
      .update(schema.ratings)
      .set({ hiddenAt: at, hiddenBy: input.userId })
      .where(and(eq(schema.ratings.id, rating.id), isNull(schema.ratings.hiddenAt)))
      .returning({ id: schema.ratings.id });
    if (!hidden) throw new AppError('CONFLICT', 'This comment is hidden already.');
    await recordAudit({
      tx,
      actor: { userId: input.userId, role: level },
      action: 'rating.hide_comment',
      entity: 'rating',
      entityId: rating.id,
      restaurantId: rating.restaurantId,
      before: { comment: rating.comment },
      after: { comment_hidden: true, reason: input.reason },
      at,
    });
  });
  const { rows } = await readRatingRows({ db: input.db, where: { ratingId: input.ratingId } });
  if (!rows[0]) throw notFound(RATING_NOT_FOUND);
  return adminRatingJson(rows[0]);
}
