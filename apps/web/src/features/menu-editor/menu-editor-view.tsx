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
        <h1 className={css.title}>Edit menu</h1>
        <SkeletonCard label="Loading the menu" />
        <SkeletonCard label="Loading the menu" widths={['40%', '100%', '100%']} />
      </>
    );
  }
  if (menu.isError && !menu.data) {
    if (hasErrorCode(menu.error, 'NOT_FOUND')) {
      return (
        <div className="card" role="alert">
          <h1 className="card__title">Restaurant not found</h1>
          <p>There is no such restaurant, or this account cannot edit its menu.</p>
          <div>
            <ButtonLink to={back.to}>{back.label}</ButtonLink>
          </div>
        </div>
      );
    }
    return (
      <div className="card" role="alert">
        <h1 className="card__title">Edit menu</h1>
        <p>We could not load the menu. {menu.error.message}</p>
        <div>
          <Button onClick={() => void menu.refetch()}>Try again</Button>
        </div>
      </div>
    );
  }

  const { restaurant } = menu.data;
  const all = menu.data.categories;
  const ids = all.map((c) => c.id);
  const dishes = all.reduce((n, c) => n + c.dishes.length, 0);
  return (
    <>
      <div className={css.head}>
        <h1 className={css.title}>
          Edit menu<span className="muted">: {restaurant.name}</span>
        </h1>
        <p className="muted small">
          {all.length === 1 ? '1 category' : `${all.length} categories`} ·{' '}
          {dishes === 1 ? '1 dish' : `${dishes} dishes`}. Customers see each change as soon as it is saved.
        </p>
      </div>
      <OfflineNotice>You are offline. Changes cannot be saved until the connection is back.</OfflineNotice>
      {menu.isError && (
        <p className="notice small" role="status">
          Could not refresh the menu ({menu.error.message}). What you see may be out of date.
        </p>
      )}
      <AddCategoryForm tools={tools} />
      {all.length === 0 ? (
        <div className="empty">
          <UtensilsCrossed aria-hidden size={44} className="empty__icon" />
          <h2>No categories yet. Add the first one.</h2>
          <p className="muted">Dishes go into categories, like Starters or Desserts.</p>
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
