import type { BoardOrder } from '@khabar/domain/contracts/admin/orders/list-admin-orders';
import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { type AdminColumn, AdminTable } from './admin-table.tsx';
import { useOpsEvents } from './api/follow-ops-events.ts';
import { adminOrdersKey, useAdminOrders } from './api/list-admin-orders.ts';
import {
  BOARD_STATUS_OPTIONS,
  lateText,
  PAYMENT_LABEL,
  PAYMENT_OPTIONS,
  RISK_LABEL,
  readBoardFilters,
} from './board-values.ts';
import board from './orders-board.module.css';

const STREAM_WORDS = {
  live: 'Live: new orders and every change appear by themselves.',
  connecting: 'Connecting to live updates…',
  reconnecting: 'Live updates dropped; reconnecting. The board still refreshes every minute.',
  offline: 'You are offline. The board will catch up when the connection is back.',
  unavailable: 'Live updates are not working here; the board refreshes every minute.',
} as const;

const columns: AdminColumn<BoardOrder>[] = [
  {
    name: 'Status',
    wrap: true,
    cell: (o) => (
      <span className={board.status}>
        {o.status_label}
        {o.risks.map((r) => (
          <span key={r} className={`tag ${board.risk}`}>
            {RISK_LABEL[r]}
          </span>
        ))}
      </span>
    ),
  },
  {
    name: 'Against the promise',
    cell: (o) => (
      <span className={o.minutes_late !== null && o.minutes_late > 0 ? board.late : undefined}>
        {lateText(o.minutes_late, o.orderstatus_id)}
      </span>
    ),
  },
  { name: 'Restaurant', wrap: true, cell: (o) => `${o.restaurant.name}, ${o.restaurant.area}` },
  { name: 'Customer', wrap: true, cell: (o) => o.customer_name },
  {
    name: 'Captain',
    wrap: true,
    cell: (o) => o.captain?.name ?? (o.delivery_type === 2 ? 'Pickup' : 'None yet'),
  },
  { name: 'Payment', cell: (o) => PAYMENT_LABEL[o.payment_mode] ?? o.payment_mode },
  { name: 'Total', numeric: true, cell: (o) => `₹${o.total}` },
  { name: 'Placed', cell: (o) => formatTime(o.created_at) },
];

/**
 * The operators' board (decision 035): every order of the day and every one still open, at-risk first,
 * live from the ops stream; the filters live in the address, so a filtered board can be shared.
 */
export function OrdersBoard() {
  const [params, setParams] = useSearchParams();
  const filters = readBoardFilters(params);
  const query = useAdminOrders(filters);
  const stream = useOpsEvents({ refresh: [adminOrdersKey] });
  const id = useId();
  const data = query.data;

  const setFilter = (key: 'status' | 'restaurant' | 'area' | 'payment' | 'page', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A new filter starts at its first page.
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: key !== 'page' });
  };
  const select = (
    key: 'status' | 'restaurant' | 'area' | 'payment',
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select
        id={`${id}-${key}`}
        className={css.select}
        value={value}
        onChange={(e) => setFilter(key, e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const filtered = filters.status || filters.restaurantId || filters.area || filters.payment;

  return (
    <>
      <h1 className={css.title}>Orders</h1>
      <p className="muted small" role="status" data-stream={stream}>
        {STREAM_WORDS[stream]}
      </p>
      <form className={css.filters} aria-label="Filter the orders" onSubmit={(e) => e.preventDefault()}>
        {select('status', 'Status', filters.status ?? '', BOARD_STATUS_OPTIONS)}
        {select('restaurant', 'Restaurant', filters.restaurantId ? String(filters.restaurantId) : '', [
          { value: '', label: 'All restaurants' },
          ...(data?.restaurants ?? []).map((r) => ({ value: String(r.id), label: r.name })),
          ...(filters.restaurantId && !data?.restaurants.some((r) => r.id === filters.restaurantId)
            ? [{ value: String(filters.restaurantId), label: `Restaurant #${filters.restaurantId}` }]
            : []),
        ])}
        {select('area', 'Area', filters.area ?? '', [
          { value: '', label: 'All areas' },
          ...(data?.areas ?? []).map((a) => ({ value: a, label: a })),
          ...(filters.area && !data?.areas.includes(filters.area)
            ? [{ value: filters.area, label: filters.area }]
            : []),
        ])}
        {select('payment', 'Payment', filters.payment ?? '', PAYMENT_OPTIONS)}
      </form>
      <AdminList
        query={{ ...query, data: data?.orders }}
        plural="orders"
        empty={{
          Icon: ClipboardList,
          title: filtered ? 'No order matches these filters' : 'No orders yet today',
          hint: filtered
            ? 'Try another status, restaurant, area or payment.'
            : 'New orders appear here as they are placed.',
        }}
      >
        {(rows) => (
          <>
            <p className="muted small" role="status">
              {data?.total ?? 0} {data?.total === 1 ? 'order' : 'orders'}
              {data && data.at_risk > 0 ? `, ${data.at_risk} at risk (shown first)` : ', none at risk'}
            </p>
            <h2 id={`${id}-list`} className="visually-hidden">
              Orders, at risk first
            </h2>
            <AdminTable
              labelledBy={`${id}-list`}
              rows={rows}
              rowKey={(o) => o.id}
              rowClassName={(o) => (o.risks.length > 0 ? board.atRisk : undefined)}
              rowHeader={{
                name: 'Order',
                cell: (o) => <Link to={`/admin/orders/${o.id}`}>{o.unique_order_id}</Link>,
              }}
              columns={columns}
            />
            {data && data.pages > 1 && (
              <nav className={board.pager} aria-label="Pages of orders">
                <Button
                  variant="outline"
                  disabled={data.page <= 1}
                  onClick={() => setFilter('page', data.page - 1 > 1 ? String(data.page - 1) : '')}
                >
                  Previous
                </Button>
                <span>
                  Page {data.page} of {data.pages}
                </span>
                <Button
                  variant="outline"
                  disabled={data.page >= data.pages}
                  onClick={() => setFilter('page', String(data.page + 1))}
                >
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </AdminList>
    </>
  );
}
