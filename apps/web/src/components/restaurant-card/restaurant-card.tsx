import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router/router.tsx';
import { Photo } from '../photo/photo.tsx';
import { couponBadgeText } from './coupon-badge-text.ts';
import css from './restaurant-card.module.css';

/** One restaurant in a list: dimmed when closed, with its offer, ribbon, time and cost for two. */
export function RestaurantCard({
  restaurant: r,
  mode,
}: {
  restaurant: Restaurant;
  mode: 'delivery' | 'self';
}) {
  const closed = !isOrderable(r);
  const badge = couponBadgeText(r.coupons);
  const { t } = useLingui();
  const ribbon = r.is_featured ? t`Featured` : r.is_pureveg ? t`Pure Veg` : null;
  const minutes = mode === 'self' ? r.delivery_time : r.delivery_time_text.replace(/ min$/, '');
  const priceForTwo = formatInr(rupeesToPaise(r.price_range), { trimZeros: true });
  const prepMinutes = r.delivery_time;
  return (
    <Link to={`/restaurantDetail/${r.slug}`} className={closed ? `${css.card} ${css.closedCard}` : css.card}>
      <div className={css.media}>
        {/* A 132 px square on a phone; a column of the grid (250 px and up) on a wider screen. */}
        <Photo
          path={r.image}
          sizes="(max-width: 768px) 132px, 380px"
          alt=""
          width={320}
          height={200}
          loading="lazy"
          decoding="async"
        />
        {ribbon && (
          <span className={r.is_pureveg && !r.is_featured ? `${css.ribbon} ${css.veg}` : css.ribbon}>
            {ribbon}
          </span>
        )}
        {badge && <span className={css.offer}>{badge}</span>}
        {closed && <span className={css.closedBadge}>{r.is_active ? t`Closed now` : t`Unavailable`}</span>}
      </div>
      <div className={css.body}>
        <h3 className={css.name} translate="no">
          {r.name}
        </h3>
        <p className={css.desc} translate="no">
          {r.description}
        </p>
        {r.msg && (
          <p className={css.msg} translate="no">
            {r.msg}
          </p>
        )}
        <div className={css.meta}>
          {r.rating_count > 0 ? (
            <span className={r.rating >= 4 ? `${css.rating} ${css.good}` : css.rating}>
              <Star aria-hidden size={12} fill="currentColor" /> {r.rating.toFixed(1)}
              <span className="visually-hidden">
                {' '}
                <Trans>out of 5</Trans>
              </span>
            </span>
          ) : (
            <span className={`${css.rating} ${css.new}`}>
              <Trans>New</Trans>
            </span>
          )}
          {/* The same minutes as the line below: the kitchen's time alone read as a second, shorter
              promise. A closed restaurant promises no time at all. */}
          {!closed && (
            <span>
              <Trans>{minutes} MINS</Trans>
            </span>
          )}
          <span>
            <Trans>{priceForTwo} FOR TWO</Trans>
          </span>
        </div>
        <p className={`${css.time} muted`}>
          {/* Closed: when it opens next ("Opens at 7:00 am"); paused or switched off, no time at all. */}
          {closed ? (
            r.opens_at_text || <Trans>Not taking orders now</Trans>
          ) : mode === 'self' ? (
            <Trans>Pickup in {prepMinutes} min</Trans>
          ) : (
            <Trans>Delivers in {minutes} min</Trans>
          )}
        </p>
      </div>
    </Link>
  );
}

/** The grid the cards sit in: one column on a phone, as many as fit on a wide screen. */
export function RestaurantGrid({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <div className={css.grid} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

export function RestaurantCardSkeleton() {
  return (
    <div className={css.card} aria-hidden>
      <div className={`${css.media} skeleton`} />
      <div className={css.body}>
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
        <div className="skeleton skeleton--line" style={{ width: '50%' }} />
        <div className="skeleton skeleton--line" style={{ width: '80%' }} />
      </div>
    </div>
  );
}
