import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { Plus, Search, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { restaurantPath } from './admin-paths.ts';
import { useAdminRestaurants } from './api/list-admin-restaurants.ts';

const yesNo = (on: boolean, yes: string, no: string) => (
  <span className={on ? 'status' : 'status status--bad'}>{on ? yes : no}</span>
);

/**
 * Every restaurant, active or not: each opens its page (details, hours, staff); admins add restaurants
 * and open a restaurant's menu editor from here.
 */
export function RestaurantsPanel({ me }: { me: AdminMe }) {
  const list = useAdminRestaurants();
  const [q, setQ] = useState('');
  const headingId = useId();
  const canEdit = me.level === 'admin';
  const header = (
    <div className={css.pageHead}>
      <h1 id={headingId} className={css.title}>
        Restaurants
      </h1>
      {canEdit && (
        <ButtonLink to="/admin/restaurants/new">
          <Plus aria-hidden size={18} /> New restaurant
        </ButtonLink>
      )}
    </div>
  );
  if (list.isPending) {
    return (
      <>
        {header}
        <SkeletonCard label="Loading the restaurants" />
      </>
    );
  }
  if (list.isError) {
    return (
      <>
        {header}
        <div className="card" role="alert">
          <p>We could not load the restaurants. {list.error.message}</p>
          <div>
            <Button onClick={() => void list.refetch()}>Try again</Button>
          </div>
        </div>
      </>
    );
  }
  const needle = q.trim().toLowerCase();
  const shown = list.data.filter(
    (r) => r.name.toLowerCase().includes(needle) || r.locality.toLowerCase().includes(needle),
  );
  return (
    <>
      {header}
      <div className={css.tools}>
        <label className="search-field">
          <Search aria-hidden size={18} />
          <input
            type="search"
            aria-label="Search restaurants by name or locality"
            placeholder="Search by name or locality"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <p className="muted small" role="status">
          {shown.length === list.data.length
            ? `${list.data.length} restaurants`
            : `${shown.length} of ${list.data.length} restaurants`}
        </p>
      </div>
      {!canEdit && (
        <p className="notice small">Support can see the restaurants; admins change them and their menus.</p>
      )}
      {list.data.length === 0 && (
        <div className="empty">
          <Store aria-hidden size={44} className="empty__icon" />
          <h2>No restaurants yet</h2>
          {canEdit && <p>Add the first with “New restaurant”.</p>}
        </div>
      )}
      {shown.length > 0 && (
        <>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone, by keyboard too */}
          <section className={css.tableWrap} aria-labelledby={headingId} tabIndex={0}>
            <table className={css.table}>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Locality</th>
                  <th scope="col">Active</th>
                  <th scope="col">Orders</th>
                  <th scope="col" className={css.number}>
                    Dishes
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">Links</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      <Link className="link" to={restaurantPath(r.id)}>
                        {r.name}
                      </Link>
                    </th>
                    <td>{r.locality}</td>
                    <td>{yesNo(r.is_active, 'Active', 'Inactive')}</td>
                    <td>{yesNo(r.is_accepting_orders, 'Accepting', 'Not accepting')}</td>
                    <td className={css.number}>{r.dishes}</td>
                    <td className={css.links}>
                      {canEdit && (
                        <Link className="link" to={`/admin/restaurants/${r.id}/menu`}>
                          Edit menu<span className="visually-hidden"> of {r.name}</span>
                        </Link>
                      )}
                      <Link className="link" to={`/admin/audit?restaurant=${r.id}`}>
                        Changes<span className="visually-hidden"> to {r.name}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      {shown.length === 0 && list.data.length > 0 && <p className="muted">No restaurant matches “{q}”.</p>}
    </>
  );
}
