// The customer's cancel (decision 028): within 2 minutes of reaching the restaurant, while the food is
// still there, a rider assigned or not; every refusal says why, in the words the screen shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCEL_REFUSAL, customerCancel } from '../src/orders/customer-cancel.ts';
import { CUSTOMER_CANCEL_WINDOW_MS, decideTransition } from '../src/orders/order-lifecycle.ts';

const placedAt = new Date('2026-11-19T07:30:00Z');
const after = (s: number) => new Date(placedAt.getTime() + s * 1000);
const rule = (statusId: number, seconds: number, deliveryType: 1 | 2 = 1) =>
  customerCancel({ statusId, deliveryType, placedAt, now: after(seconds) });

describe('customerCancel', () => {
  it('allows a cancel for 2 minutes, to the millisecond, with the deadline', () => {
    expect(CUSTOMER_CANCEL_WINDOW_MS).toBe(120_000);
    expect(rule(1, 120)).toEqual({ allowed: true, until: after(120) });
    expect(rule(1, 120.001)).toEqual({ allowed: false, reason: CANCEL_REFUSAL.window });
  });

  it('keeps the 2 minutes once a rider is assigned: the food has not left the restaurant', () => {
    expect(rule(3, 25)).toEqual({ allowed: true, until: after(120) });
    expect(rule(3, 121)).toEqual({
      allowed: false,
      reason: 'Orders cannot be cancelled after 2 minutes of booking.',
    });
    expect(rule(10, 60, 2)).toEqual({ allowed: true, until: after(120) });
  });

  it('says why not: on its way, finished, or never placed', () => {
    expect(rule(4, 90)).toEqual({
      allowed: false,
      reason: 'Your food is already on its way, so the order can no longer be cancelled.',
    });
    expect(rule(5, 90).allowed).toBe(false);
    expect(rule(5, 90)).toMatchObject({ reason: CANCEL_REFUSAL.delivered });
    expect(rule(5, 90, 2)).toMatchObject({ reason: CANCEL_REFUSAL.collected });
    expect(rule(6, 10)).toMatchObject({ reason: 'This order is already cancelled.' });
    expect(customerCancel({ statusId: 0, deliveryType: 1, placedAt: null, now: placedAt })).toMatchObject({
      allowed: false,
      reason: CANCEL_REFUSAL.awaitingPayment,
    });
  });

  it('allows exactly what the lifecycle table allows the customer, inside the window (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 10),
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: -5_000, max: 400_000 }),
        fc.boolean(),
        (statusId, deliveryType, ms, paid) => {
          const now = new Date(placedAt.getTime() + ms);
          const r = customerCancel({ statusId, deliveryType, placedAt: paid ? placedAt : null, now });
          const table = decideTransition({ statusId, deliveryType, action: 'cancel', actor: 'customer' }).ok;
          const inWindow = paid && ms <= CUSTOMER_CANCEL_WINDOW_MS;
          expect(r.allowed).toBe(table && inWindow);
          if (r.allowed) expect(r.until.getTime()).toBe(placedAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS);
          else expect(Object.values(CANCEL_REFUSAL)).toContain(r.reason);
          // Past the window, an order still at the restaurant is refused for the window, as the cart says.
          if (paid && !inWindow && table) expect(r).toMatchObject({ reason: CANCEL_REFUSAL.window });
        },
      ),
    );
  });
});
