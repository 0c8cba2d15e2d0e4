import { MAX_PIN_ATTEMPTS } from '@khabar/domain/orders/order-lifecycle';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const entry = usePinEntry(lockedBefore);
  const tries = MAX_PIN_ATTEMPTS;
  const deliver = useDeliverOrder();
  const support = useAppConfig().data?.supportPhone;

  return (
    <form
      className={css.pinForm}
      aria-label={t`Deliver with the customer's PIN`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (entry.check()) deliver.mutate({ orderId, pin: entry.pin }, { onError: entry.refused });
      }}
    >
      <PinField
        entry={entry}
        label={t`Customer's delivery PIN`}
        hint={t`The customer sees the PIN on their order page. ${tries} wrong tries lock the delivery.`}
      />
      {entry.locked && support ? (
        <ButtonAnchor variant="outline" href={`tel:${support}`}>
          <Phone aria-hidden size={18} /> <Trans>Call support {support}</Trans>
        </ButtonAnchor>
      ) : (
        <Button type="submit" block disabled={entry.locked} busy={deliver.isPending}>
          {deliver.isPending ? t`Checking...` : t`Deliver`}
        </Button>
      )}
    </form>
  );
}
