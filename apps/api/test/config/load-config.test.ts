import { describe, expect, it } from 'vitest';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway.ts';
import {
  ConfigError,
  DEVELOPMENT_OTP_SECRET,
  DEVELOPMENT_WEBHOOK_KEY,
  loadConfig,
} from '../../src/config/load-config.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it("reads the goodwill cap in whole rupees within the back office's limits", () => {
    expect(loadConfig({ GOODWILL_DAILY_CAP: '750' }).support.goodwillDailyCapPaise).toBe(750_00);
    for (const bad of ['10001', '-1', '2.5', 'lots']) {
      expect(problemsOf({ GOODWILL_DAILY_CAP: bad }).map((p) => p.split(' ')[0])).toEqual([
        'GOODWILL_DAILY_CAP',
      ]);
    }
  });

  it('has a default for everything a demo needs', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, production: false, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.business).toEqual({ taxBp: 500, codMaxPaise: 40_000, minOrderPaise: 9_900 });
    expect(c.support).toEqual({ goodwillDailyCapPaise: 500_00 });
    expect(c.payments.provider).toBe('sandbox');
    expect(c.sms.provider).toBe('console');
  });

  it('names the variable that is wrong', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT /)]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT /);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL must start with postgres/);
    expect(problemsOf({ SUPPORT_EMAIL: 'nope' })[0]).toMatch(/^SUPPORT_EMAIL /);
    expect(problemsOf({ TAX_PERCENT: 'five' })[0]).toMatch(/^TAX_PERCENT /);
    expect(problemsOf({ CITY_CENTRE: '22.5' })[0]).toMatch(/^CITY_CENTRE /);
    expect(problemsOf({ CITY_CENTRE: '95,88' })[0]).toMatch(/^CITY_CENTRE/);
  });

  it('reads the city centre, Kolkata unless told', () => {
    expect(loadConfig({}).map.centre).toEqual({ lat: 22.5726, lng: 88.3639 });
    expect(loadConfig({ CITY_CENTRE: '19.076, 72.8777' }).map.centre).toEqual({ lat: 19.076, lng: 72.8777 });
  });

  it('takes a support chat link only as an https URL, and has none by default', () => {
    expect(loadConfig({}).brand.supportChatUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_CHAT_URL: 'https://wa.me/919830012345' }).brand.supportChatUrl).toBe(
      'https://wa.me/919830012345',
    );
    for (const bad of [
      'http://wa.me/919830012345',
      'wa.me/919830012345',
      'javascript:alert(1)',
      '1800-123-4567',
    ])
      expect(problemsOf({ SUPPORT_CHAT_URL: bad })).toEqual(['SUPPORT_CHAT_URL must be an https:// URL']);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', COD_MAX: '-1' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['COD_MAX', 'LOG_LEVEL', 'PORT']);
  });

  it('asks for the Razorpay keys when Razorpay is chosen', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' }).map((p) => p.split(' ')[0])).toEqual([
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
  });

  it('accepts a test clock outside production only', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-19T07:30:00Z' }).clockStart?.toISOString()).toBe(
      '2026-11-19T07:30:00.000Z',
    );
    expect(problemsOf({ CLOCK_START: 'lunch' })[0]).toMatch(/^CLOCK_START /);
    expect(problemsOf({ ...PRODUCTION, CLOCK_START: '2026-11-19T07:30:00Z' })).toEqual([
      'CLOCK_START is for tests and not allowed in production',
    ]);
  });

  it('requires a real OTP secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('OTP_SECRET is required in production');
    expect(problemsOf({ OTP_SECRET: 'short' })).toContain('OTP_SECRET must be at least 16 characters');
  });
});

/** A production environment with nothing from development in it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-long-random-production-secret',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
  SMS_HTTP_URL: 'https://sms.example/send',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  VAPID_PUBLIC_KEY: 'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
  VAPID_PRIVATE_KEY: 'vL9gaSP50SPInG4HWm6iP_e3ZgihBCHjY_B5C34df4M',
  VAPID_SUBJECT: 'mailto:ops@khabar.example',
};

describe('production refuses what is only for development', () => {
  it('starts with real providers and secrets', () => {
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({ production: true, clockStart: undefined });
    expect(c.lifecycle.autopilot).toBe(false);
    expect(c.payments.provider).toBe('razorpay');
    expect(c.sms.provider).toBe('http');
  });

  it('refuses the sandbox gateway, chosen or left as the default', () => {
    const { PAYMENT_PROVIDER: _, ...unset } = PRODUCTION;
    expect(problemsOf(unset)).toEqual([
      'PAYMENT_PROVIDER is required in production (razorpay); the sandbox gateway is for development only',
    ]);
    expect(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toEqual([
      'PAYMENT_PROVIDER is sandbox, which settles orders with no money moving: production needs razorpay',
    ]);
    expect(problemsOf({ ...PRODUCTION, RAZORPAY_KEY_ID: 'rzp_test_abc123' })[0]).toMatch(
      /^RAZORPAY_KEY_ID is a Razorpay test key/,
    );
  });

  it('refuses the console SMS outbox and a missing SMS gateway', () => {
    expect(problemsOf({ ...PRODUCTION, SMS_PROVIDER: 'console' })).toEqual([
      'SMS_PROVIDER is console, which sends no SMS: production needs http',
    ]);
    const { SMS_HTTP_URL: _, ...noGateway } = PRODUCTION;
    expect(problemsOf(noGateway)).toEqual(['SMS_HTTP_URL is required when SMS_PROVIDER=http']);
  });

  it('refuses to start without VAPID keys of its own (the generated pair is for development)', () => {
    const { VAPID_PUBLIC_KEY: _, VAPID_PRIVATE_KEY: __, VAPID_SUBJECT: ___, ...none } = PRODUCTION;
    expect(problemsOf(none)).toEqual([
      'VAPID_PRIVATE_KEY is required in production (with VAPID_PUBLIC_KEY): generated keys are for development',
      'VAPID_SUBJECT is required in production (mailto: or https:// address)',
    ]);
    const { VAPID_PRIVATE_KEY: _half, ...half } = PRODUCTION;
    expect(problemsOf(half)).toContain(
      'VAPID_PRIVATE_KEY is required with the other VAPID key (a pair, or neither)',
    );
    expect(problemsOf({ ...PRODUCTION, VAPID_PUBLIC_KEY: 'short' })[0]).toMatch(
      /^VAPID_PUBLIC_KEY must be a P-256/,
    );
    expect(loadConfig(PRODUCTION).push).toMatchObject({
      allowLoopbackHttp: false,
      vapid: { publicKey: PRODUCTION.VAPID_PUBLIC_KEY },
    });
  });

  it('refuses the development secret and the sandbox keys derived from it', () => {
    expect(problemsOf({ ...PRODUCTION, OTP_SECRET: DEVELOPMENT_OTP_SECRET })).toEqual([
      'OTP_SECRET is the development secret from the source code: set a secret of your own',
    ]);
    const dev = createSandboxGateway(DEVELOPMENT_OTP_SECRET);
    expect(
      problemsOf({
        ...PRODUCTION,
        RAZORPAY_KEY_SECRET: dev.keySecret,
        RAZORPAY_WEBHOOK_SECRET: dev.webhookSecret,
      }),
    ).toEqual([
      "RAZORPAY_KEY_SECRET is the development sandbox's key, derived from a public secret",
      "RAZORPAY_WEBHOOK_SECRET is the development sandbox's key, derived from a public secret",
    ]);
    expect(problemsOf({ ...PRODUCTION, WEBHOOK_SECRET_KEY: DEVELOPMENT_WEBHOOK_KEY })).toEqual([
      'WEBHOOK_SECRET_KEY is the development key derived from the source code: set a key of your own',
    ]);
    const { WEBHOOK_SECRET_KEY: _, ...noWebhookKey } = PRODUCTION;
    expect(problemsOf(noWebhookKey)).toEqual(['WEBHOOK_SECRET_KEY is required in production']);
    expect(problemsOf({ WEBHOOK_SECRET_KEY: 'short' })[0]).toMatch(
      /^WEBHOOK_SECRET_KEY must be 64 hex digits/,
    );
    expect(loadConfig({}).webhooks).toEqual({ secretKey: DEVELOPMENT_WEBHOOK_KEY, allowPrivateUrls: true });
    expect(loadConfig(PRODUCTION).webhooks).toEqual({ secretKey: 'ab'.repeat(32), allowPrivateUrls: false });
    // Outside production the same values are what the demo runs on.
    expect(loadConfig({}).otpSecret).toBe(DEVELOPMENT_OTP_SECRET);
  });

  it('takes a metrics token of its own: long enough, one word, never the OTP secret', () => {
    expect(loadConfig(PRODUCTION).metrics.token).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, METRICS_TOKEN: 'scrape-me-7f3a9c1e5b2d4680' }).metrics.token).toBe(
      'scrape-me-7f3a9c1e5b2d4680',
    );
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN must be at least 16 characters']);
    expect(problemsOf({ METRICS_TOKEN: 'two words of sixteen' })).toEqual([
      'METRICS_TOKEN must be visible ASCII characters without spaces',
    ]);
    const reused =
      'METRICS_TOKEN must be a token of its own, not the OTP secret or the development one from the source code';
    expect(problemsOf({ ...PRODUCTION, METRICS_TOKEN: PRODUCTION.OTP_SECRET })).toEqual([reused]);
    expect(problemsOf({ ...PRODUCTION, METRICS_TOKEN: DEVELOPMENT_OTP_SECRET })).toEqual([reused]);
    // Development may scrape with a token shared with nothing that matters.
    expect(loadConfig({ METRICS_TOKEN: DEVELOPMENT_OTP_SECRET }).metrics.token).toBe(DEVELOPMENT_OTP_SECRET);
  });

  it('refuses the demo autopilot', () => {
    expect(loadConfig({ DEMO_AUTOPILOT: 'true' }).lifecycle.autopilot).toBe(true);
    expect(problemsOf({ ...PRODUCTION, DEMO_AUTOPILOT: 'true' })).toEqual([
      'DEMO_AUTOPILOT is for demos and not allowed in production',
    ]);
  });

  it('seeds the demo city by default outside production only, and allows it there only when told', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, allowDemoAccounts: false });
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig(PRODUCTION)).toMatchObject({ seedDemo: false, allowDemoAccounts: false });
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO: '1' })).toEqual([
      "SEED_DEMO would create the demo city's accounts on public numbers: in production only with ALLOW_DEMO_ACCOUNTS=1 (a public demo)",
    ]);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '1', ALLOW_DEMO_ACCOUNTS: '1' })).toMatchObject({
      seedDemo: true,
      allowDemoAccounts: true,
    });
    expect(problemsOf({ SEED_DEMO: 'yes' })).toEqual(['SEED_DEMO must be true, false, 1 or 0']);
  });

  it('lists every development setting at once', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMS_PROVIDER: 'console',
        DEMO_AUTOPILOT: '1',
        CLOCK_START: '2026-11-19T07:30:00Z',
      }).map((p) => p.split(' ')[0]),
    ).toEqual([
      'PAYMENT_PROVIDER',
      'SMS_PROVIDER',
      'OTP_SECRET',
      'WEBHOOK_SECRET_KEY',
      'DEMO_AUTOPILOT',
      'CLOCK_START',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
    ]);
  });
});
