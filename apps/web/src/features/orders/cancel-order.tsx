import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatCountdown, spokenCountdown, useMsLeft } from '../../lib/countdown.ts';
import { useCancelOrder } from './api/cancel-order.ts';
import css from './order-lifecycle.module.css';

/** Where the money goes back, in the words the confirm dialog uses. */
function refundPromise(o: { payment_mode: string; wallet_amount: string; payable: string }): string {
  const wallet = rupeesToPaise(o.wallet_amount);
  const online = o.payment_mode === 'RAZORPAY' ? rupeesToPaise(o.payable) : 0;
  const parts = [];
  if (wallet > 0) parts.push(`${formatInr(wallet)} goes back to your wallet at once`);
  if (online > 0) parts.push(`${formatInr(online)} goes back to your original payment method`);
  return parts.length
    ? `${parts.join(', and ')}.`
    : 'You have not paid anything, so there is nothing to refund.';
}

/**
 * "Cancel order" with the time left (mm:ss) while the server's cancel window is open; it disappears
 * when the window closes. Asks first, and says where the money goes.
 */
export function CancelOrder({
  order,
}: {
  order: {
    id: number;
    cancellable_until?: string | null;
    payment_mode: string;
    wallet_amount: string;
    payable: string;
  };
}) {
  const left = useMsLeft(order.cancellable_until);
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id);
  if (left === null || (left <= 0 && !cancel.isError)) return null;
  return (
    <section className={`card ${css.cancel}`} aria-label="Cancel the order">
      {left > 0 && (
        <>
          <Button
            variant="outline"
            className={css.cancelButton}
            busy={cancel.isPending}
            onClick={() => setAsking(true)}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
            <span aria-hidden className={css.countdown}>
              {formatCountdown(left)}
            </span>
          </Button>
          <p className="muted small">
            You can cancel for{' '}
            <span className="visually-hidden">{spokenCountdown(Math.ceil(left / 30_000) * 30_000)}</span>
            <span aria-hidden>{formatCountdown(left)}</span> more. Orders cannot be cancelled after 2 minutes
            of booking.
          </p>
        </>
      )}
      {cancel.isError && (
        <p className="form-problem" role="alert">
          {cancel.error.message}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title="Cancel this order?"
        confirmLabel="Yes, cancel"
        cancelLabel="No, keep it"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      >
        <p>The restaurant stops preparing it. {refundPromise(order)}</p>
      </ConfirmDialog>
    </section>
  );
}
