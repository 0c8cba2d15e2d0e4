// All configuration, parsed once at start-up. A bad value stops the server with every problem named.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ error: 'must be a URL' }).optional());
const rupeeAmount = z.coerce.number({ error: 'must be a number' }).int('must be whole rupees').min(0);

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool,
    DATA_DIR: z.string().min(1).default('./data'),
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
    WEB_DIST: z.string().default('apps/web/dist'),
    SMS_PROVIDER: z.enum(['console', 'http']).optional(),
    SMS_HTTP_URL: optionalUrl,
    SMS_HTTP_TOKEN: optionalString,
    OTP_SECRET: optionalString,
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    GEOCODER_URL: optionalUrl,
    ROUTER_URL: optionalUrl,
    ROAD_FACTOR: z.coerce.number({ error: 'must be a number' }).min(1).max(3).default(1.3),
    MAP_TILE_URL: z.string().default(''),
    MAP_ATTRIBUTION: z.string().default(''),
    BRAND_NAME: z.string().min(1).max(40).default('Khabar'),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@khabar.example'),
    SUPPORT_PHONE: z.string().min(3).max(20).default('1800-123-4567'),
    TAX_PERCENT: z.coerce.number({ error: 'must be a number' }).min(0).max(28).default(5),
    COD_MAX: rupeeAmount.default(400),
    MIN_ORDER: rupeeAmount.default(99),
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
    if (production && !env.OTP_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'is required in production' });
    }
    if (production && env.CLOCK_START) {
      ctx.addIssue({
        code: 'custom',
        path: ['CLOCK_START'],
        message: 'is for tests and not allowed in production',
      });
    }
    if (env.OTP_SECRET && env.OTP_SECRET.length < 16) {
      ctx.addIssue({ code: 'custom', path: ['OTP_SECRET'], message: 'must be at least 16 characters' });
    }
  });

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
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    webDist: resolve(repoRoot, e.WEB_DIST),
    sms: {
      provider: e.SMS_PROVIDER ?? (production ? 'http' : 'console'),
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
    },
    // Outside production a fixed development key keeps codes working across restarts; production must set one.
    otpSecret: e.OTP_SECRET ?? 'khabar-development-otp-secret',
    sessionTtlDays: e.SESSION_TTL_DAYS,
    payments: {
      provider: e.PAYMENT_PROVIDER,
      razorpayKeyId: e.RAZORPAY_KEY_ID,
      razorpayKeySecret: e.RAZORPAY_KEY_SECRET,
      razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    geo: { geocoderUrl: e.GEOCODER_URL, routerUrl: e.ROUTER_URL, roadFactor: e.ROAD_FACTOR },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    brand: { name: e.BRAND_NAME, supportEmail: e.SUPPORT_EMAIL, supportPhone: e.SUPPORT_PHONE },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    business: {
      taxBp: Math.round(e.TAX_PERCENT * 100),
      codMaxPaise: e.COD_MAX * 100,
      minOrderPaise: e.MIN_ORDER * 100,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;
