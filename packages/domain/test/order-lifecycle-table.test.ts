// The whole lifecycle table, spelled out: for every status, kind of order and actor, exactly the
// steps that may be taken, and the words of every refusal. (order-lifecycle.test.ts has the
// properties; this pins each cell, so a step given to the wrong actor or status cannot slip in.)
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  decideTransition,
  isFinalStatus,
  type LifecycleAction,
  type OrderActor,
} from '../src/orders/order-lifecycle.ts';

type Table = Record<OrderActor, Record<number, LifecycleAction[]>>;

const DELIVERY: Table = {
  customer: { 1: ['cancel'], 2: ['cancel'], 3: ['cancel'] },
  restaurant: { 1: ['accept', 'reject'], 2: ['reject', 'mark_ready'], 3: ['mark_ready'] },
  captain: { 2: ['assign_captain'], 3: ['arrive', 'pick_up'], 4: ['deliver'] },
  system: {
    1: ['accept', 'auto_cancel'],
    2: ['mark_ready', 'assign_captain'],
    3: ['mark_ready', 'arrive', 'pick_up'],
    4: ['deliver'],
  },
  operator: {
    1: ['operator_cancel'],
    2: ['operator_cancel', 'reassign_captain', 'redispatch'],
    3: ['operator_cancel', 'reassign_captain', 'unassign_captain'],
    4: ['operator_cancel', 'unlock_pin', 'operator_deliver'],
  },
};
const PICKUP: Table = {
  customer: { 1: ['cancel'], 2: ['cancel'], 10: ['cancel'] },
  restaurant: { 1: ['accept', 'reject'], 2: ['reject', 'mark_ready'], 10: ['hand_over'] },
  captain: {},
  system: { 1: ['accept', 'auto_cancel'], 2: ['mark_ready'], 10: ['hand_over'] },
  operator: {
    1: ['operator_cancel'],
    2: ['operator_cancel'],
    10: ['operator_cancel', 'unlock_pin', 'operator_deliver'],
  },
};
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 10];
const ACTORS: OrderActor[] = ['customer', 'restaurant', 'captain', 'system', 'operator'];

describe('availableActions, cell by cell', () => {
  for (const [deliveryType, table] of [
    [1, DELIVERY],
    [2, PICKUP],
  ] as const) {
    for (const actor of ACTORS) {
      it(`${deliveryType === 1 ? 'delivery' : 'pickup'}, ${actor}`, () => {
        for (const statusId of STATUSES) {
          expect(availableActions({ statusId, deliveryType, actor }), `status ${statusId}`).toEqual(
            table[actor][statusId] ?? [],
          );
        }
      });
    }
  }
});

describe('decideTransition', () => {
  it('says where each step leads and whether the status changes', () => {
    const at = (statusId: number, action: LifecycleAction, deliveryType: 1 | 2 = 1) =>
      decideTransition({ statusId, deliveryType, action, actor: 'system' });
    expect(at(1, 'accept')).toEqual({ ok: true, to: 2, statusChanges: true });
    expect(at(1, 'auto_cancel')).toEqual({ ok: true, to: 6, statusChanges: true });
    expect(at(2, 'mark_ready')).toEqual({ ok: true, to: 2, statusChanges: false });
    expect(at(3, 'mark_ready')).toEqual({ ok: true, to: 3, statusChanges: false });
    expect(at(2, 'mark_ready', 2)).toEqual({ ok: true, to: 10, statusChanges: true });
    expect(at(2, 'assign_captain')).toEqual({ ok: true, to: 3, statusChanges: true });
    expect(at(3, 'arrive')).toEqual({ ok: true, to: 3, statusChanges: false });
    expect(at(3, 'pick_up')).toEqual({ ok: true, to: 4, statusChanges: true });
    expect(at(4, 'deliver')).toEqual({ ok: true, to: 5, statusChanges: true });
    expect(at(10, 'hand_over', 2)).toEqual({ ok: true, to: 5, statusChanges: true });
    expect(decideTransition({ statusId: 2, deliveryType: 1, action: 'cancel', actor: 'customer' })).toEqual({
      ok: true,
      to: 6,
      statusChanges: true,
    });
  });

  it('names the refusal: the wrong actor, the wrong kind of order, a status already past', () => {
    expect(decideTransition({ statusId: 1, deliveryType: 1, action: 'accept', actor: 'customer' })).toEqual({
      ok: false,
      reason: 'actor',
      message: 'This order cannot be accepted by you.',
    });
    expect(decideTransition({ statusId: 3, deliveryType: 2, action: 'pick_up', actor: 'captain' })).toEqual({
      ok: false,
      reason: 'delivery_type',
      message: 'This step is not for a self pickup order.',
    });
    expect(
      decideTransition({ statusId: 10, deliveryType: 1, action: 'hand_over', actor: 'restaurant' }),
    ).toEqual({ ok: false, reason: 'delivery_type', message: 'This step is not for a delivery order.' });
  });

  it.each([
    ['accept', 'accepted'],
    ['reject', 'rejected'],
    ['cancel', 'cancelled'],
    ['auto_cancel', 'cancelled'],
    ['mark_ready', 'marked ready'],
    ['assign_captain', 'assigned to a captain'],
    ['arrive', 'marked as arrived'],
    ['pick_up', 'picked up'],
    ['deliver', 'delivered'],
  ] as const)('refuses %s on a delivered order: "can no longer be %s"', (action, words) => {
    const actor: OrderActor =
      action === 'cancel' ? 'customer' : action === 'reject' ? 'restaurant' : 'system';
    expect(decideTransition({ statusId: 5, deliveryType: 1, action, actor })).toEqual({
      ok: false,
      reason: 'state',
      message: `This order can no longer be ${words}.`,
    });
  });

  it('refuses a second hand-over: "can no longer be handed over"', () => {
    expect(decideTransition({ statusId: 5, deliveryType: 2, action: 'hand_over', actor: 'system' })).toEqual({
      ok: false,
      reason: 'state',
      message: 'This order can no longer be handed over.',
    });
  });
});

describe('isFinalStatus', () => {
  it('is true for delivered and cancelled only', () => {
    expect(STATUSES.filter(isFinalStatus)).toEqual([5, 6]);
  });
});
