// No order is ever left where nobody can move it (issue 24): from every status of the lifecycle table,
// for both kinds of order and whatever the delivery PIN's lock, some actor can still bring the order to
// an end (delivered or cancelled). The walk counts only actors a real city has: the restaurant, the
// captain and the system's own jobs (the acceptance window's auto-cancel, the new PIN after a lock,
// the payment's settle and expiry). The customer is left out (their cancel window may be over) and so
// are the people's steps the table also gives 'system' (that is the demo autopilot, off in production).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryPinLock,
  makeNewDeliveryPin,
  PIN_LOCK_COOLDOWN_MS,
  pinLockedMessage,
} from '../src/orders/delivery-pin-lock.ts';
import {
  decideTransition,
  isFinalStatus,
  LIFECYCLE_RULES,
  type LifecycleAction,
  MAX_PIN_ATTEMPTS,
  makeDeliveryPin,
  type OrderActor,
} from '../src/orders/order-lifecycle.ts';
import { ORDER_STATUS } from '../src/orders/order-status.ts';

interface OrderState {
  statusId: number;
  deliveryType: 1 | 2;
  attempts: number;
  lockedAt: number | null;
  /** Milliseconds since the walk began. */
  now: number;
  /** Status 0 given up by the payment's expiry job: never placed, never listed, what it held returned. */
  givenUp: boolean;
}

const ACTIONS = Object.keys(LIFECYCLE_RULES) as LifecycleAction[];
const PIN_STEPS: readonly LifecycleAction[] = ['deliver', 'hand_over'];
const PEOPLE: readonly OrderActor[] = ['restaurant', 'captain'];
/** What the system does as itself, by a job (the rest of its rights in the table are the autopilot's). */
const SYSTEM_JOBS: readonly LifecycleAction[] = ['auto_cancel'];

const lockOf = (s: OrderState) =>
  deliveryPinLock({
    attempts: s.attempts,
    lockedAt: s.lockedAt === null ? null : new Date(s.lockedAt),
    now: new Date(s.now),
  });

const ended = (s: OrderState) => s.givenUp || isFinalStatus(s.statusId);

/** One step of the table by this actor, with the right PIN where a PIN is asked; null when refused. */
function step(s: OrderState, action: LifecycleAction, actor: OrderActor): OrderState | null {
  const d = decideTransition({ statusId: s.statusId, deliveryType: s.deliveryType, action, actor });
  if (!d.ok) return null;
  if (PIN_STEPS.includes(action) && lockOf(s).state !== 'open') return null;
  return { ...s, statusId: d.to };
}

/** Everything the walk's actors can do next, waiting included. */
function moves(s: OrderState): OrderState[] {
  const next: OrderState[] = [];
  for (const action of ACTIONS) {
    for (const actor of PEOPLE) {
      const n = step(s, action, actor);
      if (n) next.push(n);
    }
    if (SYSTEM_JOBS.includes(action)) {
      const n = step(s, action, 'system');
      if (n) next.push(n);
    }
  }
  // Status 0 is left by the payment flow, outside the table (decision 003): paid, or given up.
  if (s.statusId === ORDER_STATUS.awaitingPayment && !s.givenUp) {
    next.push({ ...s, statusId: ORDER_STATUS.placed }, { ...s, givenUp: true });
  }
  // The renewal job, once the lock says it is due: a new PIN, the tries start again.
  if (lockOf(s).state === 'renewal_due') next.push({ ...s, attempts: 0, lockedAt: null });
  // Time passes (a lock's cool-down, the acceptance window).
  next.push({ ...s, now: s.now + PIN_LOCK_COOLDOWN_MS });
  return next;
}

/** Can the walk's actors bring the order to an end from here? (Breadth first, a few steps deep.) */
function canEnd(start: OrderState): boolean {
  let frontier = [start];
  for (let depth = 0; depth < 8; depth++) {
    if (frontier.some(ended)) return true;
    frontier = frontier.flatMap(moves);
  }
  return frontier.some(ended);
}

const ALL_ACTORS: readonly OrderActor[] = ['customer', 'restaurant', 'captain', 'system'];

/** The statuses an order of this kind can be in: from creation (0 online, 1 otherwise), by any step. */
function statusesOf(deliveryType: 1 | 2): number[] {
  const seen = new Set<number>([ORDER_STATUS.awaitingPayment, ORDER_STATUS.placed]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const statusId of [...seen]) {
      for (const action of ACTIONS) {
        for (const actor of ALL_ACTORS) {
          const d = decideTransition({ statusId, deliveryType, action, actor });
          if (d.ok && !seen.has(d.to)) {
            seen.add(d.to);
            grew = true;
          }
        }
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}
const STATUSES_OF = { 1: statusesOf(1), 2: statusesOf(2) } as const;

describe('every order can be ended by someone', () => {
  const locks = [
    { attempts: 0, lockedAt: null },
    { attempts: MAX_PIN_ATTEMPTS - 1, lockedAt: null },
    // Just locked by the fifth wrong PIN.
    { attempts: MAX_PIN_ATTEMPTS, lockedAt: 0 },
    // Locked before locks had a time.
    { attempts: MAX_PIN_ATTEMPTS, lockedAt: null },
  ];
  it('walks every status of the table', () => {
    expect(STATUSES_OF).toEqual({ 1: [0, 1, 2, 3, 4, 5, 6], 2: [0, 1, 2, 5, 6, 10] });
    expect(new Set([...STATUSES_OF[1], ...STATUSES_OF[2]])).toEqual(new Set(Object.values(ORDER_STATUS)));
  });

  for (const deliveryType of [1, 2] as const) {
    for (const statusId of STATUSES_OF[deliveryType]) {
      it(`status ${statusId}, ${deliveryType === 1 ? 'delivery' : 'pickup'}, with any PIN lock`, () => {
        for (const lock of locks) {
          const s: OrderState = { statusId, deliveryType, ...lock, now: 0, givenUp: false };
          expect(canEnd(s), JSON.stringify(s)).toBe(true);
        }
      });
    }
  }

  it('still can after any run of steps, wrong PINs and waits by anyone', () => {
    type Command =
      | { kind: 'step'; action: LifecycleAction; actor: OrderActor }
      | { kind: 'wrong_pin' }
      | { kind: 'wait'; ms: number }
      | { kind: 'renew' };
    const command: fc.Arbitrary<Command> = fc.oneof(
      fc.record({
        kind: fc.constant('step' as const),
        action: fc.constantFrom(...ACTIONS),
        actor: fc.constantFrom(...ALL_ACTORS),
      }),
      fc.constant({ kind: 'wrong_pin' as const }),
      fc.constant({ kind: 'wrong_pin' as const }),
      fc.record({
        kind: fc.constant('wait' as const),
        ms: fc.integer({ min: 0, max: 2 * PIN_LOCK_COOLDOWN_MS }),
      }),
      fc.constant({ kind: 'renew' as const }),
    );
    fc.assert(
      fc.property(
        fc
          .constantFrom<1 | 2>(1, 2)
          .chain((deliveryType) =>
            fc.tuple(fc.constant(deliveryType), fc.constantFrom(...STATUSES_OF[deliveryType])),
          ),
        fc.array(command, { maxLength: 40 }),
        ([deliveryType, statusId], commands) => {
          let s: OrderState = { statusId, deliveryType, attempts: 0, lockedAt: null, now: 0, givenUp: false };
          for (const c of commands) {
            const lock = lockOf(s);
            if (c.kind === 'step') s = step(s, c.action, c.actor) ?? s;
            else if (c.kind === 'wait') s = { ...s, now: s.now + c.ms };
            else if (c.kind === 'renew')
              s = lock.state === 'renewal_due' ? { ...s, attempts: 0, lockedAt: null } : s;
            else if (
              lock.state === 'open' &&
              PIN_STEPS.some((a) => decideTransition({ ...s, action: a, actor: 'system' }).ok)
            ) {
              // A wrong PIN counts a try; the last one locks the handover from now.
              const attempts = s.attempts + 1;
              s = { ...s, attempts, lockedAt: attempts >= MAX_PIN_ATTEMPTS ? s.now : null };
            }
            expect(canEnd(s), JSON.stringify({ s, c })).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('deliveryPinLock', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 26, 7, 0, 0) + ms);

  it('counts the tries left while fewer than five PINs were wrong', () => {
    for (let attempts = 0; attempts < MAX_PIN_ATTEMPTS; attempts++) {
      expect(deliveryPinLock({ attempts, lockedAt: null, now: at(0) })).toEqual({
        state: 'open',
        triesLeft: MAX_PIN_ATTEMPTS - attempts,
      });
    }
  });

  it('locks for the cool-down after the fifth, then a new PIN is due', () => {
    expect(PIN_LOCK_COOLDOWN_MS).toBe(10 * 60_000);
    const locked = { attempts: MAX_PIN_ATTEMPTS, lockedAt: at(0) };
    const newPinAt = at(PIN_LOCK_COOLDOWN_MS);
    expect(deliveryPinLock({ ...locked, now: at(0) })).toEqual({ state: 'locked', newPinAt });
    expect(deliveryPinLock({ ...locked, now: at(PIN_LOCK_COOLDOWN_MS - 1) })).toEqual({
      state: 'locked',
      newPinAt,
    });
    expect(deliveryPinLock({ ...locked, now: at(PIN_LOCK_COOLDOWN_MS) })).toEqual({ state: 'renewal_due' });
    expect(deliveryPinLock({ ...locked, now: at(PIN_LOCK_COOLDOWN_MS * 100) })).toEqual({
      state: 'renewal_due',
    });
  });

  it('treats a lock without a time (from before locks ended) as over', () => {
    expect(deliveryPinLock({ attempts: MAX_PIN_ATTEMPTS, lockedAt: null, now: at(0) })).toEqual({
      state: 'renewal_due',
    });
  });
});

describe('pinLockedMessage', () => {
  const now = new Date('2026-11-26T07:00:00Z');
  const lockedFor = (ms: number) => ({ state: 'locked' as const, newPinAt: new Date(now.getTime() + ms) });

  it('says in how many minutes the customer gets a new PIN, rounded up', () => {
    expect(pinLockedMessage(lockedFor(PIN_LOCK_COOLDOWN_MS), now)).toBe(
      'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
    );
    expect(pinLockedMessage(lockedFor(61_000), now)).toBe(
      'Too many wrong PINs. The customer gets a new PIN in 2 minutes.',
    );
    expect(pinLockedMessage(lockedFor(60_000), now)).toBe(
      'Too many wrong PINs. The customer gets a new PIN in 1 minute.',
    );
    expect(pinLockedMessage(lockedFor(1), now)).toBe(
      'Too many wrong PINs. The customer gets a new PIN in 1 minute.',
    );
  });

  it('says the new PIN is on its way once it is due', () => {
    expect(pinLockedMessage({ state: 'renewal_due' }, now)).toBe(
      'Too many wrong PINs. A new PIN is on its way to the customer.',
    );
  });
});

describe('makeNewDeliveryPin', () => {
  it('draws evenly among the 9,999 PINs that are not the old one', () => {
    for (const old of ['0000', '0417', '5000', '9999']) {
      const seen = new Set<string>();
      const maxima = new Set<number>();
      for (let n = 0; n < 9_999; n++) {
        seen.add(
          makeNewDeliveryPin(old, (max) => {
            maxima.add(max);
            return n;
          }),
        );
      }
      expect([...maxima]).toEqual([9_999]);
      expect([...seen].every((pin) => /^\d{4}$/.test(pin))).toBe(true);
      expect(seen.size).toBe(9_999);
      expect(seen.has(old)).toBe(false);
    }
  });

  it('makes a first PIN when the old one is not four digits', () => {
    expect(makeNewDeliveryPin('', (max) => max - 1)).toBe(makeDeliveryPin((max) => max - 1));
    expect(makeNewDeliveryPin('12345', () => 7)).toBe('0007');
  });
});
