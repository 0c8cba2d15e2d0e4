// What every back-office list shares around its table: loading, a failure with the way to try again,
// the empty city's first words, a search box with the count it leaves, and "nothing matches".
import type { LucideIcon } from 'lucide-react';
import { Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import css from './admin.module.css';

/** What a list needs of its query (TanStack Query's result). */
interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export function AdminList<T>({
  query,
  plural,
  empty,
  search,
  counts,
  children,
}: {
  query: ListQuery<T>;
  /** What the list holds, in words ("coupons"). */
  plural: string;
  /** Shown when there is nothing at all yet. */
  empty: { Icon: LucideIcon; title: string; hint?: ReactNode };
  /** The search box: its label, and whether a row matches the words typed (lower case). */
  search?: { label: string; placeholder: string; matches: (row: T, needle: string) => boolean };
  /** More said after the count ("3 on duty"). */
  counts?: (all: T[]) => string;
  children: (rows: T[]) => ReactNode;
}) {
  const [q, setQ] = useState('');
  if (query.isPending) return <SkeletonCard label={`Loading the ${plural}`} />;
  if (query.isError || !query.data) {
    return (
      <div className="card" role="alert">
        <p>
          We could not load the {plural}. {query.error?.message}
        </p>
        <div>
          <Button onClick={() => void query.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }
  const all = query.data;
  if (all.length === 0) {
    const { Icon, title, hint } = empty;
    return (
      <div className="empty">
        <Icon aria-hidden size={44} className="empty__icon" />
        <h2>{title}</h2>
        {hint && <p>{hint}</p>}
      </div>
    );
  }
  const needle = q.trim().toLowerCase();
  const shown = search && needle ? all.filter((row) => search.matches(row, needle)) : all;
  const more = counts?.(all);
  return (
    <>
      {search && (
        <div className={css.tools}>
          <label className="search-field">
            <Search aria-hidden size={18} />
            <input
              type="search"
              aria-label={search.label}
              placeholder={search.placeholder}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </label>
          <p className="muted small" role="status">
            {shown.length === all.length
              ? `${all.length} ${plural}`
              : `${shown.length} of ${all.length} ${plural}`}
            {more ? `, ${more}` : ''}
          </p>
        </div>
      )}
      {shown.length === 0 ? (
        <p className="muted">
          No {plural.replace(/s$/, '')} matches “{q}”.
        </p>
      ) : (
        children(shown)
      )}
    </>
  );
}
