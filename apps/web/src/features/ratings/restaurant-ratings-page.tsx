import { MessageSquareText, Star, UserRound } from 'lucide-react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDate } from '../../lib/format-date.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useRestaurantRatings } from './api/get-restaurant-ratings.ts';
import css from './ratings.module.css';

function Stars({ value }: { value: number }) {
  return (
    <span className={css.stars} role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden size={16} fill={n <= value ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/** `/restaurantRatings/{id}`: what customers said, newest first. */
export function RestaurantRatingsPage() {
  const { restaurantId = '' } = useParams();
  const valid = /^\d{1,9}$/.test(restaurantId);
  const ratings = useRestaurantRatings(restaurantId, valid);
  const list = ratings.data ?? [];
  const reviewsBy = new Map<number, number>();
  for (const r of list) reviewsBy.set(r.user_id, (reviewsBy.get(r.user_id) ?? 0) + 1);

  return (
    <>
      <PageHeader title="Ratings" />
      <main id="main" className="page narrow">
        {valid && ratings.isPending ? (
          <ul className="card-list" aria-busy="true">
            {[0, 1, 2].map((k) => (
              <li key={k} className="card" aria-hidden>
                <div className="skeleton" style={{ width: 44, height: 44, borderRadius: 22 }} />
                <div className="skeleton skeleton--line" style={{ width: '40%' }} />
                <div className="skeleton skeleton--line" style={{ width: '70%' }} />
              </li>
            ))}
          </ul>
        ) : !valid || hasErrorCode(ratings.error, 'NOT_FOUND') ? (
          <div className="empty">
            <h2>Restaurant not found</h2>
            <p className="muted">
              This restaurant is not on our list. <Link to="/restaurants">See restaurants near you</Link>
            </p>
          </div>
        ) : ratings.isError ? (
          <p role="alert">We could not load the ratings. {ratings.error.message}</p>
        ) : list.length === 0 ? (
          <div className="empty">
            <MessageSquareText aria-hidden size={56} className="empty__icon" />
            <h2>No ratings yet</h2>
            <p className="muted">Be the first to order and tell others how it was.</p>
          </div>
        ) : (
          <>
            <p className="muted">{list.length} ratings</p>
            <ul className="card-list">
              {list.map((r) => {
                const tags = r.tags
                  .split(',')
                  .map((t) => t.trim())
                  .filter(Boolean);
                const reviews = reviewsBy.get(r.user_id) ?? 1;
                return (
                  <li key={r.id} className="card">
                    <div className={css.who}>
                      <span className="avatar" aria-hidden>
                        <UserRound size={22} />
                      </span>
                      <div>
                        <h2>{r.user_details.name}</h2>
                        <p className="muted small">
                          {reviews} {reviews === 1 ? 'review' : 'reviews'}
                        </p>
                      </div>
                    </div>
                    <div className={css.score}>
                      <Stars value={r.rating} />
                      <time className="muted small" dateTime={r.created_at}>
                        {formatDate(r.created_at)}
                      </time>
                    </div>
                    {r.comment && <p>{r.comment}</p>}
                    {tags.length > 0 && (
                      <ul className={css.tags} aria-label="Tags">
                        {tags.map((t) => (
                          <li key={t} className={`chip ${css.tag}`}>
                            {t}
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </main>
    </>
  );
}
