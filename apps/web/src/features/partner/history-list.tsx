import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS, orderTypeLabel } from '@khabar/domain/orders/order-status';
import { History } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { usePartnerOrders } from './api/get-partner-orders.ts';
import css from './partner.module.css';

/** What left the kitchen today: picked up (on the way), delivered, collected or cancelled in the last 24 hours. */
export function HistoryList({ restaurantId }: { restaurantId: number }) {
  const orders = usePartnerOrders(restaurantId, 'history');
  if (orders.isPending) return <SkeletonCard label="Loading today's orders" />;
  if (orders.isError) {
    return (
      <div className="card" role="alert">
        <p>We could not load today's orders. {orders.error.message}</p>
        <Button onClick={() => void orders.refetch()}>Try again</Button>
      </div>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="empty">
        <History aria-hidden size={44} className="empty__icon" />
        <h2>No finished orders today</h2>
        <p className="muted">
          Orders picked up, delivered, collected or cancelled in the last 24 hours show here.
        </p>
      </div>
    );
  }
  const delivered = orders.data.filter((o) => o.orderstatus_id === ORDER_STATUS.delivered);
  const takings = delivered.reduce((sum, o) => sum + rupeesToPaise(o.total), 0);
  const onTheWay = orders.data.filter((o) => o.orderstatus_id === ORDER_STATUS.onTheWay).length;
  const cancelled = orders.data.filter((o) => o.orderstatus_id === ORDER_STATUS.cancelled).length;
  return (
    <>
      <p className={css.summary}>
        {delivered.length} completed, worth {formatInr(takings)}
        {onTheWay > 0 && ` · ${onTheWay} on the way`} · {cancelled} cancelled
      </p>
      <ul className={css.history}>
        {orders.data.map((o) => (
          <li key={o.id} className="card">
            <div className={css.orderHead}>
              <h3>
                #{o.unique_order_id} <span className="tag">{orderTypeLabel(o.delivery_type)}</span>
              </h3>
              <span
                className={
                  o.orderstatus_id === ORDER_STATUS.cancelled ? `${css.status} ${css.bad}` : css.status
                }
              >
                {o.status_label}
              </span>
            </div>
            <p className="muted small">
              {formatTime(o.created_at)} · {o.customer_name} · {formatInr(rupeesToPaise(o.total))}
            </p>
            <p className="small">{o.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}</p>
            {o.cancel_reason && <p className="small">Reason: {o.cancel_reason}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
