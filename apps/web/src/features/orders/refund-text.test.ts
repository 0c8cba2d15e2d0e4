import { describe, expect, it } from 'vitest';
import { refundText } from './refund-text.ts';

describe('refundText', () => {
  it('says where the money went and whether it arrived', () => {
    expect(refundText({ method: 'wallet', amount: '250.00', status: 'processed' })).toBe(
      '₹250.00 refunded to your wallet',
    );
    expect(refundText({ method: 'gateway', amount: '1049.50', status: 'pending' })).toBe(
      '₹1,049.50 is being refunded to your original payment method',
    );
    expect(refundText({ method: 'gateway', amount: '99.00', status: 'failed' })).toMatch(
      /did not go through/,
    );
  });
});
