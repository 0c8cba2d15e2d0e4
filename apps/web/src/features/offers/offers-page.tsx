import { hasOwnOffer } from '@khabar/domain/catalog/has-own-offer';
import { useState } from 'react';
import { CouponCard, CouponList, copyCode } from '../../components/coupon/coupon-card.tsx';
import {
  RestaurantCard,
  RestaurantCardSkeleton,
  RestaurantGrid,
} from '../../components/restaurant-card/restaurant-card.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { useDeliveryPoint } from '../../lib/delivery-point.ts';
import { useDeliveryMode } from '../../lib/location-store.ts';
import { useCityCentre } from '../../lib/use-app-config.ts';
import { useCoupons } from '../../lib/use-coupons.ts';
import { useRestaurantsNear } from '../../lib/use-restaurants-near.ts';
import css from './offers.module.css';

const TABS = [
  { id: 'restaurants', label: 'Restaurant offers' },
  { id: 'coupons', label: 'Payment offers/Coupons' },
] as const;

/** `/offers`: restaurants near you with an offer of their own, and every coupon with a Copy Code button. */
export function OffersPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('restaurants');
  const mode = useDeliveryMode();
  const centre = useCityCentre();
  const here = useDeliveryPoint() ?? (centre ? { ...centre, address: '' } : null);
  const near = useRestaurantsNear(here, mode);
  const coupons = useCoupons();
  const snackbar = useSnackbar();
  const withOffers = (near.data ?? []).filter(hasOwnOffer);
  const activeCoupons = (coupons.data ?? []).filter((c) => c.is_active === 1);

  return (
    <>
      <main id="main" className="page page--with-nav">
        <h1 className="visually-hidden">Offers</h1>
        <Tabs tabs={TABS} active={tab} onChange={setTab} label="Offers">
          {tab === 'restaurants' ? (
            near.isPending ? (
              <RestaurantGrid busy>
                {Array.from({ length: 8 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <RestaurantCardSkeleton key={i} />
                ))}
              </RestaurantGrid>
            ) : near.isError ? (
              <p role="alert">We could not load offers. {near.error?.message}</p>
            ) : withOffers.length === 0 ? (
              <div className="empty">
                <h2>Oh! All restaurants are currently unserviceable</h2>
                <p className="muted">All restaurants are unserviceable, check back in some time.</p>
              </div>
            ) : (
              <>
                <h2 className={css.heading}>All offers ({withOffers.length})</h2>
                <RestaurantGrid>
                  {withOffers.map((r) => (
                    <RestaurantCard key={r.id} restaurant={r} mode={mode} />
                  ))}
                </RestaurantGrid>
              </>
            )
          ) : (
            <>
              <h2 className={css.heading}>Available Coupons</h2>
              {coupons.isPending ? (
                <p className="muted" aria-busy="true">
                  Loading coupons…
                </p>
              ) : coupons.isError ? (
                <p role="alert">We could not load coupons. {coupons.error.message}</p>
              ) : activeCoupons.length === 0 ? (
                <p className="muted">No coupons right now. Look again soon.</p>
              ) : (
                <CouponList grid>
                  {activeCoupons.map((c) => (
                    <CouponCard key={c.id} coupon={c} onCopy={(code) => copyCode(code, snackbar.show)} />
                  ))}
                </CouponList>
              )}
            </>
          )}
        </Tabs>
      </main>
      {snackbar.element}
    </>
  );
}
