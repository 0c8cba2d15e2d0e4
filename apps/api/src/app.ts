// Builds the Fastify app from a config and an open database; listening is server.ts's business, so
// tests build the same app and talk to it with inject().
import './fastify-types.ts';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { type DbHandle, kolkataPlaces } from '@khabar/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
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
import { appInfoRoutes } from './modules/app-info/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { CatalogReadModel } from './modules/catalog/catalog-read-model.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-checkout.ts';
import { placesRoutes } from './modules/places/routes.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerWebStatic } from './plugins/web-static.ts';

export interface BuildAppOptions {
  config: AppConfig;
  db: DbHandle;
  now?: () => Date;
  geo?: GeoProvider;
  sms?: SmsProvider;
  logger?: boolean;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
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
          },
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = options.now ?? (() => new Date());
  const catalog = new CatalogReadModel(now);
  await catalog.load(db.db);
  const embeddedGeo = createGazetteerGeoProvider(kolkataPlaces, config.geo.roadFactor);
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('catalog', catalog);
  app.decorate('geo', options.geo ?? createHttpGeoProvider(embeddedGeo, config.geo));
  app.decorate('now', now);
  const sms =
    options.sms ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? createHttpSmsProvider(config.sms.httpUrl, config.sms.httpToken)
      : createConsoleSmsProvider(now));
  const pay = config.payments;
  const sandbox = pay.provider === 'sandbox' ? createSandboxGateway(config.otpSecret) : null;
  const gateway: PaymentGateway =
    sandbox ??
    createRazorpayGateway(
      pay.razorpayKeyId ?? '',
      pay.razorpayKeySecret ?? '',
      pay.razorpayWebhookSecret ?? '',
    );

  let reloading = false;
  app.addHook('onRequest', async () => {
    if (!reloading && Date.now() - catalog.loadedAt > CATALOG_MAX_AGE_MS) {
      reloading = true;
      catalog
        .load(db.db)
        .catch((err) => app.log.error({ err }, 'catalog reload failed'))
        .finally(() => {
          reloading = false;
        });
    }
  });

  registerErrorHandler(app);
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
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 2048 });
  // Limits are set per route where a request costs money or guesses a secret (OTP sends and checks).
  await app.register(fastifyRateLimit, { global: false });

  await app.register(
    async (api) => {
      await api.register(appInfoRoutes);
      await api.register(catalogRoutes);
      await api.register(placesRoutes);
      await api.register(authRoutes, { sms });
      await api.register(addressRoutes);
      await api.register(walletRoutes);
      await api.register(notificationRoutes);
      await api.register(profileRoutes);
      await api.register(orderRoutes, { gateway });
      await api.register(paymentRoutes, { gateway });
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  if (sandbox) await app.register(sandboxCheckoutRoutes, { gateway: sandbox });
  await registerWebStatic(app, options.serveWeb ? config.webDist : null);
  return app;
}
