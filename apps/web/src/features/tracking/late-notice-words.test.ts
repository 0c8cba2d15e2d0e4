import { describe, expect, it } from 'vitest';
import { lateNoticeWords } from './late-notice-words.ts';

// Placed 14:00 in Kolkata (08:30Z), promised by 14:45, the 60-minute mark at 15:00.
const PROMISED = '2026-11-19T09:15:00.000Z';
const MARK = '2026-11-19T09:30:00.000Z';
const before = Date.parse(PROMISED);
const after = before + 1;
const onTheWay = { orderstatus_id: 4, promised_at: PROMISED };
const credit = (credited: boolean) => ({ mark_at: MARK, amount: '24.00', credited });

describe('the late notice', () => {
  it('says nothing until the promised time has passed', () => {
    expect(lateNoticeWords({ ...onTheWay, late_credit: credit(false) }, before)).toBe('');
  });

  it('past it: running late, and what comes back after the mark when the rule could still give it', () => {
    expect(lateNoticeWords({ ...onTheWay, late_credit: credit(false) }, after)).toBe(
      'Sorry, your order is running late. If it reaches you after 3:00 pm, ₹24 comes back to your wallet.',
    );
    // Pickup, the rider within 500 m at the mark, a credit too small: no amount is promised.
    expect(lateNoticeWords({ ...onTheWay, late_credit: null }, after)).toBe(
      'Sorry, your order is running late.',
    );
  });

  it('once credited, the credit; a delivered or cancelled order is not late any more', () => {
    expect(
      lateNoticeWords({ orderstatus_id: 5, promised_at: PROMISED, late_credit: credit(true) }, after),
    ).toBe('₹24 is in your wallet for the late delivery.');
    expect(
      lateNoticeWords({ orderstatus_id: 5, promised_at: PROMISED, late_credit: credit(false) }, after),
    ).toBe('');
    expect(lateNoticeWords({ orderstatus_id: 6, promised_at: PROMISED, late_credit: null }, after)).toBe('');
  });
});
