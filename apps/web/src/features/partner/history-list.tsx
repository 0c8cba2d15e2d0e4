import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { Trans, useLingui } from '@lingui/react/macro';

import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { orderTypeText, statusText } from '../../lib/i18n/domain-text.ts';
import { usePartnerHistory } from './api/get-partner-history.ts';
import css from './partner.module.css';

type Day = NonNullable<NonNullable<ReturnType<typeof usePartnerHistory>['data']>['pages'][number]['summary']>;

/** "12 completed, worth ₹4,560 · 2 on the way · 1 cancelled": the whole day's counts. */
function DaySummary({ day }: { day: Day }) {
  const { completed, cancelled } = day;
  const worth = formatInr(rupeesToPaise(day.takings));
  const onTheWay = day.on_the_way;
  return (
    <>
      <Trans>
        {completed} completed, worth {worth}
      </Trans>
      {onTheWay > 0 && (
        <>
          {' · '}
          <Trans>{onTheWay} on the way</Trans>
        </>
      )}
      {' · '}
      <Trans>{cancelled} cancelled</Trans>
    </>
  );
}

/**
 * What left the kitchen today: picked up (on the way), delivered, collected or cancelled in the last
 * 24 hours, a page at a time; the counts above are the whole day's.
 */
export function HistoryList({ restaurantId }: { restaurantId: number }) {
  const { t } = useLingui();
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

  if (history.isPending) return <SkeletonCard label={t`Loading today's orders`} />;
  if (history.isError && !history.data) {
    return (
      <div className="card" role="alert">
        <p>
          <Trans>We could not load today's orders.</Trans> {history.error.message}
        </p>
        <Button onClick={() => void history.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="empty">
        <History aria-hidden size={44} className="empty__icon" />
        <h2>
          <Trans>No finished orders today</Trans>
        </h2>
        <p className="muted">
          <Trans>Orders picked up, delivered, collected or cancelled in the last 24 hours show here.</Trans>
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
          <DaySummary day={day} />
        </p>
      )}
      <ul className={css.history}>
        {orders.map((o) => (
          <li key={o.id} id={`history-order-${o.id}`} tabIndex={-1} className="card">
            <div className={css.orderHead}>
              <h3>
                <span translate="no">#{o.unique_order_id}</span>{' '}
                <span className="tag">{orderTypeText(o.delivery_type)}</span>
              </h3>
              <span
                className={
                  o.orderstatus_id === ORDER_STATUS.cancelled ? `${css.status} ${css.bad}` : css.status
                }
              >
                {statusText(o.orderstatus_id)}
              </span>
            </div>
            <p className="muted small">
              {formatTime(o.created_at)} · <span translate="no">{o.customer_name}</span> ·{' '}
              {formatInr(rupeesToPaise(o.total))}
            </p>
            <p className="small" translate="no">
              {o.items.map((i) => `${i.quantity} x ${i.name}`).join(', ')}
            </p>
            {/* The system's reasons come said in the console's language; a person's (the kitchen's
                own, support's) as written, which no translator should touch. */}
            {o.cancel_reason && (
              <p className="small">
                <Trans>Reason:</Trans> <span translate="no">{o.cancel_reason}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      {history.isFetchNextPageError && (
        <p className="form-problem" role="alert">
          <Trans>Could not load more orders:</Trans> {history.error?.message}
        </p>
      )}
      {history.hasNextPage ? (
        <div className="list-more">
          <Button variant="outline" busy={history.isFetchingNextPage} onClick={() => void showMore()}>
            <Trans>Show more</Trans>
          </Button>
        </div>
      ) : (
        orders.length > 10 && (
          <p className="muted small">
            <Trans>That is every order of the last 24 hours.</Trans>
          </p>
        )
      )}
    </>
  );
}
