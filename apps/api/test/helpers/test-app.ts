import type { DbHandle } from '@khabar/db';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { EventBus } from '../../src/adapters/events/event-bus.ts';
import type { PaymentGateway } from '../../src/adapters/payments/payment-gateway.ts';
import type { SmsProvider } from '../../src/adapters/sms/sms-provider.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import type { RateLimitTable } from '../../src/plugins/rate-limits.ts';
import { createTestDatabase } from './test-database.ts';

/** Thursday 2026-11-19, 13:00 in Kolkata: lunch time, most demo restaurants open. */
export const LUNCH_TIME = new Date('2026-11-19T07:30:00Z');

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    gateway?: PaymentGateway;
    /** A second app on the same database (two API processes); the first one's close() closes it. */
    handle?: DbHandle;
    events?: EventBus;
    /** An SMS provider of the test's own (one whose gateway fails); default the console outbox. */
    sms?: SmsProvider;
    /**
     * The rate limits: none by default, since API tests drive bursts on purpose and a limit would
     * only get in their way; plugins/rate-limits.test.ts passes the real table (RATE_LIMITS).
     */
    rateLimits?: RateLimitTable;
    /** Serve the built web app from WEB_DIST (off by default). */
    serveWeb?: boolean;
    /** Told about every route as it is registered (tests built from the route registry). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<TestApp> {
  const handle = options.handle ?? (await createTestDatabase());
  // The autopilot would move orders under a test's feet; its own tests turn it on.
  const config = loadConfig({ DATA_DIR: '/tmp/khabar-unused', DEMO_AUTOPILOT: 'false', ...options.env });
  const app = await buildApp({
    config,
    db: handle,
    now: options.now ?? (() => LUNCH_TIME),
    logger: false,
    gateway: options.gateway,
    events: options.events,
    sms: options.sms,
    rateLimits: options.rateLimits ?? {},
    serveWeb: options.serveWeb,
    onRoute: options.onRoute,
  });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      if (!options.handle) await handle.close();
    },
  };
}
