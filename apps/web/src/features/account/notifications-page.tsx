import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff } from 'lucide-react';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import { useNotifications } from '../../lib/use-account.ts';
import css from './account.module.css';
import { useMarkNotificationRead } from './api/mark-notification-read.ts';

function AlertsList() {
  const { t } = useLingui();
  const alerts = useNotifications();
  // The spec shows only unread alerts; one tapped is read, and leaves the list.
  const unread = (alerts.data ?? []).filter((n) => n.is_read === 0);
  const markRead = useMarkNotificationRead().mutateAsync;
  if (alerts.isPending) return <SkeletonCard label={t`Loading your alerts`} widths={['50%', '100%']} />;
  if (alerts.isError)
    return (
      <p role="alert">
        <Trans>We could not load your alerts.</Trans> {alerts.error.message}
      </p>
    );
  if (unread.length === 0) {
    return (
      <div className="empty">
        <BellOff aria-hidden size={48} className="empty__icon" />
        <h2>
          <Trans>You are all caught up</Trans>
        </h2>
        <p className="muted">
          <Trans>New alerts about your orders and offers will show here.</Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className={css.alertList}>
      {unread.map((n) => {
        const body = (
          <>
            <span className={css.alertDot} aria-hidden />
            <span className={css.alertText}>
              <strong>{n.data.title}</strong>
              <span>{n.data.message}</span>
              <time className="muted small" dateTime={n.created_at}>
                {formatDateTime(n.created_at)}
              </time>
            </span>
          </>
        );
        return (
          <li key={n.id}>
            {n.order_id !== null ? (
              // An alert about an order opens that order (and counts as read).
              <Link
                className={`card ${css.alert}`}
                to={`/orderDetails/${n.order_id}`}
                onClick={() => void markRead(n.id).catch(() => undefined)}
              >
                {body}
                <span className="visually-hidden">
                  <Trans>Unread. Opens the order.</Trans>
                </span>
              </Link>
            ) : (
              <button type="button" className={`card ${css.alert}`} onClick={() => void markRead(n.id)}>
                {body}
                <span className="visually-hidden">
                  <Trans>Unread. Select to mark as read.</Trans>
                </span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** `/notifications`, titled Alerts; guests are sent to login. */
export function NotificationsPage() {
  return (
    <main id="main" className="page page--with-nav narrow">
      <h1 className="page-title">
        <Trans>Alerts</Trans>
      </h1>
      <AlertsList />
    </main>
  );
}
