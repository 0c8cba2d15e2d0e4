import { describe, expect, it } from 'vitest';
import { readAmount, readLookup } from './customer-values.ts';

describe('readLookup', () => {
  it('reads a mobile number as the login does, with or without +91, 0, spaces and dashes', () => {
    for (const text of ['9876543210', ' 98765 43210 ', '+91 98765-43210', '09876543210', '919876543210']) {
      expect(readLookup(text)).toEqual({ ok: true, lookup: { phone: '9876543210' } });
    }
  });
  it('reads an order number in any case', () => {
    expect(readLookup(' kb2611264f7q2k ')).toEqual({ ok: true, lookup: { order_id: 'KB2611264F7Q2K' } });
  });
  it('refuses what is neither', () => {
    for (const text of ['', '12345', '5876543210', '98765432101', 'KB!', 'x'.repeat(30)]) {
      expect(readLookup(text).ok, text).toBe(false);
    }
  });
});

describe('readAmount', () => {
  it('reads rupees with at most two decimals, up to ₹10,000', () => {
    expect(readAmount('150')).toBe('150');
    expect(readAmount('₹1,500.50')).toBe('1500.50');
    expect(readAmount('0.01')).toBe('0.01');
    expect(readAmount('10000')).toBe('10000');
  });
  it('refuses nothing, too much, a third decimal and anything else', () => {
    for (const text of ['', '0', '0.00', '10000.01', '0.001', '-5', '1e21', 'abc', '12.']) {
      expect(readAmount(text), text).toBeNull();
    }
  });
});
