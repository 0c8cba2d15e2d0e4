import { hasOwnOffer } from '@khabar/domain/catalog/has-own-offer';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const TABS: readonly { id: 'restaurants' | 'coupons'; label: MessageDescriptor }[] = [
  { id: 'restaurants', label: msg`Restaurant offers` },
  { id: 'coupons', label: msg`Payment offers/Coupons` },
];

/** `/offers`: restaurants near you with an offer of their own, and every coupon with a Copy Code button. */
export function OffersPage() {
  const { t } = useLingui();
  const tabs = TABS.map((d) => ({ id: d.id, label: t(d.label) }));
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('restaurants');
  const mode = useDeliveryMode();
  const centre = useCityCentre();
  const here = useDeliveryPoint() ?? (centre ? { ...centre, address: '' } : null);
  const near = useRestaurantsNear(here, mode);
  const coupons = useCoupons();
  const snackbar = useSnackbar();
  const withOffers = (near.data ?? []).filter(hasOwnOffer);
  const offerCount = withOffers.length;
  const activeCoupons = (coupons.data ?? []).filter((c) => c.is_active === 1);

  return (
    <>
      <main id="main" className="page page--with-nav">
        <h1 className="visually-hidden">
          <Trans>Offers</Trans>
        </h1>
        <Tabs tabs={tabs} active={tab} onChange={setTab} label={t`Offers`}>
          {tab === 'restaurants' ? (
            near.isPending ? (
              <RestaurantGrid busy>
                {Array.from({ length: 8 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <RestaurantCardSkeleton key={i} />
                ))}
              </RestaurantGrid>
            ) : near.isError ? (
              <p role="alert">
                <Trans>We could not load offers.</Trans> {near.error?.message}
              </p>
            ) : withOffers.length === 0 ? (
              <div className="empty">
                <h2>
                  <Trans>Oh! All restaurants are currently unserviceable</Trans>
                </h2>
                <p className="muted">
                  <Trans>All restaurants are unserviceable, check back in some time.</Trans>
                </p>
              </div>
            ) : (
              <>
                <h2 className={css.heading}>
                  <Trans>All offers ({offerCount})</Trans>
                </h2>
                <RestaurantGrid>
                  {withOffers.map((r) => (
                    <RestaurantCard key={r.id} restaurant={r} mode={mode} />
                  ))}
                </RestaurantGrid>
              </>
            )
          ) : (
            <>
              <h2 className={css.heading}>
                <Trans>Available Coupons</Trans>
              </h2>
              {coupons.isPending ? (
                <p className="muted" aria-busy="true">
                  <Trans>Loading coupons…</Trans>
                </p>
              ) : coupons.isError ? (
                <p role="alert">
                  <Trans>We could not load coupons.</Trans> {coupons.error.message}
                </p>
              ) : activeCoupons.length === 0 ? (
                <p className="muted">
                  <Trans>No coupons right now. Look again soon.</Trans>
                </p>
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
