import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { Plus, Store } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Link } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminList } from './admin-list.tsx';
import { restaurantPath } from './admin-paths.ts';
import { AdminTable } from './admin-table.tsx';
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
  return (
    <>
      {header}
      {!canEdit && (
        <p className="notice small">Support can see the restaurants; admins change them and their menus.</p>
      )}
      <AdminList
        query={list}
        plural="restaurants"
        empty={{
          Icon: Store,
          title: 'No restaurants yet',
          hint: canEdit ? 'Add the first with “New restaurant”.' : undefined,
        }}
        search={{
          label: 'Search restaurants by name or locality',
          placeholder: 'Search by name or locality',
          matches: (r, needle) =>
            r.name.toLowerCase().includes(needle) || r.locality.toLowerCase().includes(needle),
        }}
      >
        {(rows) => (
          <AdminTable
            labelledBy={headingId}
            rows={rows}
            rowKey={(r) => r.id}
            rowHeader={{
              name: 'Name',
              cell: (r) => (
                <Link className="link" to={restaurantPath(r.id)}>
                  {r.name}
                </Link>
              ),
            }}
            columns={[
              { name: 'Locality', cell: (r) => r.locality, wrap: true },
              { name: 'Active', cell: (r) => yesNo(r.is_active, 'Active', 'Inactive') },
              { name: 'Orders', cell: (r) => yesNo(r.is_accepting_orders, 'Accepting', 'Not accepting') },
              { name: 'Dishes', cell: (r) => r.dishes, numeric: true },
              {
                name: 'Links',
                actions: true,
                cell: (r) => (
                  <span className={css.links}>
                    {canEdit && (
                      <Link className="link" to={`/admin/restaurants/${r.id}/menu`}>
                        Edit menu<span className="visually-hidden"> of {r.name}</span>
                      </Link>
                    )}
                    <Link className="link" to={`/admin/audit?restaurant=${r.id}`}>
                      Changes<span className="visually-hidden"> to {r.name}</span>
                    </Link>
                  </span>
                ),
              },
            ]}
          />
        )}
      </AdminList>
    </>
  );
}
