// Sessions: the auth plugin checks a token on every logged-in call; the auth module creates and ends
// them. They live beside the plugin because a plugin never imports a module.
import { createHash, randomBytes } from 'node:crypto';
import { type Db, schema } from '@khabar/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

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
  const s = schema.sessions;
  const live = and(eq(s.tokenHash, sha256(token)), isNull(s.revokedAt), gt(s.expiresAt, now));
  const [row] = await db
    .select({ userId: s.userId, sessionId: s.id, lastUsedAt: s.lastUsedAt })
    .from(s)
    .where(live);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
    await db
      .update(s)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlDays * DAY_MS) })
      .where(and(eq(s.id, row.sessionId), isNull(s.revokedAt)));
  }
  return { userId: row.userId, sessionId: row.sessionId };
}

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
