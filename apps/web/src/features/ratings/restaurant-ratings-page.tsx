import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { RatingCard } from '../../components/rating-entry/rating-entry.tsx';
import { RatingList } from '../../components/rating-entry/rating-list.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Link, useParams } from '../../lib/router/router.tsx';
import { useRestaurantRatings } from './api/get-restaurant-ratings.ts';

/** `/restaurantRatings/{id}`: what customers said, newest first, a page at a time. */
export function RestaurantRatingsPage() {
  const { t } = useLingui();
  const { restaurantId = '' } = useParams();
  const valid = /^\d{1,9}$/.test(restaurantId);
  const ratings = useRestaurantRatings(restaurantId, valid);
  const list = ratings.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <>
      <PageHeader title={t`Ratings`} />
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
            <h2>
              <Trans>Restaurant not found</Trans>
            </h2>
            <p className="muted">
              <Trans>
                This restaurant is not on our list. <Link to="/restaurants">See restaurants near you</Link>
              </Trans>
            </p>
          </div>
        ) : ratings.isError && !ratings.data ? (
          <p role="alert">
            <Trans>We could not load the ratings.</Trans> {ratings.error.message}
          </p>
        ) : list.length === 0 ? (
          <div className="empty">
            <MessageSquareText aria-hidden size={56} className="empty__icon" />
            <h2>
              <Trans>No ratings yet</Trans>
            </h2>
            <p className="muted">
              <Trans>Be the first to order and tell others how it was.</Trans>
            </p>
          </div>
        ) : (
          // No "N ratings" line: the list comes a page at a time, and the restaurant's count is on its
          // menu, beside its figure.
          <RatingList entries={list} pages={ratings}>
            {(r) => <RatingCard key={r.id} entry={r} />}
          </RatingList>
        )}
      </main>
    </>
  );
}
