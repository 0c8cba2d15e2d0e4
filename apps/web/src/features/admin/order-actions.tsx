import type { OrderSupport } from '@khabar/domain/contracts/support/support-fields';
import type { CancelFault } from '@khabar/domain/orders/support-actions';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCancelOrderAsOperator } from './api/cancel-order-as-operator.ts';
import { useOrderSupport } from './api/get-order-support.ts';
import { useMarkOrderDelivered } from './api/mark-order-delivered.ts';
import { useReassignOrderCaptain } from './api/reassign-order-captain.ts';
import { useRedispatchOrder } from './api/redispatch-order.ts';
import { useRetryGatewayRefund } from './api/retry-gateway-refund.ts';
import { useSettleRefundToWallet } from './api/settle-refund-to-wallet.ts';
import { useUnassignOrderCaptain } from './api/unassign-order-captain.ts';
import { useUnlockDeliveryPin } from './api/unlock-delivery-pin.ts';
import {
  ACTION_WORDS,
  FAULTS,
  type OrderAction,
  orderActionsOf,
  readSupportReason,
  refundText,
} from './order-action-values.ts';
import css from './order-actions.module.css';
import { ReasonDialog } from './reason-dialog.tsx';

type Asked =
  | { kind: 'order'; action: OrderAction }
  | { kind: 'refund'; action: 'retry' | 'settle'; refundId: number; amount: string };

type Outcome = { ok: boolean; text: string };

/**
 * What support can do to one order now (issue 25, decision 033): only the actions the order's status
 * and the agent's level allow (the server says which), each asking for a reason first; the result,
 * or why it was refused (another agent got there first: a 409 in the server's words), in plain words.
 * It loads the order itself, so any back-office screen can show it.
 */
export function OrderActions({ orderId }: { orderId: number }) {
  const order = useOrderSupport(orderId);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (order.isPending) return <SkeletonCard label="Loading the order's support actions" />;
  if (order.isError && !order.data) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    return (
      <section className="card" role="alert">
        <h2 className="card__title">Support actions</h2>
        <p>
          {status === 404
            ? `There is no order ${orderId}.`
            : status === 403
              ? "Only Khabar's operators can act on orders."
              : `We could not load this order. ${order.error.message}`}
        </p>
        {status !== 404 && status !== 403 && (
          <div>
            <Button onClick={() => void order.refetch()}>Try again</Button>
          </div>
        )}
      </section>
    );
  }
  const o = order.data;
  const actions = orderActionsOf(o);
  const failed = o.refunds.filter((r) => r.status === 'failed');
  const canRetry = o.actions.includes('retry_refund');
  const canSettle = o.actions.includes('settle_refund_to_wallet');
  const ask = (a: Asked) => {
    setOutcome(null);
    setAsked(a);
  };

  return (
    <section className={`card ${css.panel}`} aria-labelledby={`order-actions-${orderId}`}>
      <h2 className="card__title" id={`order-actions-${orderId}`}>
        Support actions
      </h2>
      {/* What the last action did, or why it was refused, where the agent looks first. */}
      <p role="status" className={outcome?.ok ? css.done : css.hidden}>
        {outcome?.ok ? outcome.text : ''}
      </p>
      <p role="alert" className={outcome && !outcome.ok ? 'form-problem' : css.hidden}>
        {outcome && !outcome.ok ? outcome.text : ''}
      </p>
      <dl className={css.facts}>
        <div>
          <dt>Order</dt>
          <dd>#{o.unique_order_id}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{o.status_label}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            ₹{o.total} · {o.payment_mode}
            {o.wallet_paid !== '0.00' ? ` (₹${o.wallet_paid} from the wallet)` : ''}
          </dd>
        </div>
        {o.delivery_type === 1 && (o.captain || o.actions.includes('reassign_captain')) && (
          <div>
            <dt>Captain</dt>
            <dd>
              {o.captain
                ? `${o.captain.name} (${o.captain.vehicle_number}) · ${o.captain.phone}`
                : o.offered_to
                  ? `None yet; offered to ${o.offered_to.name}`
                  : 'None yet'}
            </dd>
          </div>
        )}
        {o.pin_locked && (
          <div>
            <dt>Delivery PIN</dt>
            <dd className={css.warn}>Locked after five wrong tries</dd>
          </div>
        )}
        {o.cancel_reason && (
          <div>
            <dt>Cancel reason</dt>
            <dd>{o.cancel_reason}</dd>
          </div>
        )}
      </dl>

      {actions.length > 0 ? (
        <ul className={css.buttons} aria-label="Actions on this order">
          {actions.map((action) => (
            <li key={action}>
              <Button
                variant={action === 'cancel' ? 'danger' : action === 'mark_delivered' ? 'outline' : undefined}
                onClick={() => ask({ kind: 'order', action })}
              >
                {ACTION_WORDS[action].button}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        failed.length === 0 && (
          <p className="muted">Nothing to do on this order now: it is {o.status_label.toLowerCase()}.</p>
        )
      )}

      {o.refunds.length > 0 && (
        <div className={css.refunds}>
          <h3>Refunds</h3>
          <ul>
            {o.refunds.map((r) => (
              <li key={r.id}>
                <span className={r.status === 'failed' ? css.warn : undefined}>{refundText(r)}</span>
                {r.status === 'failed' && (canRetry || canSettle) && (
                  <span className={css.refundButtons}>
                    {canRetry && (
                      <Button
                        size="small"
                        variant="outline"
                        onClick={() =>
                          ask({ kind: 'refund', action: 'retry', refundId: r.id, amount: r.amount })
                        }
                      >
                        Retry refund
                      </Button>
                    )}
                    {canSettle && (
                      <Button
                        size="small"
                        variant="outline"
                        onClick={() =>
                          ask({ kind: 'refund', action: 'settle', refundId: r.id, amount: r.amount })
                        }
                      >
                        Pay into wallet
                      </Button>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <ActionDialog
        order={o}
        asked={asked}
        onDone={(result) => {
          setAsked(null);
          setOutcome(result);
        }}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}

/** The reason (and for a cancel who is at fault, for a reassignment which captain) before the call. */
function ActionDialog({
  order,
  asked,
  onDone,
  onCancel,
}: {
  order: OrderSupport;
  asked: Asked | null;
  onDone: (outcome: Outcome) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [fault, setFault] = useState<CancelFault | ''>('');
  const [captainId, setCaptainId] = useState('');
  const cancel = useCancelOrderAsOperator(order.id);
  const reassign = useReassignOrderCaptain(order.id);
  const unassign = useUnassignOrderCaptain(order.id);
  const redispatch = useRedispatchOrder(order.id);
  const unlock = useUnlockDeliveryPin(order.id);
  const deliver = useMarkOrderDelivered(order.id);
  const retry = useRetryGatewayRefund(order.id);
  const settle = useSettleRefundToWallet(order.id);
  const busy = [cancel, reassign, unassign, redispatch, unlock, deliver, retry, settle].some(
    (m) => m.isPending,
  );

  const report = {
    onSuccess: (d: { message: string }) => onDone({ ok: true, text: d.message }),
    onError: (e: Error) =>
      onDone({
        ok: false,
        text:
          e instanceof ApiError && e.status === 409
            ? `Not done: ${e.message} The order below is as it is now.`
            : `Not done: ${e.message}`,
      }),
  };

  const words =
    asked?.kind === 'order'
      ? ACTION_WORDS[asked.action]
      : asked?.action === 'retry'
        ? {
            title: `Retry the refund of ₹${asked.amount}?`,
            confirm: 'Retry refund',
            explain: () => 'The gateway is asked again, with the same tries as the first time.',
          }
        : {
            title: `Pay ₹${asked?.amount ?? ''} into the wallet instead?`,
            confirm: 'Pay into wallet',
            explain: () =>
              'The failed refund is paid into the customer’s wallet now, once; it cannot be retried through the gateway after this.',
          };

  const confirm = (reason: string) => {
    if (!asked) return;
    if (asked.kind === 'refund') {
      (asked.action === 'retry' ? retry : settle).mutate({ reason, refundId: asked.refundId }, report);
      return;
    }
    switch (asked.action) {
      case 'cancel':
        if (fault) cancel.mutate({ reason, fault }, report);
        return;
      case 'reassign_captain':
        reassign.mutate(
          { reason, captain_id: Number(captainId), current_captain_id: order.captain?.id ?? null },
          report,
        );
        return;
      case 'unassign_captain':
        unassign.mutate({ reason }, report);
        return;
      case 'redispatch':
        redispatch.mutate({ reason }, report);
        return;
      case 'unlock_pin':
        unlock.mutate({ reason }, report);
        return;
      case 'mark_delivered':
        deliver.mutate({ reason }, report);
        return;
    }
  };

  const needsFault = asked?.kind === 'order' && asked.action === 'cancel';
  const needsCaptain = asked?.kind === 'order' && asked.action === 'reassign_captain';
  return (
    <ReasonDialog
      open={asked !== null}
      title={words.title}
      label="Reason (kept on the order and in the audit log)"
      confirmLabel={words.confirm}
      cancelLabel="Back"
      maxLength={500}
      busy={busy}
      check={(text) => {
        if (needsFault && !fault) return { ok: false, message: 'Choose who is at fault.' };
        if (needsCaptain && !captainId) return { ok: false, message: 'Choose a captain.' };
        return readSupportReason(text);
      }}
      onConfirm={confirm}
      onCancel={() => {
        setFault('');
        setCaptainId('');
        onCancel();
      }}
    >
      <p>{words.explain(order)}</p>
      {needsFault && (
        <div className={`field ${css.extra}`}>
          <label htmlFor={`${id}-fault`}>Who is at fault</label>
          <select
            id={`${id}-fault`}
            className={css.select}
            value={fault}
            onChange={(e) => setFault(e.target.value as CancelFault | '')}
          >
            <option value="">Choose…</option>
            {FAULTS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {needsCaptain &&
        (order.free_captains.length > 0 ? (
          <div className={`field ${css.extra}`}>
            <label htmlFor={`${id}-captain`}>Captain</label>
            <select
              id={`${id}-captain`}
              className={css.select}
              value={captainId}
              onChange={(e) => setCaptainId(e.target.value)}
            >
              <option value="">Choose…</option>
              {order.free_captains.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name} ({c.vehicle_number})
                </option>
              ))}
            </select>
          </div>
        ) : (
          <p className={css.warn}>No captain is free now (on duty, with no trip or offer).</p>
        ))}
    </ReasonDialog>
  );
}
