import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS, orderTypeLabel } from '@khabar/domain/orders/order-status';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { usePartnerHistory } from './api/get-partner-history.ts';
import css from './partner.module.css';

/**
 * What left the kitchen today: picked up (on the way), delivered, collected or cancelled in the last
 * 24 hours, a page at a time; the counts above are the whole day's.
 */
export function HistoryList({ restaurantId }: { restaurantId: number }) {
  const history = usePartnerHistory(restaurantId);
  const orders = history.data?.pages.flatMap((p) => p.orders) ?? [];
  // "Show more" is busy (and loses the focus) while the page loads: the focus then goes to the first
  // new order, where reading carries on.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const focusId = focusAt === null ? undefined : orders[focusAt]?.id;
  useEffect(() => {
    if (focusId === undefined) return;
    document.getElementById(`history-order-${focusId}`)?.focus();
    setFocusAt(null);
  }, [focusId]);

  if (history.isPending) return <SkeletonCard label="Loading today's orders" />;
  if (history.isError && !history.data) {
    return (
      <div className="card" role="alert">
        <p>We could not load today's orders. {history.error.message}</p>
        <Button onClick={() => void history.refetch()}>Try again</Button>
      </div>
    );
  }
  if (orders.length === 0) {
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
  // The newest page's counts: the whole day as of the last time the list was read.
  const day = history.data.pages[0]?.summary;
  const showMore = async () => {
    const shown = orders.length;
    const res = await history.fetchNextPage();
    if (!res.isError) setFocusAt(shown);
  };
  return (
    <>
      {day && (
        <p className={css.summary}>
          {day.completed} completed, worth {formatInr(rupeesToPaise(day.takings))}
          {day.on_the_way > 0 && ` · ${day.on_the_way} on the way`} · {day.cancelled} cancelled
        </p>
      )}
      <ul className={css.history}>
        {orders.map((o) => (
          <li key={o.id} id={`history-order-${o.id}`} tabIndex={-1} className="card">
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
      {history.isFetchNextPageError && (
        <p className="form-problem" role="alert">
          Could not load more orders: {history.error?.message}
        </p>
      )}
      {history.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" busy={history.isFetchingNextPage} onClick={() => void showMore()}>
            Show more
          </Button>
        </div>
      ) : (
        orders.length > 10 && <p className="muted small">That is every order of the last 24 hours.</p>
      )}
    </>
  );
}
