// How often one client (address) and one account may call what costs: CPU (search, quotes), money and
// stock (orders), disk (photos), rows (addresses), SMS and account lookups (the OTP calls). One table,
// applied to the routes by an onRoute hook, so no routes file carries a limit. Counters live in Redis
// when REDIS_URL is set (shared by every API process), in this process's memory otherwise; while Redis
// does not answer, in this process's memory on a stricter share of each limit (decision 026).
import { createRequire } from 'node:module';
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
  // A problem report may carry a photo (the same seconds of CPU); a customer has few orders to report.
  'POST /api/orders/:id/complaint': {
    perClient: { max: 30, windowMs: HOUR },
    perAccount: { max: 10, windowMs: HOUR },
  },
  // Support finds customers one exact number or order at a time (decision 034): an agent's account
  // walking through numbers to copy the customer list is stopped long before it gets far.
  'POST /api/admin/customers/find': { perAccount: { max: 200, windowMs: HOUR } },
  // A position report writes a trail point (decision 040). The captain app sends one every 10 s, or
  // every 25 m: 40 a minute at 60 km/h. Three times that is a phone gone wrong or a script.
  'POST /api/captain/position': { perAccount: { max: 120, windowMs: MINUTE } },
  // Geocoding and routing may call a paid provider.
  'GET /api/places/autocomplete': { perClient: { max: 120, windowMs: MINUTE } },
  'POST /api/coordinate-to-address': { perClient: { max: 60, windowMs: MINUTE } },
  'GET /api/distance': { perClient: { max: 60, windowMs: MINUTE } },
  // A scrape reads the database: a scraper asks every 15 s or so, a loop asking faster is refused.
  'GET /metrics': { perClient: { max: 120, windowMs: MINUTE } },
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

interface Counts {
  current: number;
  ttl: number;
}

/** The store interface of @fastify/rate-limit (its Redis and memory stores, and ours around them). */
interface CountStore {
  incr(key: string, done: (err: Error | null, counts?: Counts) => void, windowMs: number, max: number): void;
  child(routeOptions: object): CountStore;
}
type StoreClass<A extends unknown[]> = new (...args: A) => CountStore;

// The library's own two stores (its index exports neither by name).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<
  [continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string]
>;
const MemoryStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<
  [continueExceeding: boolean, exponentialBackoff: boolean]
>;

/**
 * A count made in this process alone while Redis is away, reported so that the limit refuses past
 * this process's share of it: `max / processes` (at least 1), never more than the whole limit in all.
 */
function countAgainstShare(current: number, max: number, processes: number): number {
  const share = Math.max(1, Math.floor(max / processes));
  return current > share ? Math.max(current, max + 1) : current;
}

/**
 * Counts in Redis while it answers (shared by every process); while it does not (down, restarting,
 * unreachable, or slower than the command timeout) in this process's memory against a stricter share,
 * so that losing Redis never switches the limits off. Redis's own counts are kept, and used again as
 * soon as it is back.
 */
function sharedOrLocalStore(
  redis: Redis,
  processes: number,
  on: { local: (err: Error | null) => void; shared: () => void },
) {
  class SharedOrLocal implements CountStore {
    constructor(
      private readonly shared: CountStore,
      private readonly local: CountStore,
    ) {}
    incr(key: string, done: (err: Error | null, counts?: Counts) => void, windowMs: number, max: number) {
      const locally = (err: Error | null) => {
        on.local(err);
        this.local.incr(
          key,
          (e, counts) =>
            done(
              e,
              counts && { current: countAgainstShare(counts.current, max, processes), ttl: counts.ttl },
            ),
          windowMs,
          max,
        );
      };
      // A client that is not connected would fail at once anyway (no offline queue): skip the attempt.
      if (redis.status !== 'ready') return locally(null);
      this.shared.incr(
        key,
        (err, counts) => {
          if (err) return locally(err);
          on.shared();
          done(null, counts);
        },
        windowMs,
        max,
      );
    }
    child(routeOptions: object): CountStore {
      return new SharedOrLocal(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  return class extends SharedOrLocal {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'khabar-rl:'),
        new MemoryStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

/** A Redis command slower than this counts in memory instead: a request never waits on a stuck Redis. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Registers the limits (call before any route). `limits` replaces the table (tests shrink it or pass {}
 * to see other behaviour without limits in the way). `processes` (WEB_CONCURRENCY) sets each process's
 * share of a limit while Redis is away.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { redisUrl?: string | undefined; limits?: RateLimitTable | undefined; processes?: number },
): Promise<void> {
  const table = options.limits ?? RATE_LIMITS;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      })
    : null;
  // A Redis that is down must not take the API with it, nor its limits: its errors are logged, a request
  // is never queued behind a dead connection, counts go to memory meanwhile (once said in the log, at
  // warn), and ioredis keeps reconnecting.
  redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
  let local = false;
  const switchedTo = {
    local(err: Error | null) {
      if (local) return;
      local = true;
      app.log.warn(
        { err },
        `rate limits count in this process while Redis is unavailable (1/${options.processes ?? 1} of each limit)`,
      );
    },
    shared() {
      if (!local) return;
      local = false;
      app.log.info('rate limits count in Redis again');
    },
  };
  await redis?.connect().catch(() => {});
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { store: sharedOrLocalStore(redis, options.processes ?? 1, switchedTo) } : {}),
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
