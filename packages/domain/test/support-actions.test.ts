// What an operator may do to an order (decision 033): the lifecycle table's steps for actor
// 'operator', narrowed by the agent's level and the order's facts (a locked PIN, a captain, a failed
// refund). Cell by cell for the common cases, and properties over every status, kind and level.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideTransition, isFinalStatus } from '../src/orders/order-lifecycle.ts';
import {
  levelMay,
  SUPPORT_ACTIONS,
  SUPPORT_STEP,
  type SupportFacts,
  supportActions,
} from '../src/orders/support-actions.ts';

const facts = (over: Partial<SupportFacts>): SupportFacts => ({
  statusId: 2,
  deliveryType: 1,
  level: 'support',
  pinLocked: false,
  hasCaptain: false,
  failedRefunds: 0,
  ...over,
});

describe('supportActions', () => {
  it('offers each status of a delivery order its own actions', () => {
    expect(supportActions(facts({ statusId: 1 }))).toEqual(['cancel']);
    expect(supportActions(facts({ statusId: 2 }))).toEqual(['cancel', 'reassign_captain', 'redispatch']);
    expect(supportActions(facts({ statusId: 3, hasCaptain: true }))).toEqual([
      'cancel',
      'reassign_captain',
      'unassign_captain',
    ]);
    expect(supportActions(facts({ statusId: 4, hasCaptain: true }))).toEqual(['cancel']);
    expect(supportActions(facts({ statusId: 4, hasCaptain: true, pinLocked: true }))).toEqual([
      'cancel',
      'unlock_pin',
    ]);
    expect(supportActions(facts({ statusId: 5 }))).toEqual([]);
    expect(supportActions(facts({ statusId: 6, failedRefunds: 1 }))).toEqual([
      'retry_refund',
      'settle_refund_to_wallet',
    ]);
  });

  it('gives marking delivered to an admin only', () => {
    expect(supportActions(facts({ statusId: 4, level: 'admin', hasCaptain: true }))).toEqual([
      'cancel',
      'mark_delivered',
    ]);
    expect(levelMay('support', 'mark_delivered')).toBe(false);
    expect(levelMay('admin', 'mark_delivered')).toBe(true);
    for (const action of SUPPORT_ACTIONS.filter((a) => a !== 'mark_delivered')) {
      expect(levelMay('support', action), action).toBe(true);
    }
  });

  it('moves no captain of a pickup order, and unlocks and ends it at the counter', () => {
    expect(supportActions(facts({ statusId: 2, deliveryType: 2 }))).toEqual(['cancel']);
    expect(supportActions(facts({ statusId: 10, deliveryType: 2, level: 'admin', pinLocked: true }))).toEqual(
      ['cancel', 'unlock_pin', 'mark_delivered'],
    );
  });

  it('never offers a step on an awaiting-payment order (it is given up by its payment)', () => {
    expect(supportActions(facts({ statusId: 0, level: 'admin', pinLocked: true }))).toEqual([]);
  });

  const anyFacts = fc.record({
    statusId: fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 10),
    deliveryType: fc.constantFrom(1 as const, 2 as const),
    level: fc.constantFrom('admin' as const, 'support' as const),
    pinLocked: fc.boolean(),
    hasCaptain: fc.boolean(),
    failedRefunds: fc.nat(3),
  });

  it('offers only what the lifecycle table allows the operator, and the level permits', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        for (const action of supportActions(f)) {
          expect(levelMay(f.level, action)).toBe(true);
          const step = SUPPORT_STEP[action];
          if (step === null) expect(f.failedRefunds).toBeGreaterThan(0);
          else
            expect(
              decideTransition({
                statusId: f.statusId,
                deliveryType: f.deliveryType,
                action: step,
                actor: 'operator',
              }).ok,
            ).toBe(true);
        }
      }),
    );
  });

  it('offers no order step once the order has ended, and an admin everything support has', () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const actions = supportActions(f);
        if (isFinalStatus(f.statusId)) expect(actions.every((a) => SUPPORT_STEP[a] === null)).toBe(true);
        const admin = supportActions({ ...f, level: 'admin' });
        expect(actions.every((a) => admin.includes(a))).toBe(true);
      }),
    );
  });

  it('lets no one but an operator take an operator step', () => {
    for (const action of SUPPORT_ACTIONS) {
      const step = SUPPORT_STEP[action];
      if (!step) continue;
      for (const actor of ['customer', 'restaurant', 'captain', 'system'] as const) {
        for (const statusId of [0, 1, 2, 3, 4, 5, 6, 10]) {
          expect(decideTransition({ statusId, deliveryType: 1, action: step, actor }).ok).toBe(false);
        }
      }
    }
  });
});
