import { isOrderable } from '@khabar/domain/catalog/is-orderable';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Star } from 'lucide-react';
import { mediaUrl } from '../../lib/api-client.ts';
import { Link } from '../../lib/router/router.tsx';
import { couponBadgeText } from './coupon-badge-text.ts';

/** A closed restaurant's hours today ("11:00 - 23:00"), or that it does not open today. */
const openingText = (hours: string) => (/\d/.test(hours) ? `Hours today ${hours}` : hours);

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
  const ribbon = r.is_featured ? 'Featured' : r.is_pureveg ? 'Pure Veg' : null;
  return (
    <Link to={`/restaurantDetail/${r.slug}`} className={`rcard${closed ? ' rcard--closed' : ''}`}>
      <div className="rcard__media">
        <img src={mediaUrl(r.image)} alt="" width={320} height={200} loading="lazy" decoding="async" />
        {ribbon && (
          <span className={`rcard__ribbon${r.is_pureveg && !r.is_featured ? ' rcard__ribbon--veg' : ''}`}>
            {ribbon}
          </span>
        )}
        {badge && <span className="rcard__offer">{badge}</span>}
        {closed && <span className="rcard__closed">{r.is_active ? 'Closed now' : 'Unavailable'}</span>}
      </div>
      <div className="rcard__body">
        <h3 className="rcard__name">{r.name}</h3>
        <p className="rcard__desc">{r.description}</p>
        {r.msg && <p className="rcard__msg">{r.msg}</p>}
        <div className="rcard__meta">
          {r.rating_count > 0 ? (
            <span className={`rating${r.rating >= 4 ? ' rating--good' : ''}`}>
              <Star aria-hidden size={12} fill="currentColor" /> {r.rating.toFixed(1)}
              <span className="visually-hidden"> out of 5</span>
            </span>
          ) : (
            <span className="rating rating--new">New</span>
          )}
          {/* The same minutes as the line below: the kitchen's time alone read as a second, shorter promise. */}
          <span>{mode === 'self' ? r.delivery_time : r.delivery_time_text.replace(/ min$/, '')} MINS</span>
          <span>{formatInr(rupeesToPaise(r.price_range), { trimZeros: true })} FOR TWO</span>
        </div>
        <p className="rcard__time muted">
          {!r.is_active
            ? 'Not taking orders now'
            : closed
              ? openingText(r.opening_hours_text)
              : mode === 'self'
                ? `Pickup in ${r.delivery_time} min`
                : `Delivers in ${r.delivery_time_text}`}
        </p>
      </div>
    </Link>
  );
}

export function RestaurantCardSkeleton() {
  return (
    <div className="rcard rcard--skeleton" aria-hidden>
      <div className="rcard__media skeleton" />
      <div className="rcard__body">
        <div className="skeleton skeleton--line" style={{ width: '70%' }} />
        <div className="skeleton skeleton--line" style={{ width: '50%' }} />
        <div className="skeleton skeleton--line" style={{ width: '80%' }} />
      </div>
    </div>
  );
}
