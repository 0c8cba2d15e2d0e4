import type { OrderJson } from '@khabar/domain/contracts/orders/order';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS, orderActions } from '@khabar/domain/orders/order-status';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { mediaUrl } from '../../lib/api-client.ts';
import { readCart } from '../../lib/cart-store.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { orderTypeText, statusText } from '../../lib/i18n/domain-text.ts';
import { reorder, reorderMessage } from '../../lib/reorder.ts';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import { ScheduledFor } from '../scheduled-for/scheduled-for.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import css from './order-list.module.css';

/** One order in /myOrders: restaurant, dishes, date, status, type, and TRACK / DELIVERED / RE-ORDER. */
export function OrderCard({ order }: { order: OrderJson }) {
  const r = order.resturant_details;
  const actions = orderActions(order.orderstatus_id);
  const cancelled = order.orderstatus_id === ORDER_STATUS.cancelled;
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const restaurantName = r?.name ?? '';

  // RE-ORDER puts the same dishes in the cart (what is still on the menu) and says what is not.
  const reorderNow = async () => {
    setAsking(false);
    setBusy(true);
    setProblem('');
    try {
      const { added, missing } = await reorder(order);
      if (added === 0) {
        const dishes = missing.join(', ');
        setProblem(t`None of these dishes are available now: ${dishes}.`);
        return;
      }
      sessionStorage.setItem('flash', reorderMessage(missing));
      navigate('/cart');
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t`Could not re-order. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`card ${css.card}`}>
      <Link to={`/orderDetails/${order.id}`} className={css.main}>
        <img src={mediaUrl(r?.image)} alt="" width={56} height={56} />
        <div>
          <h2 className={css.name} translate={r ? 'no' : undefined}>
            {r?.name ?? t`Restaurant`}
          </h2>
          <p className="muted small" translate="no">
            {order.orderitems.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
          </p>
          <p className="small">
            {formatDateTime(order.created_at)} · {formatInr(rupeesToPaise(order.total))}
          </p>
          <p className="small">
            <span className={cancelled ? 'status status--bad' : 'status'}>
              {statusText(order.orderstatus_id)}
            </span>{' '}
            · {orderTypeText(order.delivery_type)}
          </p>
          <ScheduledFor at={order.scheduled_for} />
        </div>
      </Link>
      <div className={css.actions}>
        {actions.track && (
          <ButtonLink variant="ghost" size="small" to={`/liveTrack/${order.id}`}>
            <Trans>TRACK</Trans>
          </ButtonLink>
        )}
        {actions.delivered && (
          <Button variant="ghost" size="small" disabled>
            <Trans>DELIVERED</Trans>
          </Button>
        )}
        {actions.reorder && r && (
          <Button
            size="small"
            busy={busy}
            aria-label={t`RE-ORDER from ${restaurantName}`}
            onClick={() => (readCart().lines.length > 0 ? setAsking(true) : reorderNow())}
          >
            <Trans>RE-ORDER</Trans>
          </Button>
        )}
      </div>
      {problem && (
        <p className="blocker small" role="alert">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Replace cart items?`}
        confirmLabel={t`Yes, start afresh`}
        onCancel={() => setAsking(false)}
        onConfirm={reorderNow}
      >
        <Trans>Your cart has dishes already. Start a new cart with this order’s dishes?</Trans>
      </ConfirmDialog>
    </li>
  );
}
