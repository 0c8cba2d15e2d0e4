import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Star, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { ratingTagText } from '../../lib/i18n/domain-text.ts';
import css from './rating-entry.module.css';
import { ratingTags, reviewsText } from './rating-text.ts';

function RatingStars({ value }: { value: number }) {
  return (
    <span className={css.stars} role="img" aria-label={t`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden size={16} fill={n <= value ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}

/**
 * One rating as a card on every list of ratings: who (avatar, name, how many ratings they gave this
 * restaurant), the stars and when, the chips, the comment (or that Khabar hid it), and the restaurant's
 * reply. `hiddenWords` are the hidden comment's words, for operators only; `children` are the card's
 * tools (the restaurant's reply form, an operator's Hide button).
 */
export function RatingCard({
  entry,
  above,
  hiddenWords,
  headingLevel = 2,
  children,
}: {
  entry: RatingEntry;
  /** A line above the person (the restaurant's name in the back office). */
  above?: ReactNode;
  hiddenWords?: string | null;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const tags = ratingTags(entry.tags);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li id={`rating-${entry.id}`} tabIndex={-1} className="card">
      {above}
      <div className={css.who}>
        <span className="avatar" aria-hidden>
          <UserRound size={22} />
        </span>
        <div>
          <Heading className={css.name} translate="no">
            {entry.user_details.name}
          </Heading>
          <p className="muted small">{reviewsText(entry.reviews)}</p>
        </div>
      </div>
      <div className={css.score}>
        <RatingStars value={entry.rating} />
        <time className="muted small" dateTime={entry.created_at}>
          {formatDate(entry.created_at)}
        </time>
      </div>
      {tags.length > 0 && (
        <ul className={css.tags} aria-label={t`Tags`}>
          {tags.map((tag) => (
            <li key={tag} className={`chip ${css.tag}`}>
              {ratingTagText(tag)}
            </li>
          ))}
        </ul>
      )}
      {entry.comment_hidden ? (
        <p className={css.hidden}>
          <Trans>Comment hidden by Khabar</Trans>
          {hiddenWords ? (
            <>
              <br />
              <span className={css.hiddenWords}>Hidden: {hiddenWords}</span>
            </>
          ) : null}
        </p>
      ) : (
        entry.comment && <p className={css.comment}>{entry.comment}</p>
      )}
      {entry.reply !== null && (
        <div className={css.reply}>
          <p className={css.replyHead}>
            <strong>
              <Trans>Reply from the restaurant</Trans>
            </strong>
            {entry.replied_at && (
              <time className="muted small" dateTime={entry.replied_at}>
                {formatDate(entry.replied_at)}
              </time>
            )}
          </p>
          <p className={css.comment}>{entry.reply}</p>
        </div>
      )}
      {children}
    </li>
  );
}
