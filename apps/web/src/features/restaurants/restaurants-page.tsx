import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { t as globalT } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Search, SlidersHorizontal } from 'lucide-react';
import { lazy, useMemo, useState } from 'react';
import {
  RestaurantCard,
  RestaurantCardSkeleton,
  RestaurantGrid,
} from '../../components/restaurant-card/restaurant-card.tsx';
import { buttonClass } from '../../components/ui/button-class.ts';
import { InParts } from '../../components/ui/later.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
import { useDeliveryPoint } from '../../lib/delivery-point.ts';
import { saveDeliveryMode, useDeliveryMode } from '../../lib/location-store.ts';
import { Link, Navigate } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePromoSlides } from '../../lib/use-promo-slides.ts';
import { useRestaurantsNear } from '../../lib/use-restaurants-near.ts';
import { FILTERS, type FilterKey, filterRestaurants } from './filter-restaurants.ts';
import css from './restaurants.module.css';
import { SORTS, type SortKey, sortRestaurants } from './sort-restaurants.ts';

// The after-meal prompt comes after the list's own code too, and only for a logged-in customer.
// Offline only, over the list kept from the last visit (decision 050): off the first screens' code.
const LastUpdated = lazy(async () => ({
  default: (await import('../../components/ui/last-updated.tsx')).LastUpdated,
}));
const RatingPrompt = lazy(async () => ({ default: (await import('./rating-prompt.tsx')).RatingPrompt }));

// The offers strip is decoration: it arrives after the list's own code, not before it.
const PromoCarousel = lazy(async () => ({
  default: (await import('../../components/ui/promo-carousel.tsx')).PromoCarousel,
}));

// As many cards as a first screen shows, and a row more: a 390 x 844 phone shows the offers strip and two
// cards under the filters (the rest follow two to a task, a frame apart).
const FIRST_CARDS_PHONE = 3;
const FIRST_CARDS_WIDE = 16;
const NO_RESTAURANTS: Restaurant[] = [];

/** When the first of these closed restaurants opens: "The first opens at 7:00 am. ..." */
function firstOpeningText(list: readonly Restaurant[]): string {
  const first = list.reduce<Restaurant | null>(
    (soonest, r) => (r.opens_at && (!soonest?.opens_at || r.opens_at < soonest.opens_at) ? r : soonest),
    null,
  );
  if (!first) return globalT`None of them is taking orders now. Please check again later.`;
  // The server writes "Opens at 7:00 am" in the account's language; English reads it mid-sentence.
  const opens = first.opens_at_text.replace(/^Opens/, 'opens');
  return globalT`The first ${opens}. You can look at the menus meanwhile.`;
}

const readFilters = () => {
  try {
    const saved = JSON.parse(sessionStorage.getItem('filters') ?? '[]') as string[];
    return new Set(saved.filter((k): k is FilterKey => k in FILTERS));
  } catch {
    return new Set<FilterKey>();
  }
};

/** `/restaurants`: the restaurants near the chosen place, for delivery or self pickup. */
export function RestaurantsPage() {
  const { t } = useLingui();
  const location = useDeliveryPoint();
  const mode = useDeliveryMode();
  const phone = useMediaQuery('(max-width: 768px)');
  const [sort, setSort] = useState<SortKey>(() => (sessionStorage.getItem('sort') as SortKey) || 'relevance');
  const [filters, setFilters] = useState(readFilters);
  const query = useRestaurantsNear(location, mode);
  const user = useUser();
  // The list follows the carousel's stream: a restaurant near here closed, reopened or new is asked
  // again at once, without a second stream.
  const promo = usePromoSlides(
    location && { lat: location.lat, lng: location.lng, refetch: query.refetch, at: query.at },
  );
  const slides = promo.data ?? [];
  const all = query.data ?? NO_RESTAURANTS;
  const list = useMemo(() => sortRestaurants(filterRestaurants(all, filters), sort), [all, filters, sort]);
  if (!location) return <Navigate to="/" replace />;

  const openCount = list.filter(isOrderable).length;
  const shown = list.length;
  const matching = all.length;
  const toggleFilter = (key: FilterKey) => {
    const next = new Set(filters);
    if (!next.delete(key)) next.add(key);
    setFilters(next);
    sessionStorage.setItem('filters', JSON.stringify([...next]));
  };
  // The spec shows the slider on the wide layout only when there are more than two slides.
  const showSlides = phone ? slides.length > 0 : slides.length > 2;
  // On a phone the slider's place is kept while its slides are on their way: popping in above the list
  // later would push the list down (a layout shift, and Back's restored place moved by its height).
  const holdSlides = phone && promo.isPending && !promo.isPaused;
  const placeholder = <div className={phone ? css.placeholder : `${css.placeholder} ${css.strip}`} />;

  return (
    <main id="main" className="page page--with-nav">
      <Link to="/search" className={css.searchEntry}>
        <Search aria-hidden size={18} />
        <span>
          <Trans>Search for Restaurants Or Dishes</Trans>
        </span>
      </Link>
      {showSlides ? (
        <OptionalPart fallback={placeholder}>
          <PromoCarousel slides={slides} perView={phone ? 1 : 3} />
        </OptionalPart>
      ) : (
        holdSlides && placeholder
      )}
      <div className={css.toolbar}>
        <div className="segmented" role="radiogroup" aria-label={t`Order type`}>
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
              {m === 'delivery' ? <Trans>Delivery</Trans> : <Trans>Self Pickup</Trans>}
            </button>
          ))}
        </div>
        <label className={css.sort}>
          <SlidersHorizontal aria-hidden size={16} />
          <span className="visually-hidden">
            <Trans>Sort by</Trans>
          </span>
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
                {t(label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className={css.chips}>
        <legend className="visually-hidden">
          <Trans>Filters</Trans>
        </legend>
        {(Object.keys(FILTERS) as FilterKey[]).map((key) => (
          <button
            key={key}
            type="button"
            className="chip"
            aria-pressed={filters.has(key)}
            onClick={() => toggleFilter(key)}
          >
            {t(FILTERS[key])}
          </button>
        ))}
      </fieldset>

      <div id="restaurant-list" tabIndex={-1} className={css.results}>
        {query.isPending && query.isPaused ? (
          // Asked while offline: it is asked again by itself when the connection is back.
          <div className="empty" role="status">
            <h1>
              <Trans>You are offline</Trans>
            </h1>
            <p className="muted">
              <Trans>The restaurants will show when you are back online.</Trans>
            </p>
          </div>
        ) : query.isPending ? (
          <>
            <div className={css.heading}>
              <h1>
                <Trans>Finding restaurants near you…</Trans>
              </h1>
            </div>
            <RestaurantGrid busy>
              {Array.from({ length: phone ? 6 : 16 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <RestaurantCardSkeleton key={i} />
              ))}
            </RestaurantGrid>
          </>
        ) : query.isError && !query.data ? (
          // A later failure (the next page, a refetch) keeps the restaurants already shown.
          <div className="empty" role="alert">
            <h1>
              <Trans>We could not load restaurants</Trans>
            </h1>
            <p className="muted">{query.error?.message}</p>
            {/* The class, not the Button component: this screen is on the 90 KB first-screen
                  budget, and the component would come as one more chunk. */}
            <button type="button" className={buttonClass({})} onClick={() => query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : all.length === 0 ? (
          <div className="empty">
            <h1>
              <Trans>No store found</Trans>
            </h1>
            <p className="muted">
              <Trans>No restaurants are available in your selected location.</Trans>
            </p>
            <Link className={buttonClass({})} to="/setLocation">
              <Trans>Change location</Trans>
            </Link>
          </div>
        ) : list.length === 0 ? (
          <div className="empty">
            <h1>
              <Trans>No restaurants match these filters</Trans>
            </h1>
            <p className="muted">
              <Plural
                value={matching}
                one="# restaurant delivers here. Clear a filter to see it."
                other="# restaurants deliver here. Clear a filter to see them."
              />
            </p>
            <button
              type="button"
              className={buttonClass({})}
              onClick={() => {
                setFilters(new Set());
                sessionStorage.removeItem('filters');
              }}
            >
              <Trans>Clear filters</Trans>
            </button>
          </div>
        ) : (
          <>
            <div className={css.heading}>
              {openCount > 0 ? (
                <>
                  <h1>
                    <Trans>Top {shown} Restaurants near you</Trans>
                  </h1>
                  <p className="muted">
                    {mode === 'self' ? (
                      <Trans>{openCount} open now for pickup</Trans>
                    ) : (
                      <Trans>{openCount} open now</Trans>
                    )}
                  </p>
                  {!navigator.onLine && (
                    <OptionalPart fallback={null}>
                      <LastUpdated at={query.at} />
                    </OptionalPart>
                  )}
                </>
              ) : (
                // At night: say so, and when the first one opens, above cards that are all closed.
                <>
                  <h1>
                    <Trans>Nothing near you is open now</Trans>
                  </h1>
                  <p className="muted">{firstOpeningText(list)}</p>
                </>
              )}
            </div>
            <RestaurantGrid>
              {/* The cards a first screen shows render with the page; the rest follow a few at a time. */}
              <InParts
                items={list}
                first={phone ? FIRST_CARDS_PHONE : FIRST_CARDS_WIDE}
                render={(r) => <RestaurantCard key={r.id} restaurant={r} mode={mode} />}
              />
            </RestaurantGrid>
            {query.hasNextPage && (
              // Self pickup reaches thousands of restaurants in a big city: the nearest come first.
              <div className="list-more">
                <button
                  type="button"
                  className={buttonClass({ variant: 'outline' })}
                  aria-busy={query.isFetchingNextPage}
                  disabled={query.isFetchingNextPage}
                  onClick={() => query.fetchNextPage()}
                >
                  {query.isFetchingNextPage ? (
                    <Trans>Loading more restaurants…</Trans>
                  ) : (
                    <Trans>Show more restaurants</Trans>
                  )}
                </button>
                {query.isFetchNextPageError && (
                  <p role="alert" className="muted">
                    <Trans>We could not load more restaurants.</Trans> {query.error?.message}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
      {/* Last in the page's order: the keyboard meets the list first; it is fixed above the bottom bar. */}
      {user && (
        <OptionalPart fallback={null}>
          <RatingPrompt />
        </OptionalPart>
      )}
    </main>
  );
}
