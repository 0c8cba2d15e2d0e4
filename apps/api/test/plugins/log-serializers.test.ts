import { isDatabaseUnavailable } from '@khabar/db';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactLogLine, redactText, serializeErrorSafely } from '../../src/plugins/log-serializers.ts';

describe('errors in the log', () => {
  it('keep the SQL and the SQLSTATE but never the parameters', () => {
    const cause = Object.assign(new Error('value too long for type character varying(10)'), {
      code: '22001',
      detail: 'Key (phone)=(9876543210) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "addresses" ("address", "house") values ($1, $2)',
      ['12 Lake Road, Ballygunge', 'Flat 4B, Anita Sen'],
      cause,
    );
    const logged = JSON.stringify(serializeErrorSafely(err));
    expect(logged).toContain('insert into \\"addresses\\"');
    expect(logged).toContain('22001');
    expect(logged).not.toContain('Lake Road');
    expect(logged).not.toContain('Anita Sen');
    expect(logged).not.toContain('9876543210');
  });

  it('hide the input a data exception quotes', () => {
    const err = Object.assign(new Error('invalid input syntax for type integer: "Anita Sen"'), {
      code: '22P02',
    });
    expect(JSON.stringify(serializeErrorSafely(err))).not.toContain('Anita');
  });
});

describe('every log line', () => {
  it('masks mobile numbers to their last three digits, alone or with +91, but not inside longer ids', () => {
    expect(redactText('/api/send-login-otp/9876543210')).toBe('/api/send-login-otp/*******210');
    expect(redactText('/api/dev/sms?phone=9876543210&x=1')).toBe('/api/dev/sms?phone=*******210&x=1');
    expect(redactText('to +919830012345 and 91-8017056789')).toBe('to +91*******345 and 91-*******789');
    // Not a mobile number: too long, starting with 1-5, or part of an id or a timestamp.
    for (const kept of ['1763620000000', '5123456789', 'pay_sbx_9876543210ab', 'order 98765432101'])
      expect(redactText(kept)).toBe(kept);
  });

  it('replaces keys, tokens, codes and signatures in URLs and Authorization values', () => {
    const key = 'a'.repeat(64);
    expect(redactText(`/sandbox-pay/order_sbx_1f?key=${key}`)).toBe(
      '/sandbox-pay/order_sbx_1f?key=[redacted]',
    );
    expect(redactText(`/sandbox-pay/order_sbx_1f/pay?key=${key}#top`)).toBe(
      '/sandbox-pay/order_sbx_1f/pay?key=[redacted]#top',
    );
    expect(redactText('/checkout?razorpay_order_id=o1&razorpay_signature=abc123&x=1')).toBe(
      '/checkout?razorpay_order_id=o1&razorpay_signature=[redacted]&x=1',
    );
    expect(redactText('/api/x?token=t0k3n&otp=12345')).toBe('/api/x?token=[redacted]&otp=[redacted]');
    expect(redactText('Bearer abc.DEF-123_x')).toBe('Bearer [redacted]');
  });

  it('rewrites a JSON line only where needed, and keeps it JSON', () => {
    const plain = '{"level":30,"time":1763620000000,"url":"/api/get-coupons","msg":"request"}\n';
    expect(redactLogLine(plain)).toBe(plain);
    const line = `${JSON.stringify({
      level: 30,
      time: 1_763_620_000_000,
      url: '/api/send-login-otp/9876543210',
      phone: 9876543210,
      headers: { authorization: 'Bearer s3cr3t-token', 'x-forwarded-for': '10.0.0.1' },
      body: { otp: '12345', token: 's3cr3t-token', code: 'RATE_LIMITED' },
      msg: 'request',
    })}\n`;
    const out = redactLogLine(line);
    expect(out.endsWith('\n')).toBe(true);
    expect(JSON.parse(out)).toEqual({
      level: 30,
      time: 1_763_620_000_000,
      url: '/api/send-login-otp/*******210',
      phone: '*******210',
      headers: { authorization: '[redacted]', 'x-forwarded-for': '10.0.0.1' },
      body: { otp: '[redacted]', token: '[redacted]', code: 'RATE_LIMITED' },
      msg: 'request',
    });
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows a dropped or refused connection from a bad query', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], terminated))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
