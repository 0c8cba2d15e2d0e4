import { Trans, useLingui } from '@lingui/react/macro';
import { ReceiptText } from 'lucide-react';
import { useOrders } from '../../lib/use-orders.ts';
import { ButtonLink } from '../ui/button.tsx';
import { LastUpdated } from '../ui/last-updated.tsx';
import { OrderCard } from './order-card.tsx';
import css from './order-list.module.css';

/** The customer's orders, newest first: 5 skeletons while loading, an empty state, or the cards. */
export function OrderList() {
  const { t } = useLingui();
  const orders = useOrders();
  if (orders.isPending) {
    return (
      <ul className={css.list} aria-busy="true" aria-label={t`Loading orders`}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={`card ${css.card}`}>
            <div className="skeleton skeleton--line" style={{ width: '40%' }} />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line" style={{ width: '60%' }} />
          </li>
        ))}
      </ul>
    );
  }
  if (orders.isError) {
    return (
      <p role="alert">
        {orders.error.message}{' '}
        <button type="button" className="link" onClick={() => orders.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  }
  if (orders.data.length === 0) {
    return (
      <div className="page--centered empty">
        <ReceiptText aria-hidden size={64} className="empty__icon" />
        <h2>
          <Trans>No orders yet</Trans>
        </h2>
        <p className="muted">
          <Trans>Your orders will show here once you place one.</Trans>
        </p>
        <ButtonLink to="/restaurants">
          <Trans>SEE RESTAURANTS NEAR YOU</Trans>
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      <LastUpdated at={orders.dataUpdatedAt} />
      <ul className={css.list} aria-label={t`Your orders`}>
        {orders.data.map((o) => (
          <OrderCard key={o.id} order={o} />
        ))}
      </ul>
    </>
  );
}
