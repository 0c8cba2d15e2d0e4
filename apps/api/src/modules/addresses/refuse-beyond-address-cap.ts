import { type Db, schema } from '@khabar/db';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

/** Saved addresses per account: every address answer carries the whole list, so it must stay short. */
export const MAX_ADDRESSES = 20;

/**
 * Refuses a new address past the cap. Inside the adding transaction, under the account's row lock, so
 * simultaneous adds cannot all pass the count.
 */
export async function refuseBeyondAddressCap({ tx, userId }: { tx: Db; userId: number }): Promise<void> {
  await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .for('no key update');
  const [saved] = await tx
    .select({ n: count() })
    .from(schema.addresses)
    .where(eq(schema.addresses.userId, userId));
  if ((saved?.n ?? 0) >= MAX_ADDRESSES) {
    throw new AppError(
      'UNPROCESSABLE',
      `You can save up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`,
    );
  }
}
