import { MAX_PIN_ATTEMPTS } from '@khabar/domain/orders/order-lifecycle';
import { Phone } from 'lucide-react';
import { PinField, usePinEntry } from '../../components/pin-field/pin-field.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { useAppConfig } from '../../lib/use-app-config.ts';
import { useDeliverOrder } from './api/deliver-order.ts';
import css from './captain.module.css';

/**
 * Deliver only with the customer's 4-digit PIN. A wrong PIN says how many tries are left; after
 * five the step is locked until the customer gets a new PIN (the form says when), and the captain may
 * call support meanwhile (the number from /api/config).
 */
export function DeliverForm({ orderId, locked: lockedBefore }: { orderId: number; locked: boolean }) {
  const entry = usePinEntry(lockedBefore);
  const deliver = useDeliverOrder();
  const support = useAppConfig().data?.supportPhone;

  return (
    <form
      className={css.pinForm}
      aria-label="Deliver with the customer's PIN"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (entry.check()) deliver.mutate({ orderId, pin: entry.pin }, { onError: entry.refused });
      }}
    >
      <PinField
        entry={entry}
        label="Customer's delivery PIN"
        hint={`The customer sees the PIN on their order page. ${MAX_PIN_ATTEMPTS} wrong tries lock the delivery.`}
      />
      {entry.locked && support ? (
        <ButtonAnchor variant="outline" href={`tel:${support}`}>
          <Phone aria-hidden size={18} /> Call support {support}
        </ButtonAnchor>
      ) : (
        <Button type="submit" block disabled={entry.locked} busy={deliver.isPending}>
          {deliver.isPending ? 'Checking...' : 'Deliver'}
        </Button>
      )}
    </form>
  );
}
