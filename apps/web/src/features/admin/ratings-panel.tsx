import type { AdminRatingEntry } from '@khabar/domain/contracts/admin/ratings/list-admin-ratings';
import { useQueryClient } from '@tanstack/react-query';
import { EyeOff, MessageSquareText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { RatingCard } from '../../components/rating-entry/rating-entry.tsx';
import { RatingList } from '../../components/rating-entry/rating-list.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import css from './admin.module.css';
import { useHideRatingComment } from './api/hide-rating-comment.ts';
import { adminRatingsKey, useAdminRatings } from './api/list-admin-ratings.ts';
import { readReason } from './captain-values.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { SaveProblem } from './save-problem.tsx';

/**
 * `/admin/ratings` (admins and support): every restaurant's ratings, newest first, to find an abusive
 * comment and hide it with a reason (audited). The stars and chips stay and still count; a hidden
 * comment's words stay readable here, marked hidden.
 */
export function RatingsPanel() {
  const list = useAdminRatings();
  const hide = useHideRatingComment();
  const client = useQueryClient();
  const [target, setTarget] = useState<AdminRatingEntry | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const headingId = useId();
  // The button went away with the change: the focus goes to what happened.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const entries = list.data?.pages.flatMap((p) => p.ratings) ?? [];

  const confirmHide = (reason: string) => {
    const r = target;
    setTarget(null);
    if (!r) return;
    setResult(null);
    hide.mutate(
      { ratingId: r.id, reason },
      {
        onSuccess: (h) =>
          setResult(
            `${h.user_details.name}'s comment on ${h.restaurant_name} is hidden: customers and the restaurant no longer see it.`,
          ),
      },
    );
  };

  return (
    <>
      <h1 id={headingId} className={css.title}>
        Ratings
      </h1>
      <p className="muted small">
        What customers said of every restaurant, newest first. Hide a comment that is abusive; its stars and
        tags still count.
      </p>
      {hide.isError && (
        <SaveProblem
          error={hide.error}
          prefix="Not hidden"
          onReload={() => {
            hide.reset();
            void client.invalidateQueries({ queryKey: adminRatingsKey });
          }}
          focusOnShow
        />
      )}
      {result && (
        <p className="status" role="status" ref={resultRef} tabIndex={-1}>
          {result}
        </p>
      )}
      {list.isPending ? (
        <SkeletonCard label="Loading ratings" />
      ) : list.isError && !list.data ? (
        <div className="card" role="alert">
          <p>We could not load the ratings. {list.error.message}</p>
          <Button onClick={() => void list.refetch()}>Try again</Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="empty">
          <MessageSquareText aria-hidden size={44} className="empty__icon" />
          <h2>No ratings yet</h2>
          <p className="muted">What customers say after a delivered order shows here.</p>
        </div>
      ) : (
        <RatingList entries={entries} pages={list} label="Ratings, newest first" columns>
          {(r) => (
            <RatingCard
              key={r.id}
              entry={r}
              above={<p className={css.ratingPlace}>{r.restaurant_name}</p>}
              hiddenWords={r.hidden_comment}
            >
              {!r.comment_hidden && r.comment !== '' && (
                <div>
                  <Button
                    variant="outline"
                    size="small"
                    busy={hide.isPending && hide.variables?.ratingId === r.id}
                    onClick={() => {
                      hide.reset();
                      setTarget(r);
                    }}
                  >
                    <EyeOff aria-hidden size={16} /> Hide comment
                    <span className="visually-hidden">
                      {' '}
                      by {r.user_details.name} on {r.restaurant_name}
                    </span>
                  </Button>
                </div>
              )}
            </RatingCard>
          )}
        </RatingList>
      )}
      <ReasonDialog
        open={target !== null}
        title={`Hide ${target?.user_details.name ?? ''}'s comment on ${target?.restaurant_name ?? ''}?`}
        label="Why (kept in the audit log)"
        confirmLabel="Hide"
        cancelLabel="Keep it"
        check={(text) => {
          const reason = readReason(text);
          return reason ? { ok: true, reason } : { ok: false, message: 'Write why in 3 to 200 characters.' };
        }}
        onConfirm={confirmHide}
        onCancel={() => setTarget(null)}
      >
        Customers and the restaurant will see "Comment hidden by Khabar" instead. The stars and tags stay.
      </ReasonDialog>
    </>
  );
}
