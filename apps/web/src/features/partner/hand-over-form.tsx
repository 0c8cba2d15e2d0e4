import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { useHandOverOrder } from './api/hand-over-order.ts';
import css from './partner.module.css';

/**
 * A pickup order is handed over only with the customer's 4-digit PIN. A wrong PIN says how many tries
 * are left (the server counts); when they are used up the form locks and says to call support.
 */
export function HandOverForm({
  restaurantId,
  orderId,
  locked: lockedBefore,
}: {
  restaurantId: number;
  orderId: number;
  locked: boolean;
}) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState(lockedBefore ? 'Too many wrong PINs. Please call support.' : '');
  const [lockedNow, setLocked] = useState(false);
  const locked = lockedBefore || lockedNow;
  const handOver = useHandOverOrder(restaurantId);

  return (
    <form
      className={css.stepForm}
      aria-label="Hand over at the counter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}$/.test(pin)) {
          setProblem("Enter the customer's 4-digit PIN.");
          return;
        }
        setProblem('');
        handOver.mutate(
          { orderId, pin },
          {
            onError: (err) => {
              setProblem(err.message);
              setPin('');
              if (hasErrorCode(err, 'LOCKED')) setLocked(true);
            },
          },
        );
      }}
    >
      <label className="field" htmlFor={`${id}-pin`}>
        <span>Customer's PIN</span>
        <input
          id={`${id}-pin`}
          className={css.pin}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          disabled={locked}
          aria-invalid={problem !== ''}
          aria-describedby={`${id}-problem ${id}-hint`}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </label>
      <p id={`${id}-hint`} className="muted small">
        Ask the customer for the PIN on their order page.
      </p>
      <p id={`${id}-problem`} className="form-problem" role="alert">
        {problem}
      </p>
      <Button type="submit" disabled={locked || handOver.isPending}>
        {handOver.isPending ? 'Checking...' : 'Hand over'}
      </Button>
    </form>
  );
}
