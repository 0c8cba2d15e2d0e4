// Authentication for the logged-in calls: `Authorization: Bearer <token>`, or the spec's `token` (and
// `user_id`) in the body (JSON, or a multipart form whose fields a route has made its body). A user_id
// that is not the token's user is refused, never trusted. The account is resolved once per request,
// before the per-account rate limits, which count it whatever carried the token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { authenticateToken } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user?: { id: number; sessionId: number };
  }
}

function tokenOf(req: FastifyRequest): { token: string | null; claimedUserId: unknown } {
  const header = req.headers.authorization;
  const body = (req.body ?? {}) as { token?: unknown; user_id?: unknown };
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
  const token = bearer ?? (typeof body.token === 'string' ? body.token : null);
  return { token, claimedUserId: body.user_id };
}

/** Resolves a token (and the user id the client claims) to the session's user, or refuses. */
async function authenticate(
  req: FastifyRequest,
  token: string | null,
  claimedUserId: unknown,
): Promise<{ id: number; sessionId: number }> {
  if (!token) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  const app = req.server;
  const session = await authenticateToken({
    db: app.db,
    token,
    now: app.now(),
    ttlDays: app.config.sessionTtlDays,
  });
  if (!session) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please log in again.');
  if (claimedUserId !== undefined && claimedUserId !== null && claimedUserId !== '') {
    if (String(claimedUserId) !== String(session.userId)) {
      throw new AppError('FORBIDDEN', 'This account cannot be used with this session.');
    }
  }
  req.user = { id: session.userId, sessionId: session.sessionId };
  return req.user;
}

/**
 * The request's user, from its token wherever it came, or null when it carries none (an invalid token
 * is refused). Resolved once: a second call, by the rate limits after the route's check, reuses it.
 */
export async function resolveUser(req: FastifyRequest): Promise<{ id: number; sessionId: number } | null> {
  if (req.user) return req.user;
  const { token, claimedUserId } = tokenOf(req);
  return token ? authenticate(req, token, claimedUserId) : null;
}

export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!(await resolveUser(req))) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
}

/** For calls open to guests whose answer is richer for a customer: a token, if sent, must be valid. */
export async function optionalUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await resolveUser(req);
}

/** The authenticated user of a request that went through requireUser. */
export function userOf(req: FastifyRequest): { id: number; sessionId: number } {
  if (!req.user) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return req.user;
}
