import { useLingui } from '@lingui/react/macro';
import { PinField, usePinEntry } from '../../components/pin-field/pin-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useHandOverOrder } from './api/hand-over-order.ts';
import css from './partner.module.css';

/**
 * A pickup order is handed over only with the customer's 4-digit PIN. A wrong PIN says how many tries
 * are left (the server counts); when they are used up the form locks until the customer gets a new PIN.
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
  const { t } = useLingui();
  const entry = usePinEntry(lockedBefore);
  const handOver = useHandOverOrder(restaurantId);

  return (
    <form
      className={css.stepForm}
      aria-label={t`Hand over at the counter`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (entry.check()) handOver.mutate({ orderId, pin: entry.pin }, { onError: entry.refused });
      }}
    >
      <PinField
        entry={entry}
        label={t`Customer's PIN`}
        hint={t`Ask the customer for the PIN on their order page.`}
      />
      <Button type="submit" disabled={entry.locked} busy={handOver.isPending}>
        {handOver.isPending ? t`Checking...` : t`Hand over`}
      </Button>
    </form>
  );
}
