import type { RatingEntry } from '@khabar/domain/contracts/catalog/get-restaurant-ratings';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../ui/button.tsx';
import css from './rating-entry.module.css';

/** What the list needs of a TanStack infinite query to bring the next page. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<{ isError: boolean }>;
}

/**
 * Ratings one under another, a page at a time: "Show more ratings" brings the next page. The button is
 * busy (and loses the focus) while the page loads, so the focus then goes to the first new rating,
 * where reading carries on.
 */
export function RatingList<T extends RatingEntry>({
  entries,
  pages,
  label,
  columns = false,
  children,
}: {
  entries: T[];
  pages: Pages;
  label?: string;
  /** Two columns on a wide screen (the consoles); the customer's page stays one. */
  columns?: boolean;
  /** The card of one rating (a RatingCard). */
  children: (entry: T) => ReactNode;
}) {
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const focusId = focusAt === null ? undefined : entries[focusAt]?.id;
  useEffect(() => {
    if (focusId === undefined) return;
    document.getElementById(`rating-${focusId}`)?.focus();
    setFocusAt(null);
  }, [focusId]);
  const showMore = async () => {
    const shown = entries.length;
    const res = await pages.fetchNextPage();
    if (!res.isError) setFocusAt(shown);
  };
  return (
    <>
      <ul className={columns ? `card-list ${css.columns}` : 'card-list'} aria-label={label}>
        {entries.map((e) => children(e))}
      </ul>
      {pages.isFetchNextPageError && (
        <p className="form-problem" role="alert">
          <Trans>Could not load more ratings:</Trans> {pages.error?.message}
        </p>
      )}
      {pages.hasNextPage && (
        <div className="list-more">
          <Button variant="outline" busy={pages.isFetchingNextPage} onClick={() => void showMore()}>
            <Trans>Show more ratings</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
