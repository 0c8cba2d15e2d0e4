// What the screens say about an order's state, from its status (issue 23, item 6): a cancelled order
// is never greeted as placed nor asked for cash.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveOrder, orderHeadline, paymentLine, placedGreeting } from '../src/orders/order-state.ts';

const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 10];

describe('order state words', () => {
  it('greets a placed order, not a cancelled, delivered or unpaid one', () => {
    expect(placedGreeting({ statusId: 1, restaurantName: 'Camac Street Grill' })).toBe(
      'Order placed! Camac Street Grill has your order.',
    );
    expect(placedGreeting({ statusId: 3, restaurantName: 'X' })).not.toBeNull();
    for (const statusId of [0, 5, 6]) expect(placedGreeting({ statusId, restaurantName: 'X' })).toBeNull();
  });

  it('asks for cash only while a cash order is on its way', () => {
    const cod = (statusId: number) => paymentLine({ statusId, paymentMode: 'COD', payablePaise: 29_100 });
    expect(cod(1)).toBe('Pay ₹291.00 in cash on delivery');
    expect(cod(4)).toBe('Pay ₹291.00 in cash on delivery');
    expect(cod(6)).toBe('Nothing to pay: this order was cancelled.');
    expect(cod(5)).toBe('Paid via Cash on Delivery');
    expect(paymentLine({ statusId: 0, paymentMode: 'RAZORPAY', payablePaise: 100 })).toBe(
      'Waiting for your online payment',
    );
    expect(paymentLine({ statusId: 6, paymentMode: 'WALLET', payablePaise: 0 })).toBe('Paid via Wallet');
  });

  it('says cancelled everywhere once cancelled, whatever else is known (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATUSES),
        fc.constantFrom('COD', 'WALLET', 'RAZORPAY' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(1, 2),
        (statusId, paymentMode, payablePaise, deliveryType) => {
          const greeting = placedGreeting({ statusId, restaurantName: 'Camac Street Grill' });
          const pay = paymentLine({ statusId, paymentMode, payablePaise });
          const headline = orderHeadline({ statusId, deliveryType, restaurantName: 'R', riderName: null });
          expect(greeting !== null).toBe(isActiveOrder(statusId));
          if (statusId === 6) {
            expect(pay).not.toMatch(/^Pay /);
            expect(headline).toBe('This order was cancelled');
          }
          // Cash is asked for only of an order that is neither finished nor given up.
          if (pay.startsWith('Pay ')) expect([5, 6]).not.toContain(statusId);
        },
      ),
    );
  });
});
