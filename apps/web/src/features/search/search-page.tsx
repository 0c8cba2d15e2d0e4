import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Search } from 'lucide-react';
import { useRef } from 'react';
import { buttonClass } from '../../components/ui/button-class.ts';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import { useDeliveryPoint } from '../../lib/delivery-point.ts';
import { goBack } from '../../lib/go-back.ts';
import { Link, useNavigate, useSearchParams } from '../../lib/router/router.tsx';
import { useCityCentre } from '../../lib/use-app-config.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useFocusOnMount } from '../../lib/use-focus-on-mount.ts';
import { useSearchRestaurants } from './api/search-restaurants.ts';
import css from './search.module.css';

/** `/search`: restaurants and dishes by name; a result opens its restaurant. */
export function SearchPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const q = useDebouncedValue(text.trim(), 250);
  const centre = useCityCentre();
  const here = useDeliveryPoint() ?? centre;
  // The customer came here to type.
  const box = useRef<HTMLInputElement>(null);
  useFocusOnMount(box);
  const results = useSearchRestaurants(q, here);
  const data = q ? results.data : undefined;
  const none = data && data.restaurants.length === 0 && data.items.length === 0;
  const { t } = useLingui();
  const restaurantCount = data?.restaurants.length ?? 0;
  const dishCount = data?.items.length ?? 0;

  return (
    <>
      <header className="page-header">
        <button type="button" className="icon-btn" aria-label={t`Back`} onClick={() => goBack(navigate)}>
          <ArrowLeft aria-hidden size={18} />
        </button>
        <h1 className="visually-hidden">
          <Trans>Search</Trans>
        </h1>
        <label className="search-field">
          <Search aria-hidden size={18} />
          <span className="visually-hidden">
            <Trans>Search for Restaurants Or Dishes</Trans>
          </span>
          <input
            ref={box}
            type="search"
            placeholder={t`Search for Restaurants Or Dishes`}
            value={text}
            maxLength={80}
            onChange={(e) => setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })}
          />
        </label>
      </header>
      <main id="main" className="page page--with-nav narrow" aria-busy={results.isFetching}>
        <p className="visually-hidden" role="status">
          {data ? t`${restaurantCount} restaurants and ${dishCount} dishes found` : ''}
        </p>
        {!q ? (
          <p className={`muted ${css.hint}`}>
            <Trans>Try “biryani”, “phuchka” or a restaurant’s name.</Trans>
          </p>
        ) : results.isError && !data ? (
          <p role="alert">
            <Trans>Search failed.</Trans> {results.error.message}
          </p>
        ) : !data ? (
          <p className="muted">
            <Trans>Searching…</Trans>
          </p>
        ) : none ? (
          <div className="empty">
            <h2>
              <Trans>
                No matches for “<span translate="no">{q}</span>”
              </Trans>
            </h2>
            <p className="muted">
              <Trans>Check the spelling, or try a dish instead of a restaurant.</Trans>
            </p>
          </div>
        ) : (
          <>
            {data.restaurants.length > 0 && (
              <section aria-labelledby="found-restaurants">
                <h2 id="found-restaurants" className={css.heading}>
                  <Trans>Restaurants</Trans>
                </h2>
                <ul className={css.results}>
                  {data.restaurants.map((r) => (
                    <li key={r.id}>
                      <Link to={`/restaurantDetail/${r.slug}`} className={css.hit}>
                        <img src={mediaUrl(r.image)} alt="" width={64} height={64} loading="lazy" />
                        <span>
                          <strong translate="no">{r.name}</strong>
                          <span className="muted small" translate="no">
                            {r.description}
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {data.items.length > 0 && (
              <section aria-labelledby="found-dishes">
                <h2 id="found-dishes" className={css.heading}>
                  <Trans>Dishes</Trans>
                </h2>
                <ul className={css.results}>
                  {data.items.map((i) => (
                    <li key={i.id}>
                      <Link to={`/restaurantDetail/${i.restaurant_slug}`} className={css.hit}>
                        <img
                          src={mediaUrl(i.image ?? 'default/item.svg')}
                          alt=""
                          width={64}
                          height={64}
                          loading="lazy"
                        />
                        <span>
                          <strong>
                            <VegMark isVeg={i.is_veg === 1} hasEgg={i.has_egg === 1} />{' '}
                            <span translate="no">{i.name}</span>
                          </strong>
                          <span className="muted small">
                            {formatInr(rupeesToPaise(i.price), { trimZeros: true })} ·{' '}
                            <span translate="no">{i.restaurant_name}</span>
                          </span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {results.hasNextPage && (
              <div className="list-more">
                <button
                  type="button"
                  className={buttonClass({ variant: 'outline' })}
                  aria-busy={results.isFetchingNextPage}
                  disabled={results.isFetchingNextPage}
                  onClick={() => results.fetchNextPage()}
                >
                  {results.isFetchingNextPage ? t`Loading more results…` : t`Show more results`}
                </button>
                {results.isFetchNextPageError && (
                  <p role="alert" className="muted">
                    <Trans>We could not load more results.</Trans> {results.error?.message}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </main>
    </>
  );
}
