import { MAX_PIN_ATTEMPTS } from '@khabar/domain/orders/order-lifecycle';
import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import { useDeliverOrder } from './api/deliver-order.ts';
import css from './captain.module.css';

const LOCKED = 'Too many wrong PINs. Please call support.';

/**
 * Deliver only with the customer's 4-digit PIN. A wrong PIN says how many tries are left; after
 * five the step is locked and the captain is told to call support (the number from /api/config).
 */
export function DeliverForm({ orderId, locked: lockedBefore }: { orderId: number; locked: boolean }) {
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState(lockedBefore ? LOCKED : '');
  const [lockedNow, setLocked] = useState(false);
  const locked = lockedBefore || lockedNow;
  const deliver = useDeliverOrder();
  const support = useAppConfig().data?.supportPhone;

  return (
    <form
      className={css.pinForm}
      aria-label="Deliver with the customer's PIN"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}$/.test(pin)) {
          setProblem("Enter the customer's 4-digit PIN.");
          return;
        }
        setProblem('');
        deliver.mutate(
          { orderId, pin },
          {
            onError: (err) => {
              setPin('');
              const isLocked = hasErrorCode(err, 'LOCKED');
              setLocked(isLocked);
              setProblem(isLocked ? LOCKED : err.message);
            },
          },
        );
      }}
    >
      <label className="field" htmlFor={`${id}-pin`}>
        <span>Customer's delivery PIN</span>
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
        The customer sees the PIN on their order page. {MAX_PIN_ATTEMPTS} wrong tries lock the delivery.
      </p>
      <p id={`${id}-problem`} className="form-problem" role="alert">
        {problem}
      </p>
      {locked && support ? (
        <ButtonAnchor variant="outline" href={`tel:${support}`}>
          <Phone aria-hidden size={18} /> Call support {support}
        </ButtonAnchor>
      ) : (
        <Button type="submit" block disabled={locked || deliver.isPending}>
          {deliver.isPending ? 'Checking...' : 'Deliver'}
        </Button>
      )}
    </form>
  );
}
