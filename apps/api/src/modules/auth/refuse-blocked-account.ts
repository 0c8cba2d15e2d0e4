import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

/** What a blocked account is told wherever it is refused (decision 034): plain words, no reason given. */
const ACCOUNT_BLOCKED_MESSAGE =
  'This account is blocked, so it cannot log in or order. Please contact customer support.';

/**
 * Refuses an account support has blocked (ACCOUNT_BLOCKED, 403), by its number or its id. `lock`
 * (inside a transaction) holds the account's row until the caller commits, so a block that commits
 * meanwhile is waited for and seen, and never slips between this check and what the caller writes.
 */
export async function refuseBlockedAccount(input: {
  db: Db;
  phone?: string;
  userId?: number;
  lock?: 'share' | 'no key update';
}): Promise<void> {
  const u = schema.users;
  const where = input.userId !== undefined ? eq(u.id, input.userId) : eq(u.phone, input.phone ?? '');
  const query = input.db.select({ blockedAt: u.blockedAt }).from(u).where(where);
  const [row] = input.lock ? await query.for(input.lock) : await query;
  refuseBlocked(row?.blockedAt ?? null);
}

/** The same refusal for a caller that read `users.blocked_at` itself, in a query it needed anyway. */
export function refuseBlocked(blockedAt: Date | null): void {
  if (blockedAt) throw new AppError('ACCOUNT_BLOCKED', ACCOUNT_BLOCKED_MESSAGE);
}
