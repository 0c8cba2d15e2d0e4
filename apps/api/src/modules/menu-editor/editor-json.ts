// The menu as its editor sees it, read in the caller's transaction.
import { type Db, schema } from '@khabar/db';
import {
  type Diet,
  type EditorCategory,
  type EditorDish,
  type MenuEditor,
  paiseToRupees,
} from '@khabar/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { RESTAURANT_NOT_FOUND } from './require-menu-editor.ts';

type ItemRow = typeof schema.items.$inferSelect;
type CategoryRow = typeof schema.menuCategories.$inferSelect;

const dietOf = (item: Pick<ItemRow, 'isVeg' | 'hasEgg'>): Diet =>
  item.isVeg ? 'veg' : item.hasEgg ? 'egg' : 'non_veg';
export const dietColumns = (diet: Diet) => ({ isVeg: diet === 'veg', hasEgg: diet === 'egg' });

export function dishJson(item: ItemRow): EditorDish {
  return {
    id: item.id,
    category_id: item.categoryId,
    name: item.name,
    description: item.descHtml,
    price: paiseToRupees(item.pricePaise),
    old_price: item.oldPricePaise === null ? null : paiseToRupees(item.oldPricePaise),
    diet: dietOf(item),
    is_recommended: item.isRecommended,
    is_active: item.isActive,
    image: item.image,
    position: item.position,
    version: item.version,
  };
}

export function categoryJson(category: CategoryRow, dishes: ItemRow[]): EditorCategory {
  return {
    id: category.id,
    name: category.name,
    position: category.position,
    is_hidden: category.isHidden,
    version: category.version,
    dishes: dishes.map(dishJson),
  };
}

/** A category's dishes on the menu (archived ones left out), in menu order. */
export const dishesOf = (db: Db, categoryId: number) =>
  db
    .select()
    .from(schema.items)
    .where(and(eq(schema.items.categoryId, categoryId), isNull(schema.items.archivedAt)))
    .orderBy(asc(schema.items.position), asc(schema.items.id));

export async function readEditorMenu(db: Db, restaurantId: number): Promise<MenuEditor> {
  const [restaurant] = await db
    .select({ id: schema.restaurants.id, name: schema.restaurants.name, slug: schema.restaurants.slug })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_NOT_FOUND);
  const [categories, items] = await Promise.all([
    db
      .select()
      .from(schema.menuCategories)
      .where(eq(schema.menuCategories.restaurantId, restaurantId))
      .orderBy(asc(schema.menuCategories.position), asc(schema.menuCategories.id)),
    db
      .select()
      .from(schema.items)
      .where(and(eq(schema.items.restaurantId, restaurantId), isNull(schema.items.archivedAt)))
      .orderBy(asc(schema.items.position), asc(schema.items.id)),
  ]);
  return {
    restaurant,
    categories: categories.map((c) =>
      categoryJson(
        c,
        items.filter((i) => i.categoryId === c.id),
      ),
    ),
  };
}

export const CATEGORY_NOT_FOUND = 'Category not found';
export const DISH_NOT_FOUND = 'Dish not found';

/** The category, locked for the change; null when there is none. */
export async function lockCategory(tx: Db, categoryId: number): Promise<CategoryRow | null> {
  const [category] = await tx
    .select()
    .from(schema.menuCategories)
    .where(eq(schema.menuCategories.id, categoryId))
    .for('update');
  return category ?? null;
}

/** The dish, locked for the change; null when there is none (an archived dish is gone). */
export async function lockDish(tx: Db, itemId: number): Promise<ItemRow | null> {
  const [item] = await tx.select().from(schema.items).where(eq(schema.items.id, itemId)).for('update');
  return item && !item.archivedAt ? item : null;
}

/** A save against an older version than the stored one is refused: someone else saved first. */
export function checkVersion(stored: number, sent: number, what: 'dish' | 'category'): void {
  if (stored !== sent) {
    throw new AppError(
      'CONFLICT',
      `Someone else changed this ${what} since you opened it. Reload to see their change, then save again.`,
    );
  }
}

/** The restaurant, locked so menu-wide changes (a new category, an order) queue one after another. */
export async function lockRestaurant(tx: Db, restaurantId: number) {
  const [r] = await tx
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId))
    .for('update');
  return r ? { restaurantId: r.id, target: r.id } : null;
}
