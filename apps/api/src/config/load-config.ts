// All configuration, parsed once at start-up. A bad value stops the server with every problem named.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTING_LIMITS } from '@khabar/domain';
import { z } from 'zod';
import { createSandboxGateway } from '../adapters/payments/sandbox-gateway.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Outside production a fixed key keeps codes (and the sandbox's keys) working across restarts. */
export const DEVELOPMENT_OTP_SECRET = 'khabar-development-otp-secret';
const developmentSandbox = createSandboxGateway(DEVELOPMENT_OTP_SECRET);
/**
 * The key that encrypts webhook secrets at rest outside production (decision 054): derived from the
 * public development secret, so it is stable across restarts and refused in production.
 */
export const DEVELOPMENT_WEBHOOK_KEY = createHash('sha256')
  .update(`${DEVELOPMENT_OTP_SECRET}:webhook-secrets`)
  .digest('hex');

/**
 * Which X-Forwarded-For hops to believe (Fastify's trustProxy): a hop count ("1": the one load
 * balancer in front), or the proxies' addresses and CIDR ranges, comma-separated. "true" believes any
 * client's header, so anyone could pose as any address and slip past the per-address limits: it is
 * for tests and development only (refused in production).
 */
const IP_OR_CIDR = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;
const trustProxy = z
  .string()
  .default('false')
  .transform((v, ctx): boolean | number | string[] => {
    const value = v.trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const list = value.split(',').map((a) => a.trim());
    if (list.every((a) => IP_OR_CIDR.test(a))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count (e.g. 1) or proxy addresses / CIDR ranges, comma-separated',
    });
    return z.NEVER;
  });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ error: 'must be a URL' }).optional());
/** An on/off setting: true/1 or false/0; empty or unset = the setting's default. */
const flag = z.enum(['true', 'false', '1', '0', ''], { error: 'must be true, false, 1 or 0' }).optional();
const isOn = (v: string | undefined) => v === 'true' || v === '1';
const isOff = (v: string | undefined) => v === 'false' || v === '0';
// The business settings' defaults: the limits are the back office's (SETTING_LIMITS), so a value the
// server starts with is one an admin could save, and the other way round.
const { taxPercent, rupees, acceptWindowSeconds, supportPhone, supportChatUrl, goodwillDailyCap } =
  SETTING_LIMITS;
const rupeeAmount = z.coerce
  .number({ error: 'must be a number' })
  .int('must be whole rupees')
  .min(rupees.min, `must be from ${rupees.min} to ${rupees.max} rupees`)
  .max(rupees.max, `must be from ${rupees.min} to ${rupees.max} rupees`);

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    // 0 = any free port (tests that start the real server read it from the ready line).
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxy,
    // Time allowed to receive a whole request (headers and body): a client trickling bytes is cut off.
    REQUEST_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1000)
      .max(600_000)
      .default(30_000),
    // How long a connection may sit idle between requests. Longer than the load balancer's own idle
    // timeout (60 s on most), so the balancer closes first and never sends on a socket we are closing.
    KEEP_ALIVE_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(1000)
      .max(600_000)
      .default(72_000),
    // Above this event-loop delay the server answers 503 (Retry-After) instead of queueing more work;
    // 0 turns it off. Default: 1000 in production, off elsewhere (plugins/load-shedding.ts says why).
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(0)
      .max(60_000)
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    // The demo city (restaurants, and accounts on fixed public numbers) on a new, empty database. Default:
    // on outside production, off in production, where a new database is migrated and left empty.
    SEED_DEMO: flag,
    // Production refuses to start on a database holding the demo seed's accounts (anyone with those
    // public numbers could log in as their staff and captains) unless this says it is a public demo.
    ALLOW_DEMO_ACCOUNTS: flag,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    ),
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis://')
        .optional(),
    ),
    /** Prefix of every Redis channel, so several deployments (or tests) can share one Redis. */
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{0,40}$/, 'must be up to 40 letters, digits, :, _ or -')
      .default('khabar:'),
    /** Seconds between keep-alive comments on an idle event stream (proxies close silent ones). */
    STREAM_HEARTBEAT_SECONDS: z.coerce.number({ error: 'must be a number' }).min(1).max(25).default(20),
    /**
     * Live streams one account (or one guest address) may hold open on one process: a few tabs and
     * consoles. Only the 10,000-stream bench raises it, to hold many streams with few accounts.
     */
    STREAMS_PER_ACCOUNT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(100_000).default(30),
    WEB_DIST: z.string().default('apps/web/dist'),
    /** API processes sharing the port (node:cluster); more than 1 needs DATABASE_URL and REDIS_URL. */
    WEB_CONCURRENCY: z.coerce.number({ error: 'must be a number' }).int().min(1).max(64).default(1),
    /** PostgreSQL connections per API process. */
    DB_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(200).default(10),
    /** How long a stopping server lets requests in flight finish before it cuts them. */
    SHUTDOWN_GRACE_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(0)
      .max(120_000)
      .default(10_000),
    SMS_PROVIDER: z.enum(['console', 'http']).optional(),
    SMS_HTTP_URL: optionalUrl,
    SMS_HTTP_TOKEN: optionalString,
    // Codes the platform texts in any hour, all numbers together: what an SMS flood can cost at most.
    SMS_HOURLY_CAP: z.coerce.number({ error: 'must be a number' }).int().min(1).max(1_000_000).default(2_000),
    OTP_SECRET: optionalString,
    // 32 bytes as 64 hex digits: the AES-256-GCM key webhook secrets are stored under (decision 054).
    WEBHOOK_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits (32 random bytes: openssl rand -hex 32)')
        .optional(),
    ),
    // The Bearer token GET /metrics asks for. Unset: open in development, absent (404) in production.
    METRICS_TOKEN: optionalString.pipe(
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .max(256, 'must be at most 256 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be visible ASCII characters without spaces')
        .optional(),
    ),
    // Web Push (decision 051): the VAPID key pair (base64url, as web-push's generateVAPIDKeys gives)
    // and who the push services may contact. Unset outside production: a pair is made on the first start
    // and kept in the database; production refuses to start without a pair of its own.
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key, 65 bytes in base64url')
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, 32 bytes in base64url')
        .optional(),
    ),
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
        .optional(),
    ),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    GEOCODER_URL: optionalUrl,
    ROUTER_URL: optionalUrl,
    ROAD_FACTOR: z.coerce.number({ error: 'must be a number' }).min(1).max(3).default(1.3),
    MAP_TILE_URL: z.string().default(''),
    MAP_ATTRIBUTION: z.string().default(''),
    // The city's centre: where maps open and what the lists use when no place is chosen.
    CITY_CENTRE: z
      .string()
      .default('22.5726,88.3639')
      .transform((v) => v.split(',').map((x) => Number(x.trim())))
      .pipe(
        z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)], {
          error: 'must be latitude,longitude',
        }),
      ),
    BRAND_NAME: z.string().min(1).max(40).default('Khabar'),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).max(254).default('support@khabar.example'),
    SUPPORT_PHONE: z
      .string()
      .min(supportPhone.min)
      .max(supportPhone.max)
      .regex(/^\+?\d[\d -]*\d$/, 'must be digits with spaces, + or - (like 1800-123-4567)')
      .default('1800-123-4567'),
    // A chat link of its own (e.g. https://wa.me/91XXXXXXXXXX): a toll-free number is not a chat number.
    SUPPORT_CHAT_URL: optionalString.pipe(
      z
        .url({ protocol: /^https$/, error: 'must be an https:// URL' })
        .max(supportChatUrl.max)
        .optional(),
    ),
    TAX_PERCENT: z.coerce
      .number({ error: 'must be a number' })
      .min(taxPercent.min)
      .max(taxPercent.max)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'can have at most two decimals')
      .default(5),
    COD_MAX: rupeeAmount.default(400),
    MIN_ORDER: rupeeAmount.default(99),
    // Whole rupees one support agent may credit as goodwill in a Kolkata day without an admin (decision 034).
    GOODWILL_DAILY_CAP: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(goodwillDailyCap.min)
      .max(goodwillDailyCap.max)
      .default(500),
    // The restaurant must accept within this many seconds of placement or the order is cancelled.
    ACCEPT_WINDOW_SECONDS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(acceptWindowSeconds.min)
      .max(acceptWindowSeconds.max)
      .default(120),
    // Demo autopilot: drives orders nobody touches to Delivered. Default on with the embedded database
    // outside production; AUTOPILOT_SPEED compresses its time (2 = twice as fast).
    DEMO_AUTOPILOT: flag,
    AUTOPILOT_SPEED: z.coerce.number({ error: 'must be a number' }).min(0.1).max(100).default(1),
    // Tests only: the server's clock starts at this instant (and runs on), so browser tests see the
    // demo restaurants open whatever the hour CI runs at. Refused in production.
    CLOCK_START: optionalString.pipe(z.iso.datetime({ error: 'must be an ISO instant' }).optional()),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=razorpay',
          });
      }
    }
    if ((env.SMS_PROVIDER === 'http' || (production && !env.SMS_PROVIDER)) && !env.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'is required with the other VAPID key (a pair, or neither)',
      });
    }
    if (production)
      refuseDevelopmentSettings(env, (path, message) =>
        ctx.addIssue({ code: 'custom', path: [path], message }),
      );
    if (env.OTP_SECRET && env.OTP_SECRET.length < 16) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'must be at least 16 characters' });
    }
  });

/**
 * What only development may run: with NODE_ENV=production each of these stops the server, named, so a
 * missing variable can never quietly leave the sandbox gateway (orders settled with no money moving),
 * the console SMS outbox, a secret everyone can read in this repository, or a test clock in charge.
 */
function refuseDevelopmentSettings(
  env: {
    PAYMENT_PROVIDER?: string | undefined;
    SMS_PROVIDER?: string | undefined;
    OTP_SECRET?: string | undefined;
    WEBHOOK_SECRET_KEY?: string | undefined;
    RAZORPAY_KEY_ID?: string | undefined;
    RAZORPAY_KEY_SECRET?: string | undefined;
    RAZORPAY_WEBHOOK_SECRET?: string | undefined;
    DEMO_AUTOPILOT?: string | undefined;
    SEED_DEMO?: string | undefined;
    ALLOW_DEMO_ACCOUNTS?: string | undefined;
    CLOCK_START?: string | undefined;
    TRUST_PROXY?: boolean | number | string[];
    METRICS_TOKEN?: string | undefined;
    VAPID_PRIVATE_KEY?: string | undefined;
    VAPID_SUBJECT?: string | undefined;
  },
  refuse: (variable: string, message: string) => void,
): void {
  if (env.PAYMENT_PROVIDER !== 'razorpay') {
    refuse(
      'PAYMENT_PROVIDER',
      env.PAYMENT_PROVIDER === 'sandbox'
        ? 'is sandbox, which settles orders with no money moving: production needs razorpay'
        : 'is required in production (razorpay); the sandbox gateway is for development only',
    );
  }
  if (env.SMS_PROVIDER === 'console') {
    refuse('SMS_PROVIDER', 'is console, which sends no SMS: production needs http');
  }
  if (!env.OTP_SECRET) refuse('OTP_SECRET', 'is required in production');
  else if (env.OTP_SECRET === DEVELOPMENT_OTP_SECRET) {
    refuse('OTP_SECRET', 'is the development secret from the source code: set a secret of your own');
  }
  if (!env.WEBHOOK_SECRET_KEY) refuse('WEBHOOK_SECRET_KEY', 'is required in production');
  else if (env.WEBHOOK_SECRET_KEY.toLowerCase() === DEVELOPMENT_WEBHOOK_KEY) {
    refuse(
      'WEBHOOK_SECRET_KEY',
      'is the development key derived from the source code: set a key of your own',
    );
  }
  if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_')) {
    refuse('RAZORPAY_KEY_ID', 'is a Razorpay test key (no money moves): production needs a live key');
  }
  if (env.RAZORPAY_KEY_SECRET && env.RAZORPAY_KEY_SECRET === developmentSandbox.keySecret) {
    refuse('RAZORPAY_KEY_SECRET', "is the development sandbox's key, derived from a public secret");
  }
  if (env.RAZORPAY_WEBHOOK_SECRET && env.RAZORPAY_WEBHOOK_SECRET === developmentSandbox.webhookSecret) {
    refuse('RAZORPAY_WEBHOOK_SECRET', "is the development sandbox's key, derived from a public secret");
  }
  if (isOn(env.SEED_DEMO) && !isOn(env.ALLOW_DEMO_ACCOUNTS)) {
    refuse(
      'SEED_DEMO',
      "would create the demo city's accounts on public numbers: in production only with ALLOW_DEMO_ACCOUNTS=1 (a public demo)",
    );
  }
  if (isOn(env.DEMO_AUTOPILOT)) {
    refuse('DEMO_AUTOPILOT', 'is for demos and not allowed in production');
  }
  if (env.CLOCK_START) refuse('CLOCK_START', 'is for tests and not allowed in production');
  // A scraper's configuration is read by more people than the login codes' key should be.
  if (
    env.METRICS_TOKEN &&
    (env.METRICS_TOKEN === env.OTP_SECRET || env.METRICS_TOKEN === DEVELOPMENT_OTP_SECRET)
  ) {
    refuse(
      'METRICS_TOKEN',
      'must be a token of its own, not the OTP secret or the development one from the source code',
    );
  }
  // The pair the embedded default makes is kept only as safe as the database and OTP_SECRET; production
  // names its own, with an address the push services can reach its owner at.
  if (!env.VAPID_PRIVATE_KEY) {
    refuse(
      'VAPID_PRIVATE_KEY',
      'is required in production (with VAPID_PUBLIC_KEY): generated keys are for development',
    );
  }
  if (!env.VAPID_SUBJECT) refuse('VAPID_SUBJECT', 'is required in production (mailto: or https:// address)');
  if (env.TRUST_PROXY === true) {
    refuse(
      'TRUST_PROXY',
      'is true, which believes any client’s X-Forwarded-For: give the hop count (e.g. 1) or the proxies’ addresses',
    );
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`),
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS ?? (production ? 1000 : 0),
    dataDir: resolve(repoRoot, e.DATA_DIR),
    seedDemo: isOn(e.SEED_DEMO) || (!production && !isOff(e.SEED_DEMO)),
    allowDemoAccounts: isOn(e.ALLOW_DEMO_ACCOUNTS),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    streamHeartbeatMs: Math.round(e.STREAM_HEARTBEAT_SECONDS * 1000),
    streamsPerAccount: e.STREAMS_PER_ACCOUNT,
    webDist: resolve(repoRoot, e.WEB_DIST),
    webConcurrency: e.WEB_CONCURRENCY,
    dbPoolSize: e.DB_POOL_SIZE,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sms: {
      provider: e.SMS_PROVIDER ?? (production ? 'http' : 'console'),
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      hourlyCap: e.SMS_HOURLY_CAP,
    },
    otpSecret: e.OTP_SECRET ?? DEVELOPMENT_OTP_SECRET,
    metrics: { token: e.METRICS_TOKEN },
    push: {
      /** null: the embedded default's pair, made on the first start and kept in the database. */
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
      /** Plain-http endpoints on this machine (the tests' stand-in push service): never in production. */
      allowLoopbackHttp: !production,
    },
    webhooks: {
      secretKey: (e.WEBHOOK_SECRET_KEY ?? DEVELOPMENT_WEBHOOK_KEY).toLowerCase(),
      // Receivers on this machine or a private network only outside production (tests, development).
      allowPrivateUrls: !production,
    },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      razorpayKeyId: e.RAZORPAY_KEY_ID,
      razorpayKeySecret: e.RAZORPAY_KEY_SECRET,
      razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    geo: { geocoderUrl: e.GEOCODER_URL, routerUrl: e.ROUTER_URL, roadFactor: e.ROAD_FACTOR },
    map: {
      tileUrl: e.MAP_TILE_URL,
      attribution: e.MAP_ATTRIBUTION,
      centre: { lat: e.CITY_CENTRE[0], lng: e.CITY_CENTRE[1] },
    },
    brand: {
      name: e.BRAND_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      supportChatUrl: e.SUPPORT_CHAT_URL,
    },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    lifecycle: {
      acceptWindowSeconds: e.ACCEPT_WINDOW_SECONDS,
      autopilot:
        e.DEMO_AUTOPILOT === undefined || e.DEMO_AUTOPILOT === ''
          ? !production && !e.DATABASE_URL
          : isOn(e.DEMO_AUTOPILOT),
      autopilotSpeed: e.AUTOPILOT_SPEED,
    },
    support: { goodwillDailyCapPaise: e.GOODWILL_DAILY_CAP * 100 },
    business: {
      taxBp: Math.round(e.TAX_PERCENT * 100),
      codMaxPaise: e.COD_MAX * 100,
      minOrderPaise: e.MIN_ORDER * 100,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
