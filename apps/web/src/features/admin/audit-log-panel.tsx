import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import type { AuditEntity } from '@khabar/domain/contracts/admin/list-audit-log';
import { mayReadAuditEntity } from '@khabar/domain/support/audit-scope';
import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { Link, useSearchParams } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminTable } from './admin-table.tsx';
import { useAuditLog } from './api/list-audit-log.ts';
import { useRestaurantNames } from './api/list-restaurant-names.ts';
import { AuditDetails, auditColumns, auditWhen } from './audit-entry-item.tsx';

const ENTITIES = [
  { value: '', label: 'Everything' },
  { value: 'restaurant', label: 'Restaurants' },
  { value: 'category', label: 'Categories' },
  { value: 'item', label: 'Dishes' },
  { value: 'staff', label: 'Restaurant staff' },
  { value: 'coupon', label: 'Coupons' },
  { value: 'captain', label: 'Captains' },
  { value: 'slide', label: 'Promo slides' },
  { value: 'settings', label: 'Settings' },
  { value: 'operator', label: 'Operators' },
  { value: 'order', label: 'Orders' },
  { value: 'customer', label: 'Customers' },
  { value: 'goodwill', label: 'Goodwill credits' },
  { value: 'cash_handin', label: 'Cash hand-ins' },
  { value: 'rating', label: 'Ratings' },
  { value: 'webhook', label: 'Webhooks' },
] as const satisfies readonly { value: AuditEntity | ''; label: string }[];

/**
 * Every change made in the back office and the menu editors, newest first, filtered by what changed
 * and by restaurant (kept in the address, so a filtered view can be shared), 50 at a time. An order's
 * own steps are not copied here: each order's timeline is their record (decision 023), one link away.
 * A support agent reads and filters only the history support works with (orders, customers, goodwill, ratings).
 */
export function AuditLogPanel({ me }: { me: AdminMe }) {
  const [params, setParams] = useSearchParams();
  const entities = ENTITIES.filter((e) => e.value === '' || mayReadAuditEntity(me.level, e.value));
  const asked = entities.find((e) => e.value !== '' && e.value === params.get('entity'));
  const entity = asked && asked.value !== '' ? asked.value : null;
  const restaurantParam = Number(params.get('restaurant'));
  const restaurantId = Number.isInteger(restaurantParam) && restaurantParam > 0 ? restaurantParam : null;
  const log = useAuditLog({ entity, restaurantId });
  const restaurants = useRestaurantNames();
  const names = useMemo(() => new Map(restaurants.data?.map((r) => [r.id, r.name])), [restaurants.data]);
  const id = useId();

  const setFilter = (key: 'entity' | 'restaurant', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  // The button is busy (and so loses the focus) while the page loads: the focus then goes to the first
  // older change, where reading carries on.
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const focusId = focusAt === null ? undefined : entries[focusAt]?.id;
  useEffect(() => {
    if (focusId === undefined) return;
    document.getElementById(`audit-entry-${focusId}`)?.focus();
    setFocusAt(null);
  }, [focusId]);
  const showOlder = async () => {
    const shown = entries.length;
    const res = await log.fetchNextPage();
    if (!res.isError) setFocusAt(shown);
  };

  return (
    <>
      <h1 className={css.title}>Audit log</h1>
      <p className="muted">
        {me.level === 'admin'
          ? 'Every change to restaurants, menus, coupons, people and settings, and every action support takes on an order.'
          : 'Every action support takes on an order, a customer, a goodwill credit or a rating.'}{' '}
        An order’s own steps (placed, accepted, ready, picked up, delivered), with who took each, are kept
        with the order: open it from <Link to="/admin/orders">Orders</Link> and read its timeline.
      </p>
      <form className={css.filters} aria-label="Filter the audit log" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-entity`}>What changed</label>
          <select
            id={`${id}-entity`}
            className={css.select}
            value={entity ?? ''}
            onChange={(e) => setFilter('entity', e.target.value)}
          >
            {entities.map((e) => (
              <option key={e.value} value={e.value}>
                {e.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-restaurant`}>Restaurant</label>
          <select
            id={`${id}-restaurant`}
            className={css.select}
            value={restaurantId ?? ''}
            onChange={(e) => setFilter('restaurant', e.target.value)}
            aria-describedby={restaurants.isError ? `${id}-restaurants-problem` : undefined}
          >
            <option value="">All restaurants</option>
            {restaurantId !== null && !names.has(restaurantId) && (
              <option value={restaurantId}>Restaurant #{restaurantId}</option>
            )}
            {restaurants.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {restaurants.isError && (
        <p className="muted small" id={`${id}-restaurants-problem`}>
          The list of restaurants could not be loaded: {restaurants.error.message}
        </p>
      )}
      {log.isPending ? (
        <SkeletonCard label="Loading the audit log" />
      ) : log.isError && !log.data ? (
        <div className="card" role="alert">
          <p>We could not load the audit log. {log.error.message}</p>
          <div>
            <Button onClick={() => void log.refetch()}>Try again</Button>
          </div>
        </div>
      ) : entries.length === 0 ? (
        <div className="empty">
          <ClipboardList aria-hidden size={44} className="empty__icon" />
          <h2>{entity || restaurantId ? 'No changes match these filters' : 'No changes recorded yet'}</h2>
        </div>
      ) : (
        <>
          <h2 id={`${id}-changes`} className="visually-hidden">
            Changes, newest first
          </h2>
          <AdminTable
            labelledBy={`${id}-changes`}
            rows={entries}
            rowKey={(e) => e.id}
            rowProps={(e) => ({ id: `audit-entry-${e.id}`, tabIndex: -1 })}
            rowHeader={{ name: 'When', cell: auditWhen }}
            columns={auditColumns((restaurantId) => names.get(restaurantId))}
            details={(e) => <AuditDetails entry={e} />}
          />
          {log.isFetchNextPageError && (
            <p className="form-problem" role="alert">
              Could not load older changes: {log.error?.message}
            </p>
          )}
          {log.hasNextPage ? (
            <div className="list-more">
              <Button variant="outline" busy={log.isFetchingNextPage} onClick={() => void showOlder()}>
                Show older
              </Button>
            </div>
          ) : (
            <p className="muted small">That is the oldest change.</p>
          )}
        </>
      )}
    </>
  );
}
