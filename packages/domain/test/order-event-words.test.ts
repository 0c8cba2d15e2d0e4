import { describe, expect, it } from 'vitest';
import { orderEventText } from '../src/orders/order-event-words.ts';

describe('orderEventText', () => {
  it('says each step in words, with what an operator needs from its payload', () => {
    expect(orderEventText('accepted', { action: 'accept' })).toBe('Accepted by the restaurant');
    expect(orderEventText('rejected', { reason: 'Kitchen closed' })).toBe(
      'Rejected by the restaurant: Kitchen closed',
    );
    expect(orderEventText('refunded', { method: 'wallet', amount_paise: 14950 })).toBe(
      'Refunded Rs 149.50 to the wallet',
    );
    expect(orderEventText('late_credit', { amount_paise: 2400, rider_distance_m: null })).toBe(
      'Late delivery credit Rs 24.00 to the wallet',
    );
    expect(orderEventText('late_credit', {})).toBe('Late delivery credit');
    expect(orderEventText('refunded', { method: 'gateway', amount_paise: 100 })).toBe(
      'Refunded Rs 1.00 to the original payment',
    );
    expect(orderEventText('pin_failed', { tries_left: 2 })).toBe('Wrong delivery PIN tried (2 tries left)');
    expect(orderEventText('pin_failed', { tries_left: 0 })).toBe('Wrong delivery PIN tried: handover locked');
    expect(orderEventText('something_new', {})).toBe('Something new');
  });
  it('never puts a PIN in words', () => {
    expect(orderEventText('pin_renewed', { pin: '4821', delivery_pin: '4821' })).not.toContain('4821');
  });
});
