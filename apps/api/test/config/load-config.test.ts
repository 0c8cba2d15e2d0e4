import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/load-config.ts';

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
  it('has a default for everything a demo needs', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, production: false, databaseUrl: undefined });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.business).toEqual({ taxBp: 500, codMaxPaise: 40_000, minOrderPaise: 9_900 });
    expect(c.payments.provider).toBe('sandbox');
    expect(c.sms.provider).toBe('console');
  });

  it('names the variable that is wrong', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([expect.stringMatching(/^PORT /)]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT /);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL must start with postgres/);
    expect(problemsOf({ SUPPORT_EMAIL: 'nope' })[0]).toMatch(/^SUPPORT_EMAIL /);
    expect(problemsOf({ TAX_PERCENT: 'five' })[0]).toMatch(/^TAX_PERCENT /);
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
    expect(
      problemsOf({
        NODE_ENV: 'production',
        OTP_SECRET: 'x'.repeat(20),
        SMS_HTTP_URL: 'https://sms.example/send',
        CLOCK_START: '2026-11-19T07:30:00Z',
      }),
    ).toEqual(['CLOCK_START is for tests and not allowed in production']);
  });

  it('needs a real SMS gateway in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', OTP_SECRET: 'x'.repeat(20) })).toEqual([
      'SMS_HTTP_URL is required when SMS_PROVIDER=http',
    ]);
  });

  it('requires a real OTP secret in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain('OTP_SECRET is required in production');
    expect(problemsOf({ OTP_SECRET: 'short' })).toContain('OTP_SECRET must be at least 16 characters');
  });
});
