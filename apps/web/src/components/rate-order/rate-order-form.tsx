// The rating of a delivered order (issue 26): stars for the food, the chips that go with them, an
// optional comment and a thumb for the rider; then a thank-you with what was said, changeable while
// the server says it may be. Used by the order's details, its tracking and the list's prompt, so it
// calls the API itself (no query cache: the list's first screen loads none).
import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { RATING_TEXT_MAX, ratingTagsFor } from '@khabar/domain/ratings/rating-rules';
import { Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { type RatingInput, sendOrderRating } from '../../lib/rate-order.ts';
import { Button } from '../ui/button.tsx';
import css from './rate-order-form.module.css';

const STAR_WORDS = ['', 'Terrible', 'Bad', 'Okay', 'Good', 'Loved it'];

export function RateOrderForm({
  state,
  onSaved,
  initialStars = 0,
}: {
  state: OrderRatingJson;
  onSaved: (next: OrderRatingJson) => void;
  /** Stars already chosen where the form was opened (the list's prompt). */
  initialStars?: number;
}) {
  const mine = state.mine;
  const [editing, setEditing] = useState(mine === null);
  const [stars, setStars] = useState(mine?.rating ?? initialStars);
  const [tags, setTags] = useState<string[]>(mine?.tags ?? []);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [thumb, setThumb] = useState<boolean | null>(mine?.rider_thumb_up ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  if (!editing && mine) {
    return (
      <section className={css.box} aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>Thanks for rating {state.restaurant_name}</h2>
        <p className={css.given}>
          <span className={css.stars} role="img" aria-label={`You rated it ${mine.rating} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} aria-hidden size={18} fill={n <= mine.rating ? 'currentColor' : 'none'} />
            ))}
          </span>
          {mine.tags.length > 0 && <span className="muted small">{mine.tags.join(' · ')}</span>}
        </p>
        {mine.comment && <p className={css.comment}>{mine.comment}</p>}
        {mine.editable_until && (
          <p className="muted small">
            You can change it until {formatDate(mine.editable_until)}.{' '}
            <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
              Change rating
            </Button>
          </p>
        )}
      </section>
    );
  }

  const offered = stars > 0 ? ratingTagsFor(stars) : [];
  const chooseStars = (n: number) => {
    setStars(n);
    // Chips of the other stars would be refused: keep only those still offered.
    const still = ratingTagsFor(n);
    setTags((t) => t.filter((tag) => still.includes(tag)));
    setProblem(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (stars === 0) {
      setProblem('Choose from 1 to 5 stars for the food.');
      return;
    }
    setBusy(true);
    setProblem(null);
    const body: RatingInput = { rating: stars, tags, comment: comment.trim(), rider_thumb_up: thumb };
    try {
      const next = await sendOrderRating(state.order_id, body);
      setEditing(false);
      onSaved(next);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={css.box} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>How was your food from {state.restaurant_name}?</h2>
      <fieldset className={css.starField}>
        <legend className="visually-hidden">Rate the food</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={css.star} data-on={n <= stars || undefined}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={stars === n}
              onChange={() => chooseStars(n)}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}: ${STAR_WORDS[n]}`}
            />
            <Star aria-hidden size={32} fill={n <= stars ? 'currentColor' : 'none'} />
          </label>
        ))}
        <span className={css.starWord} aria-hidden>
          {STAR_WORDS[stars]}
        </span>
      </fieldset>
      {offered.length > 0 && (
        <fieldset className={css.chips}>
          <legend>
            {stars >= 4 ? 'What did you like?' : stars <= 2 ? 'What went wrong?' : 'Tell us more'}
          </legend>
          {offered.map((tag) => {
            const on = tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() => setTags((t) => (on ? t.filter((x) => x !== tag) : [...t, tag]))}
              >
                {tag}
              </button>
            );
          })}
        </fieldset>
      )}
      <label className={css.commentField}>
        <span>Anything else? (optional)</span>
        <textarea
          value={comment}
          maxLength={RATING_TEXT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          aria-describedby={`${id}-count`}
        />
        <span id={`${id}-count`} className="muted small">
          {comment.length}/{RATING_TEXT_MAX}
        </span>
      </label>
      {state.rider_name && (
        <fieldset className={css.thumbs}>
          <legend>How was {state.rider_name}, your rider?</legend>
          <button
            type="button"
            className="chip"
            aria-pressed={thumb === true}
            onClick={() => setThumb(thumb === true ? null : true)}
          >
            <ThumbsUp aria-hidden size={18} /> Good
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={thumb === false}
            onClick={() => setThumb(thumb === false ? null : false)}
          >
            <ThumbsDown aria-hidden size={18} /> Not good
          </button>
        </fieldset>
      )}
      {problem && (
        <p role="alert" className={css.problem}>
          {problem}
        </p>
      )}
      <div className={css.actions}>
        <Button type="submit" busy={busy}>
          {mine ? 'Update rating' : 'Submit rating'}
        </Button>
        {mine && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Keep my rating
          </Button>
        )}
      </div>
    </form>
  );
}
