// How often one client (address) and one account may call what costs: CPU (search, quotes), money and
// stock (orders), disk (photos), rows (addresses), SMS and account lookups (the OTP calls). One table,
// applied to the routes by an onRoute hook, so no routes file carries a limit. Counters live in Redis
// when REDIS_URL is set (shared by every API process), in this process's memory otherwise.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.ts';
import { resolveUser } from './require-user.ts';

interface Limit {
  max: number;
  windowMs: number;
}

interface RouteLimits {
  /** Per client address (req.ip: see TRUST_PROXY), for guests and accounts alike. */
  perClient?: Limit;
  /** Per account, once the request's login is known (many people may share one address). */
  perAccount?: Limit;
  /** Routes with the same bucket share their counts (else each route counts on its own). */
  bucket?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const addressWrites: RouteLimits = {
  perClient: { max: 60, windowMs: HOUR },
  perAccount: { max: 30, windowMs: HOUR },
};
// The login flow must say whether a number has an account (login or sign-up): fine for a person,
// not for a script walking through every number. The four calls that can tell share one count, so
// a script cannot get the allowance once per call (a person's login or sign-up takes two or three).
const accountLookups: RouteLimits = {
  perClient: { max: 60, windowMs: 10 * MINUTE },
  bucket: 'account-lookups',
};

const photoUploads: RouteLimits = {
  perClient: { max: 60, windowMs: HOUR },
  perAccount: { max: 60, windowMs: HOUR },
  bucket: 'photo-uploads',
};

/** "METHOD /url" as registered -> its limits. */
export type RateLimitTable = Record<string, RouteLimits>;

export const RATE_LIMITS: RateLimitTable = {
  'POST /api/search-restaurants': { perClient: { max: 60, windowMs: MINUTE } },
  'POST /api/cart-quote': {
    perClient: { max: 120, windowMs: MINUTE },
    perAccount: { max: 60, windowMs: MINUTE },
  },
  'POST /api/place-order': {
    perClient: { max: 30, windowMs: MINUTE },
    perAccount: { max: 10, windowMs: MINUTE },
  },
  'POST /api/edit-profile': {
    perClient: { max: 30, windowMs: HOUR },
    perAccount: { max: 10, windowMs: HOUR },
  },
  'POST /api/save-address': addressWrites,
  'POST /api/add-address': addressWrites,
  'POST /api/edit-address': addressWrites,
  'POST /api/delete-address': addressWrites,
  'POST /api/set-default-address': addressWrites,
  'GET /api/send-login-otp/:phone': accountLookups,
  'GET /api/send-registration-otp/:phone': accountLookups,
  'POST /api/login-using-otp': accountLookups,
  'POST /api/register': accountLookups,
  // A photo costs seconds of CPU to make into its sizes: one shared count per account and client.
  'POST /api/menu-editor/dishes/:itemId/photo': photoUploads,
  'POST /api/admin/restaurants/:restaurantId/photo': photoUploads,
  'POST /api/admin/captains/:captainId/photo': photoUploads,
  // Geocoding and routing may call a paid provider.
  'GET /api/places/autocomplete': { perClient: { max: 120, windowMs: MINUTE } },
  'POST /api/coordinate-to-address': { perClient: { max: 60, windowMs: MINUTE } },
  'GET /api/distance': { perClient: { max: 60, windowMs: MINUTE } },
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function refuseWhenExceeded(limiter: Limiter, onlyWhen?: (req: FastifyRequest) => Promise<boolean>) {
  return async (req: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    if (onlyWhen && !(await onlyWhen(req))) return;
    const result = await limiter(req);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a little and try again.');
  };
}

function appendHook(route: RouteOptions, hook: 'onRequest' | 'preHandler', handler: onRequestHookHandler) {
  const current = route[hook];
  route[hook] = [...(Array.isArray(current) ? current : current ? [current] : []), handler] as never;
}

/**
 * Registers the limits (call before any route). `limits` replaces the table (tests shrink it or pass {}
 * to see other behaviour without limits in the way).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined; limits?: RateLimitTable | undefined },
): Promise<void> {
  const table = options.limits ?? RATE_LIMITS;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  // A Redis that is down must not take the API with it: its errors are logged, the limits fail open
  // meanwhile (a request is never queued behind a dead connection), and ioredis keeps reconnecting.
  redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
  await redis?.connect().catch(() => {});
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'khabar-rl:' } : {}),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  // One limiter per count: routes that share a bucket share it (each limiter has its own store).
  const limiters = new Map<string, Limiter>();
  const limiterFor = (name: string, limit: Limit, keyOf: (req: FastifyRequest) => string) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      limiter = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: keyOf });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const limits = table[`${method} ${route.url}`];
      if (!limits) continue;
      const key = limits.bucket ?? `${method} ${route.url}`;
      if (limits.perClient) {
        const limiter = limiterFor(`${key}|ip`, limits.perClient, (req) => `${key}|ip|${req.ip}`);
        appendHook(route, 'onRequest', refuseWhenExceeded(limiter));
      }
      if (limits.perAccount) {
        // Counted per user, never per session (logging in again gives no fresh count), whatever
        // carried the token: the header, the JSON body or edit-profile's form. Last of the route's
        // preHandlers, so the body is read and the login check has usually resolved the user; one
        // resolved here is kept for the handler. A request with no token is a guest's: not counted.
        const limiter = limiterFor(
          `${key}|account`,
          limits.perAccount,
          (req) => `${key}|account|${req.user?.id}`,
        );
        appendHook(
          route,
          'preHandler',
          refuseWhenExceeded(limiter, async (req) => (await resolveUser(req)) !== null),
        );
      }
    }
  });
}
