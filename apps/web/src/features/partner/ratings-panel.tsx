import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import { RATING_TEXT_MAX } from '@khabar/domain/ratings/rating-rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText, Reply, Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RatingCard } from '../../components/rating-entry/rating-entry.tsx';
import { RatingList } from '../../components/rating-entry/rating-list.tsx';
import { ratingFigureText } from '../../components/rating-entry/rating-text.ts';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { usePartnerRatings } from './api/list-partner-ratings.ts';
import { useReplyToRating } from './api/reply-to-rating.ts';
import css from './partner.module.css';
import { readReply } from './reply-text.ts';

/**
 * The restaurant's one reply to a rating: a "Reply" button opens the box while the rating has none;
 * once sent, the reply shows on the card (and the box goes). A refusal stays in the server's words,
 * even when it is that someone replied already (the list is read again, and their reply shows).
 */
function ReplyTool({ entry, restaurantId }: { entry: RatingEntry; restaurantId: number }) {
  const { t } = useLingui();
  const send = useReplyToRating(restaurantId);
  const name = entry.user_details.name;
  const most = RATING_TEXT_MAX;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const typed = text.length;
  const focusCard = () => requestAnimationFrame(() => document.getElementById(`rating-${entry.id}`)?.focus());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const read = readReply(text);
    if (!read.ok) {
      setProblem(t`Write a reply of 1 to ${most} characters of plain text.`);
      document.getElementById(`${id}-reply`)?.focus();
      return;
    }
    setProblem(null);
    send.mutate(
      { ratingId: entry.id, reply: read.reply },
      {
        // The form goes with the reply: the focus goes to the card, where the reply now reads.
        onSuccess: () => {
          setOpen(false);
          focusCard();
        },
        onError: (err) => {
          setProblem(err.message);
          requestAnimationFrame(() => document.getElementById(`${id}-problem`)?.focus());
        },
      },
    );
  };

  const problemLine = problem && (
    <p className="form-problem" id={`${id}-problem`} role="alert" tabIndex={-1}>
      <Trans>Not sent: {problem}</Trans>
    </p>
  );
  if (entry.reply !== null) return problemLine;
  if (!open) {
    return (
      <div>
        <Button
          variant="outline"
          size="small"
          onClick={() => {
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(`${id}-reply`)?.focus());
          }}
        >
          <Reply aria-hidden size={16} />{' '}
          <Trans>
            Reply
            <span className="visually-hidden">
              {' '}
              to <span translate="no">{name}</span>
            </span>
          </Trans>
        </Button>
      </div>
    );
  }
  return (
    <form className={css.replyForm} onSubmit={submit} noValidate>
      <label className="field" htmlFor={`${id}-reply`}>
        <Trans>
          Your reply to <span translate="no">{name}</span>
        </Trans>
        <textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={RATING_TEXT_MAX}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        />
      </label>
      <p className="muted small" id={`${id}-count`}>
        <Trans>
          {typed} of {most} characters. Customers see it under the rating; it cannot be changed.
        </Trans>
      </p>
      {problemLine}
      <div className={css.replyTools}>
        <Button
          variant="ghost"
          size="small"
          onClick={() => {
            setOpen(false);
            setProblem(null);
            focusCard();
          }}
        >
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="small" busy={send.isPending}>
          <Trans>Send</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The console's Ratings tab: the restaurant's figure and count, what customers said, and replies. */
export function RatingsPanel({ restaurantId }: { restaurantId: number }) {
  const { t } = useLingui();
  const ratings = usePartnerRatings(restaurantId);
  const entries = ratings.data?.pages.flatMap((p) => p.ratings) ?? [];

  if (ratings.isPending) return <SkeletonCard label={t`Loading ratings`} />;
  if (ratings.isError && !ratings.data) {
    return (
      <div className="card" role="alert">
        <p>
          <Trans>We could not load the ratings.</Trans> {ratings.error.message}
        </p>
        <Button onClick={() => void ratings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  // The newest page's figure: the restaurant's as of the last time the list was read.
  const first = ratings.data.pages[0];
  return (
    <>
      {first && (
        <p className={`${css.summary} ${css.figure}`}>
          {first.rating_count > 0 && <Star aria-hidden size={18} fill="currentColor" />}
          {ratingFigureText(first.rating, first.rating_count)}
        </p>
      )}
      {entries.length === 0 ? (
        <div className="empty">
          <MessageSquareText aria-hidden size={44} className="empty__icon" />
          <h2>
            <Trans>No ratings yet</Trans>
          </h2>
          <p className="muted">
            <Trans>What customers say after a delivered order shows here, to reply to.</Trans>
          </p>
        </div>
      ) : (
        <RatingList entries={entries} pages={ratings} label={t`Ratings, newest first`} columns>
          {(r) => (
            <RatingCard key={r.id} entry={r} headingLevel={3}>
              <ReplyTool entry={r} restaurantId={restaurantId} />
            </RatingCard>
          )}
        </RatingList>
      )}
    </>
  );
}
