// Builds the Fastify app from a config and an open database; listening is server.ts's business, so
// tests build the same app and talk to it with inject().
import './fastify-types.ts';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import { type DbHandle, kolkataPlaces, kolkataRivers } from '@khabar/db';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createTestClock } from './adapters/clock/test-clock.ts';
import type { EventBus } from './adapters/events/event-bus.ts';
import { createLocalEventBus } from './adapters/events/local-event-bus.ts';
import { measureEventBus } from './adapters/events/measured-event-bus.ts';
import { createRedisEventBus } from './adapters/events/redis-event-bus.ts';
import { createGazetteerGeoProvider } from './adapters/geo/gazetteer-geo-provider.ts';
import type { GeoProvider } from './adapters/geo/geo-provider.ts';
import { createHttpGeoProvider } from './adapters/geo/http-geo-provider.ts';
import type { PaymentGateway } from './adapters/payments/payment-gateway.ts';
import { createRazorpayGateway } from './adapters/payments/razorpay-gateway.ts';
import { createSandboxGateway } from './adapters/payments/sandbox-gateway.ts';
import { createConsoleSmsProvider } from './adapters/sms/console-sms-provider.ts';
import { createHttpSmsProvider } from './adapters/sms/http-sms-provider.ts';
import type { SmsProvider } from './adapters/sms/sms-provider.ts';
import type { AppConfig } from './config/load-config.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { appInfoRoutes } from './modules/app-info/routes.ts';
import { testClockRoutes } from './modules/app-info/test-clock-routes.ts';
import { createSmsBudgetWatch } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { resumeAutopilot } from './modules/autopilot/index.ts';
import { schedulePositionTrailPruning } from './modules/captain/index.ts';
import { captainRoutes } from './modules/captain/routes.ts';
import { cashRoutes } from './modules/cash/routes.ts';
import {
  CatalogReadModel,
  keepCatalogFresh,
  listPromoSlides,
  readMenuFirstView,
} from './modules/catalog/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { complaintRoutes } from './modules/complaints/routes.ts';
import { imageRoutes } from './modules/images/routes.ts';
import { createJobHandlers } from './modules/jobs/create-job-handlers.ts';
import { createJobRunner } from './modules/jobs/job-runner.ts';
import { mapRoutes } from './modules/map/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { menuEditorRoutes } from './modules/menu-editor/routes.ts';
import { createAppMetrics } from './modules/metrics/index.ts';
import { metricsRoutes } from './modules/metrics/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { opsBoardRoutes } from './modules/ops/board-routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { partnerRoutes } from './modules/partner/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-routes.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { loadVapidKeys, type VapidKeys } from './modules/push/index.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { scheduleDashboardRollup } from './modules/reports/index.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { createSettingsStore } from './modules/settings/index.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { createStreamRegistry, isEventStream } from './modules/streams/index.ts';
import { streamRoutes } from './modules/streams/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { supportCustomerRoutes } from './modules/support-customers/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { scheduleWalletExpiry } from './modules/wallet/index.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { redactLogLine, serializeErrorSafely } from './plugins/log-serializers.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { type RateLimitTable, registerRateLimits } from './plugins/rate-limits.ts';
import { registerWebStatic } from './plugins/web-static.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  now?: () => Date;
  geo?: GeoProvider;
  sms?: SmsProvider;
  /**
   * The event bus; by default Redis when REDIS_URL is set, else in-process. A bus passed in belongs to
   * the caller (tests share one between two app instances) and is not closed with the app.
   */
  events?: EventBus;
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Told about every route as it is registered (the fuzz test builds its requests from them). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the rate-limit table (tests: {} to keep limits out of the way, or small ones to hit). */
  rateLimits?: RateLimitTable;
  /** The payment gateway; default from the config (tests pass one whose refunds fail). */
  gateway?: PaymentGateway;
}

/** How old the in-memory catalog may get before a request triggers a reload from the database. */
const CATALOG_MAX_AGE_MS = 60_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.otp', 'req.body.token'],
            serializers: { err: serializeErrorSafely },
            // Phone numbers, keys, tokens and codes out of every line, whoever wrote it.
            hooks: { streamWrite: redactLogLine },
          },
    bodyLimit: 64 * 1024,
    // A hop count believes that many proxies in front (proxy-addr's rule, written as Fastify types it).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A client must send its whole request (headers and body) within this time; one sending nothing,
    // or trickling bytes to hold a socket open, is answered 408 and cut off. Node checks these limits
    // on a timer (30 s by default, so a 30 s limit acted at up to 60 s) and, when headersTimeout
    // (60 s by default) is the longer, swaps the two: bodies then had 60 s and up to 90 s. So both are
    // the same limit, checked often. Event streams are not touched: their request (a GET) is complete,
    // and only requests still arriving are checked.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.round(config.requestTimeoutMs / 10))),
    },
    // An idle connection between requests is closed after this. There is no inactivity limit beyond
    // these (connectionTimeout stays 0): a socket sending nothing is under the request limits above,
    // and one waiting for its answer is the server's business, not the client's.
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Fastify logs two lines a request (in and out) with the whole request serialised; one access line
    // at the end says the same for half the cost (logging at info cost a third or more of the list's
    // throughput, issue 15).
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (options.logger !== false && ['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', async (req, reply) => {
      req.log.info(
        { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    });
  }
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // On a test clock (CLOCK_START: tests only, refused in production) the tests may also move the time
  // forward (POST /api/dev/clock) instead of waiting for it.
  const testClock = config.clockStart ? createTestClock(options.now ?? (() => new Date())) : null;
  const now = testClock?.now ?? options.now ?? (() => new Date());
  const catalog = new CatalogReadModel(now, config.geo.roadFactor);
  await catalog.load(db.db);
  const embeddedGeo = createGazetteerGeoProvider(kolkataPlaces, config.geo.roadFactor);
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('catalog', catalog);
  app.decorate('geo', options.geo ?? createHttpGeoProvider(embeddedGeo, config.geo));
  app.decorate('now', now);
  const bus =
    options.events ??
    (config.redisUrl
      ? createRedisEventBus({
          url: config.redisUrl,
          prefix: config.redisPrefix,
          onError: (err) => app.log.warn({ err }, 'redis event bus'),
        })
      : createLocalEventBus());
  if (!options.events) app.addHook('onClose', () => bus.close());
  // The live streams open on this process, and what the metrics read from them, the bus, the pool and
  // the catalog.
  const openStreams = createStreamRegistry({
    heartbeatMs: config.streamHeartbeatMs,
    maxPerHolder: config.streamsPerAccount,
  });
  const metrics = createAppMetrics({
    db: db.db,
    now,
    dbKind: db.kind,
    pool: db.pool,
    openStreams,
    catalog: catalog.counts,
  });
  // Every request's time by its route's pattern; an event stream's length is its life, not a latency.
  app.addHook('onResponse', async (req, reply) => {
    if (isEventStream(reply.raw)) return;
    metrics.observeRequest({
      method: req.method,
      route: req.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  const events = measureEventBus(bus, (channel, seconds) => metrics.observeBusLag(channel, seconds));
  app.decorate('events', events);
  app.decorate('instanceId', randomUUID());
  const catalogSync = keepCatalogFresh({
    catalog,
    db: db.db,
    events,
    origin: app.instanceId,
    maxAgeMs: CATALOG_MAX_AGE_MS,
    onError: (err) => app.log.error({ err }, 'catalog reload failed'),
  });
  app.decorate('catalogSync', catalogSync);
  app.addHook('onClose', async () => catalogSync.stop());
  const settings = createSettingsStore({
    db: db.db,
    events,
    config,
    origin: app.instanceId,
    onError: (err) => app.log.error({ err }, 'settings read failed'),
  });
  await settings.load();
  app.decorate('settings', settings);
  app.addHook('onClose', async () => settings.stop());
  // Aborted when the app starts closing (SIGTERM): long-lived responses (event streams) end on it,
  // since the server waits for every open response before it closes.
  const shuttingDown = new AbortController();
  app.decorate('shutdownSignal', shuttingDown.signal);
  app.addHook('preClose', async () => shuttingDown.abort());
  const sms =
    options.sms ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? createHttpSmsProvider(config.sms.httpUrl, config.sms.httpToken)
      : createConsoleSmsProvider(now));
  // The hour's SMS budget as this process sees it: a warn line when a share is nearly used, and the
  // counters /api/health shows (decision 025).
  const smsBudget = createSmsBudgetWatch({
    cap: config.sms.hourlyCap,
    warn: (fields, message) => app.log.warn(fields, message),
  });
  app.decorate('smsBudget', smsBudget);
  const pay = config.payments;
  const sandbox = pay.provider === 'sandbox' ? createSandboxGateway(config.otpSecret) : null;
  const gateway: PaymentGateway =
    options.gateway ??
    sandbox ??
    createRazorpayGateway(
      pay.razorpayKeyId ?? '',
      pay.razorpayKeySecret ?? '',
      pay.razorpayWebhookSecret ?? '',
    );

  app.addHook('onRequest', async () => {
    catalogSync.reloadIfStale();
    settings.reloadIfStale();
  });
  // Live streams never finish by themselves: they are ended before the server waits for its
  // connections to drain (preClose), and again at onClose for any that opened in between.
  app.decorate('openStreams', openStreams);
  app.addHook('preClose', async () => openStreams.closeAll());
  app.addHook('onClose', async () => openStreams.closeAll());

  // Web Push's key pair (decision 051), read (or, for the embedded default, made) once per process; a
  // failed read is tried again on the next use.
  let vapid: Promise<VapidKeys> | null = null;
  const pushKeys = () => {
    vapid ??= loadVapidKeys({ db: db.db, push: config.push, secret: config.otpSecret }).catch((err) => {
      vapid = null;
      throw err;
    });
    return vapid;
  };
  app.decorate('pushKeys', pushKeys);

  // Durable jobs (decision 008): server.ts starts the polling; tests run due jobs by hand.
  const jobs = createJobRunner({
    db: db.db,
    now,
    handlers: createJobHandlers({
      db: db.db,
      events,
      now,
      settings: config.lifecycle,
      gateway,
      geo: app.geo,
      dataDir: config.dataDir,
      pushKeys,
      webhooks: config.webhooks,
    }),
    onError: (err, job) => app.log.warn({ err, job: job.name, jobId: job.id }, 'job failed'),
    onFinish: (job, outcome) => metrics.countJob(job, outcome),
    // The dashboard's daily roll-up: this hour's run, unless it ran already (decision 038); the hourly
    // pruning of order trails is due (decision 040: one job per hour, whichever process enqueues it
    // first), and so is the hourly expiry of refund credit (decision 044); orders the autopilot left mid-way (or never had: the seeded order on its way) go on moving.
    onStart: () =>
      Promise.all([
        scheduleDashboardRollup({ db: db.db, now, when: 'this hour' }),
        schedulePositionTrailPruning({ db: db.db, now }),
        scheduleWalletExpiry({ db: db.db, now }),
        config.lifecycle.autopilot
          ? resumeAutopilot({ db: db.db, events, now, settings: config.lifecycle, geo: app.geo })
          : null,
      ]),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  registerErrorHandler(app, { brandName: config.brand.name });
  // Countdowns in the browser (the cancel window, a restaurant's acceptance window, a captain's offer)
  // run on the server's clock, not the phone's: every answer's Date header is this app's clock (the
  // test clock under CLOCK_START), which the page compares with its own (decision 014).
  app.addHook('onSend', async (_req, reply) => {
    reply.header('date', now().toUTCString());
  });
  registerLoadShedding(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    brandName: config.brand.name,
  });
  registerInputGuard(app);
  const tileHost = config.map.tileUrl ? new URL(config.map.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay's checkout script and frame only when Razorpay is the provider.
        scriptSrc: ["'self'", ...(sandbox ? [] : ['https://checkout.razorpay.com'])],
        frameSrc: sandbox ? ["'none'"] : ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileHost ? [tileHost] : [])],
        connectSrc: ["'self'", ...(sandbox ? [] : ['https://lumberjack.razorpay.com'])],
        // The service worker and the installable app's manifest (decision 050), named rather than left
        // to default-src.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 2048 });
  await registerOpenApi(app, { brandName: config.brand.name });
  // Before any route: the limits attach to routes as they are registered.
  await registerRateLimits(app, {
    redisUrl: config.redisUrl,
    limits: options.rateLimits,
    processes: config.webConcurrency,
  });

  await app.register(
    async (api) => {
      await api.register(appInfoRoutes);
      await api.register(catalogRoutes);
      await api.register(placesRoutes);
      await api.register(authRoutes, { sms, budget: smsBudget });
      await api.register(addressRoutes);
      await api.register(walletRoutes);
      await api.register(notificationRoutes);
      await api.register(profileRoutes);
      await api.register(orderRoutes, { gateway });
      await api.register(paymentRoutes, { gateway });
      await api.register(partnerRoutes);
      await api.register(captainRoutes);
      await api.register(adminRoutes);
      await api.register(supportRoutes);
      await api.register(opsBoardRoutes);
      await api.register(settingsRoutes);
      await api.register(supportCustomerRoutes);
      await api.register(reportRoutes);
      await api.register(cashRoutes);
      await api.register(menuEditorRoutes);
      await api.register(imageRoutes);
      await api.register(complaintRoutes);
      await api.register(streamRoutes, { registry: openStreams });
      await api.register(trackingRoutes);
      await api.register(ratingRoutes);
      await api.register(pushRoutes);
      await api.register(webhookRoutes);
      // The bundled gazetteer and rivers: the map's base layer when no tile server is set.
      await api.register(mapRoutes, { places: kolkataPlaces, rivers: kolkataRivers });
      if (testClock) await api.register(testClockRoutes, { clock: testClock });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await app.register(metricsRoutes, { metrics });
  if (sandbox) await app.register(sandboxCheckoutRoutes, { gateway: sandbox });
  await registerWebStatic(app, options.serveWeb ? config.webDist : null, {
    brandName: config.brand.name,
    // The promo screens' largest paint: index.html asks for it before any script runs.
    firstPromoImage: async () => {
      const answer = await listPromoSlides({ db: app.db, catalog, now });
      const { mainSlides } = JSON.parse(answer.identity.toString('utf8')) as {
        mainSlides: Array<{ image: string }>;
      };
      return mainSlides[0]?.image ?? null;
    },
    // A menu's largest paint on a phone (its first dish's photo) and the answers it is drawn from.
    menuFirstView: (slug, language) => readMenuFirstView({ db: app.db, catalog, slug, language }),
  });
  return app;
}
