import type { OrderJson } from '@khabar/domain/contracts/orders/order';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import {
  ORDER_STATUS,
  orderActions,
  orderStatusLabel,
  orderTypeLabel,
} from '@khabar/domain/orders/order-status';
import { mediaUrl } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import css from './order-list.module.css';

/** One order in /myOrders: restaurant, dishes, date, status, type, and TRACK / DELIVERED / RE-ORDER. */
export function OrderCard({ order }: { order: OrderJson }) {
  const r = order.resturant_details;
  const actions = orderActions(order.orderstatus_id);
  const cancelled = order.orderstatus_id === ORDER_STATUS.cancelled;
  return (
    <li className={`card ${css.card}`}>
      <Link to={`/orderDetails/${order.id}`} className={css.main}>
        <img src={mediaUrl(r?.image)} alt="" width={56} height={56} />
        <div>
          <h2 className={css.name}>{r?.name ?? 'Restaurant'}</h2>
          <p className="muted small">{order.orderitems.map((i) => `${i.quantity} x ${i.name}`).join(', ')}</p>
          <p className="small">
            {formatDateTime(order.created_at)} · {formatInr(rupeesToPaise(order.total))}
          </p>
          <p className="small">
            <span className={cancelled ? 'status status--bad' : 'status'}>
              {orderStatusLabel(order.orderstatus_id)}
            </span>{' '}
            · {orderTypeLabel(order.delivery_type)}
          </p>
        </div>
      </Link>
      <div className={css.actions}>
        {actions.track && (
          <ButtonLink variant="ghost" size="small" to={`/liveTrack/${order.id}`}>
            TRACK
          </ButtonLink>
        )}
        {actions.delivered && (
          <Button variant="ghost" size="small" disabled>
            DELIVERED
          </Button>
        )}
        {actions.reorder && r && (
          <ButtonLink size="small" to={`/restaurantDetail/${r.slug}`}>
            RE-ORDER
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
