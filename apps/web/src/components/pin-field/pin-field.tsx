import { PIN_LOCK_COOLDOWN_MS } from '@khabar/domain/orders/delivery-pin-lock';
import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { hasErrorCode } from '../../lib/api-client.ts';
import css from './pin-field.module.css';

// What a locked step says before the server has said more (its 423 names the minutes left).
const LOCK_MINUTES = PIN_LOCK_COOLDOWN_MS / 60_000;
const locked = () => t`Too many wrong PINs. The customer gets a new PIN within ${LOCK_MINUTES} minutes.`;

/**
 * The customer's 4-digit PIN being typed in: the digits, what is wrong with them, and whether the
 * step is locked (the order says so, or the server just said LOCKED). A lock ends when the customer
 * gets a new PIN: the order then comes back unlocked and the field opens again.
 */
export function usePinEntry(lockedBefore: boolean) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState(lockedBefore ? locked() : '');
  const [lockedNow, setLocked] = useState(false);
  // Whether the problem on show is the lock's (ours or the server's 423, in any language): it goes
  // when the lock does. Known by the error's code, never by its words.
  const lockSaid = useRef(lockedBefore);
  useEffect(() => {
    if (lockedBefore) return;
    setLocked(false);
    if (lockSaid.current) setProblem('');
    lockSaid.current = false;
  }, [lockedBefore]);
  return {
    pin,
    setPin,
    problem,
    locked: lockedBefore || lockedNow,
    /** True when the PIN is four digits; otherwise says so and is false. */
    check(): boolean {
      const ok = /^\d{4}$/.test(pin);
      setProblem(ok ? '' : t`Enter the customer's 4-digit PIN.`);
      return ok;
    },
    /** The server refused the PIN: clear it, say why, and lock when the tries are used up. */
    refused(err: Error) {
      setPin('');
      const lock = hasErrorCode(err, 'LOCKED');
      setLocked(lock);
      lockSaid.current = lock;
      setProblem(err.message);
    },
  };
}

/** The PIN input with its label, a hint, and the problem as an alert. */
export function PinField({
  entry,
  label,
  hint,
}: {
  entry: ReturnType<typeof usePinEntry>;
  label: string;
  hint: string;
}) {
  const id = useId();
  return (
    <>
      <label className="field" htmlFor={`${id}-pin`}>
        <span>{label}</span>
        <input
          id={`${id}-pin`}
          className={css.pin}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={entry.pin}
          disabled={entry.locked}
          aria-invalid={entry.problem !== ''}
          aria-describedby={`${id}-problem ${id}-hint`}
          onChange={(e) => entry.setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </label>
      <p id={`${id}-hint`} className="muted small">
        {hint}
      </p>
      <p id={`${id}-problem`} className="form-problem" role="alert">
        {entry.problem}
      </p>
    </>
  );
}
