import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { CANCEL_REFUSAL, customerCancel } from '@khabar/domain/orders/customer-cancel';
import { isActiveOrder } from '@khabar/domain/orders/order-state';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatCountdown, spokenCountdown, useMsLeft } from '../../lib/countdown.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { cancelRefusalText } from '../../lib/i18n/domain-text.ts';
import { serverNow } from '../../lib/server-clock.ts';
import { useCancelOrder } from './api/cancel-order.ts';
import css from './order-lifecycle.module.css';

/** Where the money goes back, in the words the confirm dialog uses. */
function refundPromise(o: { payment_mode: string; wallet_amount: string; payable: string }): string {
  const wallet = rupeesToPaise(o.wallet_amount);
  const online = o.payment_mode === 'RAZORPAY' ? rupeesToPaise(o.payable) : 0;
  const toWallet = formatInr(wallet);
  const toCard = formatInr(online);
  if (wallet > 0 && online > 0)
    return t`${toWallet} goes back to your wallet at once, and ${toCard} goes back to your original payment method.`;
  if (wallet > 0) return t`${toWallet} goes back to your wallet at once.`;
  if (online > 0) return t`${toCard} goes back to your original payment method.`;
  return t`You have not paid anything, so there is nothing to refund.`;
}

function refusalNow(order: { orderstatus_id: number; delivery_type: number; placed_at: string | null }) {
  const rule = customerCancel({
    statusId: order.orderstatus_id,
    deliveryType: order.delivery_type === 2 ? 2 : 1,
    placedAt: order.placed_at ? new Date(order.placed_at) : null,
    now: new Date(serverNow()),
  });
  // At the very instant the countdown ends the rule may still allow it: the window is what closed.
  return rule.allowed ? CANCEL_REFUSAL.window : rule.reason;
}

/** The refusal in the screen's language: the server's reason is one of the domain's CANCEL_REFUSAL. */
function refusalText(order: Parameters<typeof refusalNow>[0] & { cancel_refusal: string | null }) {
  return cancelRefusalText(order.cancel_refusal ?? refusalNow(order));
}

/**
 * "Cancel order" with the time left (mm:ss) while the server's cancel window is open. Asks first, and
 * says where the money goes. Once the customer may no longer cancel an order still on its way, it says
 * why, in the words the API refuses a cancel with: both come from the domain's customerCancel
 * (docs/product.md, Orders; decision 028).
 */
export function CancelOrder({
  order,
}: {
  order: {
    id: number;
    orderstatus_id: number;
    delivery_type: number;
    placed_at: string | null;
    cancellable_until: string | null;
    cancel_refusal: string | null;
    payment_mode: string;
    wallet_amount: string;
    payable: string;
  };
}) {
  const left = useMsLeft(order.cancellable_until);
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id);
  // A finished order says what it is elsewhere; one awaiting payment was never the restaurant's.
  if (!isActiveOrder(order.orderstatus_id) && !cancel.isError) return null;
  const open = left !== null && left > 0;
  // The window may close while the page is open: then the same rule, asked again on the server's clock.
  const reason = open ? null : refusalText(order);
  const until = order.cancellable_until ? formatDateTime(order.cancellable_until) : '';
  const spoken = left ? spokenCountdown(Math.ceil(left / 30_000) * 30_000) : '';
  const shown = left ? formatCountdown(left) : '';
  const riderAssigned = order.orderstatus_id === ORDER_STATUS.agentAssigned;
  // An order for later not yet at the restaurant is free to cancel until it goes there (decision 048).
  const forLater = order.orderstatus_id === ORDER_STATUS.placed && order.placed_at === null;
  return (
    <section className={`card ${css.cancel}`} aria-label={t`Cancel the order`}>
      {open ? (
        <>
          <Button
            variant="outline"
            className={css.cancelButton}
            busy={cancel.isPending}
            onClick={() => setAsking(true)}
          >
            {cancel.isPending ? <Trans>Cancelling...</Trans> : <Trans>Cancel order</Trans>}
            {!forLater && (
              <span aria-hidden className={css.countdown}>
                {formatCountdown(left)}
              </span>
            )}
          </Button>
          {forLater && order.cancellable_until ? (
            <p className="muted small">
              <Trans>Free to cancel until {until}, when the restaurant starts on it.</Trans>
            </p>
          ) : (
            <p className="muted small">
              {riderAssigned ? (
                <Trans>
                  You can cancel for <span className="visually-hidden">{spoken}</span>
                  <span aria-hidden>{shown}</span> more, though a rider is already assigned.
                </Trans>
              ) : (
                <Trans>
                  You can cancel for <span className="visually-hidden">{spoken}</span>
                  <span aria-hidden>{shown}</span> more.
                </Trans>
              )}{' '}
              <Trans>Orders cannot be cancelled after 2 minutes of booking.</Trans>
            </p>
          )}
          <ConfirmDialog
            open={asking}
            title={t`Cancel this order?`}
            confirmLabel={t`Yes, cancel`}
            cancelLabel={t`No, keep it`}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              cancel.mutate();
            }}
          >
            <p>
              {riderAssigned ? (
                <Trans>The restaurant stops preparing it and your rider no longer comes for it.</Trans>
              ) : (
                <Trans>The restaurant stops preparing it.</Trans>
              )}{' '}
              {refundPromise(order)}
            </p>
          </ConfirmDialog>
        </>
      ) : (
        !cancel.isError && reason && <p className="muted small">{reason}</p>
      )}
      {cancel.isError && (
        <p className="form-problem" role="alert">
          {cancel.error.message}
        </p>
      )}
    </section>
  );
}
