import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellRing, CalendarClock, ChefHat, Inbox, PackageCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatTime } from '../../lib/format-date.ts';
import type { PartnerOrder } from './api/partner-order.ts';
import { boardColumn } from './board-column.ts';
import css from './partner.module.css';
import { PartnerOrderCard } from './partner-order-card.tsx';

const COLUMNS = [
  { id: 'new', title: msg`New`, Icon: BellRing, empty: msg`No new orders. New ones ring here.` },
  { id: 'cooking', title: msg`Preparing`, Icon: ChefHat, empty: msg`Nothing on the stove.` },
  {
    id: 'ready',
    title: msg`Ready`,
    Icon: PackageCheck,
    empty: msg`Nothing waiting for a captain or a customer.`,
  },
  {
    id: 'upcoming',
    title: msg`Upcoming`,
    Icon: CalendarClock,
    empty: msg`No orders for later. They move to New when it is time to cook.`,
  },
] as const;

/** What is still the kitchen's: an order that left it (picked up, ...) is in History, not here. */
const onBoard = (orders: PartnerOrder[]) => orders.filter((o) => boardColumn(o) !== null);

/**
 * The live list of the restaurant's orders, in columns on a wide screen (one under another on a
 * phone): New, Preparing, Ready, and Upcoming, the orders for later not yet in the kitchen.
 */
export function OrderBoard({
  orders,
  restaurantId,
}: {
  orders: UseQueryResult<PartnerOrder[]>;
  restaurantId: number;
}) {
  const { t } = useLingui();
  const reason = orders.error?.message;
  const asOf = formatTime(new Date(orders.dataUpdatedAt).toISOString());
  return (
    <div className={css.board}>
      <OfflineNotice>{t`You are offline. New orders will show when the connection is back.`}</OfflineNotice>
      {orders.isPending ? (
        <SkeletonCard label={t`Loading orders`} />
      ) : orders.isError && !orders.data ? (
        <div className="card" role="alert">
          <p>
            <Trans>We could not load your orders.</Trans> {orders.error.message}
          </p>
          <Button onClick={() => void orders.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          {orders.isError && (
            <p className="notice small" role="status">
              <Trans>
                Could not refresh ({reason}). Showing orders as of {asOf}.
              </Trans>
            </p>
          )}
          {onBoard(orders.data).length === 0 ? (
            <div className="empty">
              <Inbox aria-hidden size={44} className="empty__icon" />
              <h2>
                <Trans>No orders right now</Trans>
              </h2>
              <p className="muted">
                <Trans>New orders show here by themselves, with a sound. Keep this page open.</Trans>
              </p>
            </div>
          ) : (
            <div className={css.columns}>
              {COLUMNS.map(({ id, title, Icon, empty }) => {
                const list = onBoard(orders.data).filter((o) => boardColumn(o) === id);
                return (
                  <section key={id} className={css.column} aria-labelledby={`col-${id}`}>
                    <h2 id={`col-${id}`} className={css.columnTitle}>
                      <Icon aria-hidden size={18} /> {t(title)}{' '}
                      <span className={css.count}>{list.length}</span>
                    </h2>
                    {list.length === 0 ? (
                      <p className="muted small">{t(empty)}</p>
                    ) : (
                      list.map((o) => <PartnerOrderCard key={o.id} order={o} restaurantId={restaurantId} />)
                    )}
                  </section>
                );
              })}
            </div>
          )}
        </>
      )}
    </div>
  );
}
