// Sessions: the auth plugin checks a token on every logged-in call; the auth module creates and ends
// them. They live beside the plugin because a plugin never imports a module.
import { createHash, randomBytes } from 'node:crypto';
import { type Db, type NamedStatement, runNamedStatement, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: 256 random bits, handed to the browser once and stored only as a hash. */
export async function createSession({
  db,
  userId,
  now,
  ttlDays,
}: {
  db: Db;
  userId: number;
  now: Date;
  ttlDays: number;
}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(schema.sessions).values({
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

/** A session's last use is written at most this often: a read must not cost a write every time. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The user a token belongs to, or null. Use pushes the expiry out again (at most once a minute), so a
 * session ends after `ttlDays` unused (or at logout).
 * One statement, one round trip, even when the session is touched: the lookup runs on every logged-in
 * call, and in a dinner rush each customer's first call is a touch (decision 052). The touch is a
 * data-modifying WITH, which PostgreSQL runs whether or not the outer query reads it. It skips a row
 * another request is touching (SKIP LOCKED): a burst of calls on one stale session (a page's parallel
 * calls) makes one touch, not a queue of them on the row lock holding the pool's connections; a session
 * revoked meanwhile is not pushed out.
 */
export async function authenticateToken({
  db,
  token,
  now,
  ttlDays,
}: {
  db: Db;
  token: string;
  now: Date;
  ttlDays: number;
}) {
  if (token.length < 20 || token.length > 200) return null;
  const at = now.toISOString();
  const touchBefore = new Date(now.getTime() - TOUCH_EVERY_MS).toISOString();
  const expires = new Date(now.getTime() + ttlDays * DAY_MS).toISOString();
  const [row] = await runNamedStatement<{ user_id: number; id: number }>({
    db,
    statement: SESSION_LOOKUP,
    params: [sha256(token), at, touchBefore, expires],
  });
  return row ? { userId: Number(row.user_id), sessionId: Number(row.id) } : null;
}

/**
 * The lookup and its touch (see authenticateToken): on every logged-in call, so its text is written once
 * and PostgreSQL plans it once per connection (decision 059). $1 the token's hash, $2 now, $3 the last
 * use before which the session is touched, $4 the new expiry.
 */
const SESSION_LOOKUP: NamedStatement = {
  name: 'khabar_session_lookup',
  text: `
    with live as (
      select id, user_id, last_used_at from sessions
      where token_hash = $1 and revoked_at is null and expires_at > $2::timestamptz
    ), touched as (
      update sessions set last_used_at = $2::timestamptz, expires_at = $4::timestamptz
      where id in (
        select id from sessions
        where id = (select id from live) and last_used_at <= $3::timestamptz
          and revoked_at is null
        for update skip locked)
      returning id
    )
    select user_id, id from live`,
};

export async function revokeSession({
  db,
  sessionId,
  now,
}: {
  db: Db;
  sessionId: number;
  now: Date;
}): Promise<void> {
  await db.update(schema.sessions).set({ revokedAt: now }).where(eq(schema.sessions.id, sessionId));
}
