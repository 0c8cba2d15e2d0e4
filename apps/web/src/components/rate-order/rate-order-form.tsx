// The rating of a delivered order (issue 26): stars for the food, the chips that go with them, an
// optional comment and a thumb for the rider; then a thank-you with what was said, changeable while
// the server says it may be. Used by the order's details, its tracking and the list's prompt, so it
// calls the API itself (no query cache: the list's first screen loads none).

import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { RATING_TEXT_MAX, ratingTagsFor } from '@khabar/domain/ratings/rating-rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { ratingTagText } from '../../lib/i18n/domain-text.ts';
import { type RatingInput, sendOrderRating } from '../../lib/rate-order.ts';
import { Button } from '../ui/button.tsx';
import css from './rate-order-form.module.css';

const STAR_WORDS = [msg`Terrible`, msg`Bad`, msg`Okay`, msg`Good`, msg`Loved it`];
const starWord = (n: number) => STAR_WORDS[Math.min(4, Math.max(0, n - 1))] as MessageDescriptor;

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
  const { t } = useLingui();
  const mine = state.mine;
  const [editing, setEditing] = useState(mine === null);
  const [stars, setStars] = useState(mine?.rating ?? initialStars);
  const [tags, setTags] = useState<string[]>(mine?.tags ?? []);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [thumb, setThumb] = useState<boolean | null>(mine?.rider_thumb_up ?? null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const restaurant = state.restaurant_name;
  const riderName = state.rider_name;
  if (!editing && mine) {
    const given = mine.rating;
    const until = mine.editable_until ? formatDate(mine.editable_until) : '';
    return (
      <section className={css.box} aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`}>
          <Trans>
            Thanks for rating <span translate="no">{restaurant}</span>
          </Trans>
        </h2>
        <p className={css.given}>
          <span className={css.stars} role="img" aria-label={t`You rated it ${given} out of 5`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} aria-hidden size={18} fill={n <= mine.rating ? 'currentColor' : 'none'} />
            ))}
          </span>
          {mine.tags.length > 0 && (
            <span className="muted small">{mine.tags.map(ratingTagText).join(' · ')}</span>
          )}
        </p>
        {mine.comment && (
          <p className={css.comment} translate="no">
            {mine.comment}
          </p>
        )}
        {mine.editable_until && (
          <p className="muted small">
            <Trans>You can change it until {until}.</Trans>{' '}
            <Button variant="ghost" size="small" onClick={() => setEditing(true)}>
              <Trans>Change rating</Trans>
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
      setProblem(t`Choose from 1 to 5 stars for the food.`);
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
      <h2 id={`${id}-title`}>
        <Trans>
          How was your food from <span translate="no">{restaurant}</span>?
        </Trans>
      </h2>
      <fieldset className={css.starField}>
        <legend className="visually-hidden">
          <Trans>Rate the food</Trans>
        </legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={css.star} data-on={n <= stars || undefined}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={stars === n}
              onChange={() => chooseStars(n)}
              aria-label={`${plural(n, { one: '# star', other: '# stars' })}: ${t(starWord(n))}`}
            />
            <Star aria-hidden size={32} fill={n <= stars ? 'currentColor' : 'none'} />
          </label>
        ))}
        <span className={css.starWord} aria-hidden>
          {stars > 0 ? t(starWord(stars)) : ''}
        </span>
      </fieldset>
      {offered.length > 0 && (
        <fieldset className={css.chips}>
          <legend>
            {stars >= 4 ? (
              <Trans>What did you like?</Trans>
            ) : stars <= 2 ? (
              <Trans>What went wrong?</Trans>
            ) : (
              <Trans>Tell us more</Trans>
            )}
          </legend>
          {offered.map((tag) => {
            const on = tags.includes(tag);
            return (
              <button
                key={tag}
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() => setTags((now) => (on ? now.filter((x) => x !== tag) : [...now, tag]))}
              >
                {ratingTagText(tag)}
              </button>
            );
          })}
        </fieldset>
      )}
      <label className={css.commentField}>
        <span>
          <Trans>Anything else? (optional)</Trans>
        </span>
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
          <legend>
            <Trans>
              How was <span translate="no">{riderName}</span>, your rider?
            </Trans>
          </legend>
          <button
            type="button"
            className="chip"
            aria-pressed={thumb === true}
            onClick={() => setThumb(thumb === true ? null : true)}
          >
            <ThumbsUp aria-hidden size={18} /> <Trans>Good</Trans>
          </button>
          <button
            type="button"
            className="chip"
            aria-pressed={thumb === false}
            onClick={() => setThumb(thumb === false ? null : false)}
          >
            <ThumbsDown aria-hidden size={18} /> <Trans>Not good</Trans>
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
          {mine ? <Trans>Update rating</Trans> : <Trans>Submit rating</Trans>}
        </Button>
        {mine && (
          <Button variant="ghost" onClick={() => setEditing(false)}>
            <Trans>Keep my rating</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
