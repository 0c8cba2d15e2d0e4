// The lock on a handover after too many wrong delivery PINs (docs/product.md, Orders). A lock that
// never ended left the order where nobody could move it: the right PIN refused, the customer unable to
// cancel, the restaurant unable to reject, nothing refunded; and any captain or staff member could do
// that on purpose with five guesses. So a lock lasts PIN_LOCK_COOLDOWN_MS; then the system gives the
// customer a new PIN (the old one stops working) and the tries start again (decision 026).
import { MAX_PIN_ATTEMPTS, makeDeliveryPin } from './order-lifecycle.ts';

/** How long a handover stays locked after the last wrong PIN before the customer gets a new PIN. */
export const PIN_LOCK_COOLDOWN_MS = 10 * 60_000;

export type DeliveryPinLock =
  /** PINs are checked; this many wrong ones are left before the lock. */
  | { state: 'open'; triesLeft: number }
  /** Refused whatever the PIN, until `newPinAt`. */
  | { state: 'locked'; newPinAt: Date }
  /** The cool-down is over: still refused until the system has given the customer a new PIN. */
  | { state: 'renewal_due' };

/**
 * Where an order's handover stands, from its count of wrong PINs and when the last one locked it. A
 * lock with no time (written before locks had one) is treated as long over.
 */
export function deliveryPinLock(input: {
  attempts: number;
  lockedAt: Date | null;
  now: Date;
}): DeliveryPinLock {
  if (input.attempts < MAX_PIN_ATTEMPTS)
    return { state: 'open', triesLeft: MAX_PIN_ATTEMPTS - input.attempts };
  if (input.lockedAt === null) return { state: 'renewal_due' };
  const newPinAt = new Date(input.lockedAt.getTime() + PIN_LOCK_COOLDOWN_MS);
  return input.now.getTime() < newPinAt.getTime() ? { state: 'locked', newPinAt } : { state: 'renewal_due' };
}

/** What a captain or the counter is told while the handover is locked. */
export function pinLockedMessage(lock: Exclude<DeliveryPinLock, { state: 'open' }>, now: Date): string {
  if (lock.state === 'renewal_due') return 'Too many wrong PINs. A new PIN is on its way to the customer.';
  // Locked means newPinAt is still ahead, so this is at least 1.
  const minutes = Math.ceil((lock.newPinAt.getTime() - now.getTime()) / 60_000);
  return `Too many wrong PINs. The customer gets a new PIN in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** A new PIN that is not the old one (the old one must stop working), from a random integer source. */
export function makeNewDeliveryPin(oldPin: string, randomInt: (max: number) => number): string {
  if (!/^\d{4}$/.test(oldPin)) return makeDeliveryPin(randomInt);
  // One draw among the 9,999 other PINs, so the new PIN is as random as a first one.
  const old = Number(oldPin);
  const drawn = randomInt(9_999);
  return String(drawn >= old ? drawn + 1 : drawn).padStart(4, '0');
}
