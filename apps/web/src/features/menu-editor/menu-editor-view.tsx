import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { UtensilsCrossed } from 'lucide-react';
import { useMemo } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { AddCategoryForm } from './add-category-form.tsx';
import { useMenuEditor } from './api/get-menu-editor.ts';
import { CategorySection } from './category-section.tsx';
import type { EditorTools } from './editor-tools.ts';
import css from './menu-editor.module.css';
import { useTakeFocus } from './take-focus.ts';

/**
 * The menu editor of one restaurant, the same for its staff and for admins: categories in menu order,
 * each with its dishes. Every change is saved at once and the menu is read again from the server.
 */
export function MenuEditorView({
  restaurantId,
  back,
}: {
  restaurantId: number;
  /** Where "back" leads: the restaurant's console or the back office's list. */
  back: { to: string; label: string };
}) {
  const { t } = useLingui();
  const menu = useMenuEditor(restaurantId);
  const snackbar = useSnackbar();
  const { show } = snackbar;
  const { refetch } = menu;
  useTakeFocus(menu.data);
  const categories = menu.data?.categories;
  const tools = useMemo<EditorTools>(
    () => ({
      restaurantId,
      categories: categories ?? [],
      announce: (text) => show(text),
      reload: () => void refetch(),
    }),
    [restaurantId, categories, show, refetch],
  );

  if (menu.isPending) {
    return (
      <>
        <h1 className={css.title}>
          <Trans>Edit menu</Trans>
        </h1>
        <SkeletonCard label={t`Loading the menu`} />
        <SkeletonCard label={t`Loading the menu`} widths={['40%', '100%', '100%']} />
      </>
    );
  }
  if (menu.isError && !menu.data) {
    if (hasErrorCode(menu.error, 'NOT_FOUND')) {
      return (
        <div className="card" role="alert">
          <h1 className="card__title">
            <Trans>Restaurant not found</Trans>
          </h1>
          <p>
            <Trans>There is no such restaurant, or this account cannot edit its menu.</Trans>
          </p>
          <div>
            <ButtonLink to={back.to}>{back.label}</ButtonLink>
          </div>
        </div>
      );
    }
    return (
      <div className="card" role="alert">
        <h1 className="card__title">
          <Trans>Edit menu</Trans>
        </h1>
        <p>
          <Trans>We could not load the menu.</Trans> {menu.error.message}
        </p>
        <div>
          <Button onClick={() => void menu.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    );
  }

  const { restaurant } = menu.data;
  const all = menu.data.categories;
  const ids = all.map((c) => c.id);
  const dishes = all.reduce((n, c) => n + c.dishes.length, 0);
  const categoryCount = all.length;
  const reason = menu.error?.message;
  return (
    <>
      <div className={css.head}>
        <h1 className={css.title}>
          <Trans>Edit menu</Trans>
          <span className="muted" translate="no">
            : {restaurant.name}
          </span>
        </h1>
        <p className="muted small">
          <Plural value={categoryCount} one="# category" other="# categories" /> ·{' '}
          <Plural value={dishes} one="# dish" other="# dishes" />.{' '}
          <Trans>Customers see each change as soon as it is saved.</Trans>
        </p>
      </div>
      <OfflineNotice>{t`You are offline. Changes cannot be saved until the connection is back.`}</OfflineNotice>
      {menu.isError && (
        <p className="notice small" role="status">
          <Trans>Could not refresh the menu ({reason}). What you see may be out of date.</Trans>
        </p>
      )}
      <AddCategoryForm tools={tools} />
      {all.length === 0 ? (
        <div className="empty">
          <UtensilsCrossed aria-hidden size={44} className="empty__icon" />
          <h2>
            <Trans>No categories yet. Add the first one.</Trans>
          </h2>
          <p className="muted">
            <Trans>Dishes go into categories, like Starters or Desserts.</Trans>
          </p>
        </div>
      ) : (
        <div className={css.categories}>
          {all.map((c) => (
            <CategorySection key={c.id} tools={tools} category={c} categoryIds={ids} />
          ))}
        </div>
      )}
      {snackbar.element}
    </>
  );
}
