// The editor's copy of the menu after a save: the server's answer put in place at once, before the
// menu is read again (every save also invalidates it, so the server has the last word on order).
import type { EditorCategory, EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';

/** The category as the server answered it, in its place, or last when it is new. */
export function withCategory(menu: MenuEditor, category: EditorCategory): MenuEditor {
  const known = menu.categories.some((c) => c.id === category.id);
  return {
    ...menu,
    categories: known
      ? menu.categories.map((c) => (c.id === category.id ? category : c))
      : [...menu.categories, category],
  };
}

/**
 * The dish as the server answered it: in its place when it stayed in its category, else taken out of
 * the old one and put last in the new one (a new dish goes last too).
 */
export function withDish(menu: MenuEditor, dish: EditorDish): MenuEditor {
  return {
    ...menu,
    categories: menu.categories.map((c) => {
      const here = c.dishes.some((d) => d.id === dish.id);
      if (c.id === dish.category_id) {
        return {
          ...c,
          dishes: here ? c.dishes.map((d) => (d.id === dish.id ? dish : d)) : [...c.dishes, dish],
        };
      }
      return here ? { ...c, dishes: c.dishes.filter((d) => d.id !== dish.id) } : c;
    }),
  };
}

/** The menu without the dish (archived). */
export function withoutDish(menu: MenuEditor, dishId: number): MenuEditor {
  return {
    ...menu,
    categories: menu.categories.map((c) =>
      c.dishes.some((d) => d.id === dishId) ? { ...c, dishes: c.dishes.filter((d) => d.id !== dishId) } : c,
    ),
  };
}
