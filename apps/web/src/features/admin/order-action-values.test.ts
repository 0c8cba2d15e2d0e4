import { describe, expect, it } from 'vitest';
import { orderActionsOf, readSupportReason, refundText } from './order-action-values.ts';

describe('readSupportReason', () => {
  it('takes 3 to 500 characters, trimmed', () => {
    expect(readSupportReason('  Rider not answering  ')).toEqual({ ok: true, reason: 'Rider not answering' });
    expect(readSupportReason('abc')).toEqual({ ok: true, reason: 'abc' });
    expect(readSupportReason('x'.repeat(500)).ok).toBe(true);
    expect(readSupportReason('line one\nline two').ok).toBe(true);
  });

  it('refuses a short, long or control-character reason with one plain message', () => {
    for (const text of ['', '  ab  ', 'x'.repeat(501), 'nul\u0000byte', 'bell\u0007']) {
      expect(readSupportReason(text)).toEqual({
        ok: false,
        message: 'Write the reason in 3 to 500 characters.',
      });
    }
  });
});

describe('orderActionsOf', () => {
  it('keeps the order actions and leaves the refund ones to their refund', () => {
    const order = {
      actions: ['cancel', 'unlock_pin', 'retry_refund', 'settle_refund_to_wallet'],
    } as Parameters<typeof orderActionsOf>[0];
    expect(orderActionsOf(order)).toEqual(['cancel', 'unlock_pin']);
  });
});

describe('refundText', () => {
  it('says where the money goes and where it stands', () => {
    expect(refundText({ id: 1, method: 'gateway', amount: '250.00', status: 'failed' })).toBe(
      '₹250.00 to the original payment: failed',
    );
    expect(refundText({ id: 2, method: 'wallet', amount: '80.00', status: 'processed' })).toBe(
      '₹80.00 to the wallet: paid back',
    );
  });
});
