import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  decideTransition,
  isFinalStatus,
  LIFECYCLE_RULES,
  type LifecycleAction,
  makeDeliveryPin,
  type OrderActor,
} from '../src/orders/order-lifecycle.ts';

const actors: OrderActor[] = ['customer', 'restaurant', 'captain', 'system'];
const actions = Object.keys(LIFECYCLE_RULES) as LifecycleAction[];
const KNOWN = new Set([1, 2, 3, 4, 5, 6, 10]);

describe('order lifecycle', () => {
  it('walks a delivery order 1 -> 2 -> 3 -> 4 -> 5 with the right people', () => {
    const steps: [LifecycleAction, OrderActor, number][] = [
      ['accept', 'restaurant', 2],
      ['mark_ready', 'restaurant', 2],
      ['assign_captain', 'captain', 3],
      ['arrive', 'captain', 3],
      ['pick_up', 'captain', 4],
      ['deliver', 'captain', 5],
    ];
    let status = 1;
    for (const [action, actor, to] of steps) {
      const d = decideTransition({ statusId: status, deliveryType: 1, action, actor });
      expect(d).toMatchObject({ ok: true, to });
      if (d.ok) status = d.to;
    }
    expect(status).toBe(5);
  });

  it('walks a pickup order 1 -> 2 -> 10 -> 5 and never offers it to a captain', () => {
    expect(
      decideTransition({ statusId: 1, deliveryType: 2, action: 'accept', actor: 'restaurant' }),
    ).toMatchObject({ to: 2 });
    expect(
      decideTransition({ statusId: 2, deliveryType: 2, action: 'mark_ready', actor: 'restaurant' }),
    ).toMatchObject({ to: 10 });
    expect(
      decideTransition({ statusId: 10, deliveryType: 2, action: 'hand_over', actor: 'restaurant' }),
    ).toMatchObject({ to: 5 });
    expect(
      decideTransition({ statusId: 2, deliveryType: 2, action: 'assign_captain', actor: 'captain' }),
    ).toMatchObject({
      ok: false,
      reason: 'delivery_type',
    });
  });

  it('refuses the wrong actor and the wrong state with a plain message', () => {
    expect(
      decideTransition({ statusId: 1, deliveryType: 1, action: 'accept', actor: 'captain' }),
    ).toMatchObject({
      ok: false,
      reason: 'actor',
    });
    const late = decideTransition({ statusId: 4, deliveryType: 1, action: 'cancel', actor: 'customer' });
    expect(late).toMatchObject({
      ok: false,
      reason: 'state',
      message: 'This order can no longer be cancelled.',
    });
    expect(decideTransition({ statusId: 0, deliveryType: 1, action: 'accept', actor: 'restaurant' }).ok).toBe(
      false,
    );
  });

  it('never leaves a known status for an unknown one, and never leaves 5 or 6 (random walks)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.array(fc.tuple(fc.constantFrom(...actions), fc.constantFrom(...actors)), { maxLength: 30 }),
        (deliveryType, moves) => {
          let status = 1;
          for (const [action, actor] of moves) {
            const d = decideTransition({ statusId: status, deliveryType, action, actor });
            if (isFinalStatus(status)) expect(d.ok).toBe(false);
            if (d.ok) status = d.to;
            expect(KNOWN.has(status)).toBe(true);
            if (deliveryType === 2) expect([3, 4].includes(status)).toBe(false);
            if (deliveryType === 1) expect(status).not.toBe(10);
          }
        },
      ),
    );
  });

  it('lists only the steps that would be allowed', () => {
    expect(availableActions({ statusId: 1, deliveryType: 1, actor: 'restaurant' }).sort()).toEqual([
      'accept',
      'reject',
    ]);
    expect(availableActions({ statusId: 4, deliveryType: 1, actor: 'captain' })).toEqual(['deliver']);
    expect(availableActions({ statusId: 5, deliveryType: 1, actor: 'system' })).toEqual([]);
  });

  it('lets the customer cancel until the food leaves the restaurant (the window is customerCancel)', () => {
    const cancel = (statusId: number, deliveryType: 1 | 2) =>
      decideTransition({ statusId, deliveryType, action: 'cancel', actor: 'customer' }).ok;
    expect([1, 2, 3, 4, 5, 6].map((s) => cancel(s, 1))).toEqual([true, true, true, false, false, false]);
    expect([1, 2, 10, 5, 6].map((s) => cancel(s, 2))).toEqual([true, true, true, false, false]);
  });

  it('makes 4-digit PINs, zero-padded', () => {
    expect(makeDeliveryPin(() => 7)).toBe('0007');
    expect(makeDeliveryPin(() => 9999)).toBe('9999');
  });
});
