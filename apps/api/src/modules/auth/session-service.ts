import { createHash, randomBytes } from 'node:crypto';
import { type Db, schema } from '@khabar/db';
import { and, eq, gt, isNull } from 'drizzle-orm';

const DAY_MS = 86_400_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: 256 random bits, handed to the browser once and stored only as a hash. */
export async function createSession(db: Db, userId: number, now: Date, ttlDays: number): Promise<string> {
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

/**
 * The user a token belongs to, or null. Each use pushes the expiry out again, so a session ends after
 * `ttlDays` unused (or at logout).
 */
export async function authenticateToken(db: Db, token: string, now: Date, ttlDays: number) {
  if (token.length < 20 || token.length > 200) return null;
  const s = schema.sessions;
  const [row] = await db
    .update(s)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlDays * DAY_MS) })
    .where(and(eq(s.tokenHash, sha256(token)), isNull(s.revokedAt), gt(s.expiresAt, now)))
    .returning({ userId: s.userId, sessionId: s.id });
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(schema.sessions).set({ revokedAt: now }).where(eq(schema.sessions.id, sessionId));
}
