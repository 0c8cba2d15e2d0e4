// The one list of an order's steps that tracking and the order details both show (issue 23, item 8).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideTransition, type LifecycleAction } from '../src/orders/order-lifecycle.ts';
import { type OrderStepKey, orderSteps, type StepTimes } from '../src/orders/order-steps.ts';

const T0 = Date.parse('2026-11-19T07:30:00.000Z');
const iso = (min: number) => new Date(T0 + min * 60_000).toISOString();
const none: StepTimes = {
  created_at: iso(0),
  placed_at: iso(0),
  accepted_at: null,
  ready_at: null,
  assigned_at: null,
  picked_up_at: null,
  delivered_at: null,
  cancelled_at: null,
};
const states = (statusId: number, deliveryType: number, times: Partial<StepTimes>) =>
  orderSteps({ statusId, deliveryType, times: { ...none, ...times } }).map((s) => `${s.label}:${s.state}`);

describe('orderSteps', () => {
  it('a delivery: placed, preparing, food ready, rider, on the way, delivered; the stage it is in is current', () => {
    expect(states(2, 1, { accepted_at: iso(1) })).toEqual([
      'Order placed:done',
      'Preparing your food:current',
      'Food ready:next',
      'Rider assigned:next',
      'On the way:next',
      'Delivered:next',
    ]);
  });

  it('marks the food ready as soon as the kitchen says so, while the status stays (2 or 3)', () => {
    expect(states(2, 1, { accepted_at: iso(1), ready_at: iso(15) })).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Food ready:current',
      'Rider assigned:next',
      'On the way:next',
      'Delivered:next',
    ]);
    const steps = orderSteps({ statusId: 2, deliveryType: 1, times: { ...none, ready_at: iso(15) } });
    expect(steps.find((s) => s.key === 'ready')?.at).toBe(iso(15));
  });

  it('lists the rider before the food when the rider came first (the autopilot assigns at 25 s)', () => {
    expect(states(3, 1, { accepted_at: iso(0.25), assigned_at: iso(0.4) })).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Rider assigned:current',
      'Food ready:next',
      'On the way:next',
      'Delivered:next',
    ]);
    expect(
      states(4, 1, { accepted_at: iso(1), assigned_at: iso(2), ready_at: iso(9), picked_up_at: iso(10) }),
    ).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Rider assigned:done',
      'Food ready:done',
      'On the way:current',
      'Delivered:next',
    ]);
  });

  it('self pickup: ready for pickup, then picked up; no rider', () => {
    expect(states(10, 2, { accepted_at: iso(1), ready_at: iso(10) })).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Ready for pickup:current',
      'Picked up:next',
    ]);
  });

  it('a cancelled order lists what happened, then Cancelled, all done', () => {
    expect(states(6, 1, { cancelled_at: iso(1) })).toEqual(['Order placed:done', 'Cancelled:done']);
    expect(states(6, 1, { accepted_at: iso(1), assigned_at: iso(1.5), cancelled_at: iso(1.8) })).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Rider assigned:done',
      'Cancelled:done',
    ]);
  });

  it('an order moved by its status alone (no step times) still shows its steps done', () => {
    expect(states(5, 1, {})).toEqual([
      'Order placed:done',
      'Preparing your food:done',
      'Food ready:done',
      'Rider assigned:done',
      'On the way:done',
      'Delivered:done',
    ]);
    expect(states(0, 1, {})).toEqual([
      'Order placed:current',
      'Preparing your food:next',
      'Food ready:next',
      'Rider assigned:next',
      'On the way:next',
      'Delivered:next',
    ]);
  });
});

/** A walk through the lifecycle as the server takes it, with the step times it writes. */
const STEP_TIME: Partial<Record<LifecycleAction, keyof StepTimes>> = {
  accept: 'accepted_at',
  mark_ready: 'ready_at',
  assign_captain: 'assigned_at',
  pick_up: 'picked_up_at',
  deliver: 'delivered_at',
  hand_over: 'delivered_at',
  cancel: 'cancelled_at',
  reject: 'cancelled_at',
  auto_cancel: 'cancelled_at',
};
const ACTIONS = Object.keys(STEP_TIME) as LifecycleAction[];
const KEY_TIME: Partial<Record<OrderStepKey, keyof StepTimes>> = {
  preparing: 'accepted_at',
  ready: 'ready_at',
  rider: 'assigned_at',
  on_the_way: 'picked_up_at',
  delivered: 'delivered_at',
  picked_up: 'delivered_at',
  cancelled: 'cancelled_at',
};

describe('orderSteps along any lifecycle walk (property)', () => {
  it('never un-does a step, marks at most one current, and ends with no step to come', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.array(fc.constantFrom(...ACTIONS), { maxLength: 20 }),
        (deliveryType, moves) => {
          let statusId = 1;
          const times: StepTimes = { ...none };
          let doneBefore = new Set<string>(['placed']);
          moves.forEach((action, i) => {
            const d = decideTransition({ statusId, deliveryType, action, actor: 'system' });
            const customer = decideTransition({ statusId, deliveryType, action, actor: 'customer' });
            const restaurant = decideTransition({ statusId, deliveryType, action, actor: 'restaurant' });
            const step = d.ok ? d : customer.ok ? customer : restaurant.ok ? restaurant : null;
            const column = STEP_TIME[action]!;
            if (!step || (!step.statusChanges && times[column] !== null)) return;
            statusId = step.to;
            times[column] = iso(i + 1);

            const steps = orderSteps({ statusId, deliveryType, times });
            const done = new Set(steps.filter((s) => s.state !== 'next').map((s) => s.key));
            // What was reached stays reached (a cancel keeps the steps that happened before it).
            for (const key of doneBefore) expect(done.has(key as never)).toBe(true);
            doneBefore = done;
            expect(steps.filter((s) => s.state === 'current').length).toBeLessThanOrEqual(1);
            // Nothing to come after a finished order; a step whose time is written has happened.
            if (statusId === 5 || statusId === 6) expect(steps.every((s) => s.state === 'done')).toBe(true);
            for (const s of steps)
              if (KEY_TIME[s.key] && times[KEY_TIME[s.key]!] !== null) expect(s.state).not.toBe('next');
            // The current step is the last one reached: everything before it done, nothing after it.
            const current = steps.findIndex((s) => s.state === 'current');
            if (current >= 0) expect(steps.slice(current + 1).every((s) => s.state === 'next')).toBe(true);
            expect(steps.slice(0, Math.max(0, current)).every((s) => s.state === 'done')).toBe(true);
            // Delivery and pickup keep their own steps.
            const keys = steps.map((s) => s.key);
            if (deliveryType === 2) expect(keys).not.toContain('rider');
            else expect(keys.includes('ready') || statusId === 6).toBe(true);
          });
        },
      ),
    );
  });
});
