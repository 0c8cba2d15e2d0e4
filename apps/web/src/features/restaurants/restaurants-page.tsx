import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import { ChevronDown, MapPin, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { RestaurantCard, RestaurantCardSkeleton } from '../../components/restaurant-card/restaurant-card.tsx';
import { BrandLogo } from '../../components/ui/brand-logo.tsx';
import { saveDeliveryMode, useChosenLocation, useDeliveryMode } from '../../lib/location-store.ts';
import { SORTS, type SortKey, sortRestaurants } from './sort-restaurants.ts';
import { useRestaurantsNear } from './use-restaurants-near.ts';

const isPhone = () => window.matchMedia?.('(max-width: 768px)').matches ?? true;

/** `/restaurants`: the restaurants near the chosen place, for delivery or self pickup. */
export function RestaurantsPage() {
  const location = useChosenLocation();
  const mode = useDeliveryMode();
  const [sort, setSort] = useState<SortKey>(() => (sessionStorage.getItem('sort') as SortKey) || 'relevance');
  const query = useRestaurantsNear(location, mode);
  if (!location) return <Navigate to="/" replace />;

  const list = sortRestaurants(query.data ?? [], sort);
  const openCount = list.filter(isOrderable).length;
  return (
    <>
      <header className="topbar">
        <Link to="/restaurants" className="topbar__logo" aria-label="Khabar home">
          <BrandLogo />
        </Link>
        <Link
          to="/?change=1"
          className="topbar__address"
          aria-label={`Delivery location: ${location.address}. Change`}
        >
          <MapPin aria-hidden size={18} />
          <span className="topbar__address-text">{location.address || 'Chosen location'}</span>
          <ChevronDown aria-hidden size={16} />
        </Link>
      </header>
      <main id="main" className="page">
        <div className="list-toolbar">
          <div className="segmented" role="radiogroup" aria-label="Order type">
            {(['delivery', 'self'] as const).map((m) => (
              // biome-ignore lint/a11y/useSemanticElements: a segmented control reads better than radio inputs here
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                className={`segmented__option${mode === m ? ' is-active' : ''}`}
                onClick={() => saveDeliveryMode(m)}
              >
                {m === 'delivery' ? 'Delivery' : 'Self Pickup'}
              </button>
            ))}
          </div>
          <label className="sort-select">
            <SlidersHorizontal aria-hidden size={16} />
            <span className="visually-hidden">Sort by</span>
            <select
              value={sort}
              onChange={(e) => {
                const key = e.target.value as SortKey;
                setSort(key);
                sessionStorage.setItem('sort', key);
              }}
            >
              {Object.entries(SORTS).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>

        {query.isPending ? (
          <>
            <div className="list-heading">
              <h1>Finding restaurants near you…</h1>
            </div>
            <div className="rgrid" aria-busy="true">
              {Array.from({ length: isPhone() ? 6 : 16 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <RestaurantCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : query.isError ? (
          <div className="empty" role="alert">
            <h1>We could not load restaurants</h1>
            <p className="muted">{query.error.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => query.refetch()}>
              Try again
            </button>
          </div>
        ) : list.length === 0 ? (
          <div className="empty">
            <h1>No store found</h1>
            <p className="muted">No restaurants are available in your selected location.</p>
            <Link className="btn btn--primary" to="/?change=1">
              Change location
            </Link>
          </div>
        ) : (
          <>
            <div className="list-heading">
              <h1>Top {list.length} Restaurants near you</h1>
              <p className="muted">
                {openCount} open now{mode === 'self' ? ' for pickup' : ''}
              </p>
            </div>
            <div className="rgrid">
              {list.map((r) => (
                <RestaurantCard key={r.id} restaurant={r} mode={mode} />
              ))}
            </div>
          </>
        )}
      </main>
    </>
  );
}
