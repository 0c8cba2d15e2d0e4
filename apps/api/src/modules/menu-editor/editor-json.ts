// The menu as its editor sees it, read in the caller's transaction.
import { type Db, schema } from '@khabar/db';
import {
  type Diet,
  type EditorCategory,
  type EditorChoice,
  type EditorChoiceGroup,
  type EditorDish,
  type MenuEditor,
  paiseToRupees,
} from '@khabar/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { RESTAURANT_NOT_FOUND } from './require-menu-editor.ts';

type ItemRow = typeof schema.items.$inferSelect;
type CategoryRow = typeof schema.menuCategories.$inferSelect;
export type ChoiceGroupRow = typeof schema.itemChoiceGroups.$inferSelect;
export type ChoiceRow = typeof schema.itemChoices.$inferSelect;
/** Each dish's choice groups as the editor shows them, by dish id (a dish without any is absent). */
type ChoicesByDish = ReadonlyMap<number, EditorChoiceGroup[]>;

const dietOf = (item: Pick<ItemRow, 'isVeg' | 'hasEgg'>): Diet =>
  item.isVeg ? 'veg' : item.hasEgg ? 'egg' : 'non_veg';
export const dietColumns = (diet: Diet) => ({ isVeg: diet === 'veg', hasEgg: diet === 'egg' });

export function choiceJson(choice: ChoiceRow): EditorChoice {
  return {
    id: choice.id,
    group_id: choice.groupId,
    name: choice.name,
    price: paiseToRupees(choice.pricePaise),
    diet: dietOf(choice),
    is_active: choice.isActive,
    position: choice.position,
  };
}

export function choiceGroupJson({
  group,
  choices,
}: {
  group: ChoiceGroupRow;
  choices: readonly ChoiceRow[];
}): EditorChoiceGroup {
  return {
    id: group.id,
    item_id: group.itemId,
    name: group.name,
    kind: group.kind,
    min: group.minSelect,
    max: group.maxSelect,
    position: group.position,
    choices: choices.filter((c) => c.groupId === group.id).map(choiceJson),
  };
}

/** The choice groups of these dishes, archived groups and options left out, each in its order. */
async function readChoices(db: Db, itemIds: readonly number[]): Promise<ChoicesByDish> {
  const byDish = new Map<number, EditorChoiceGroup[]>();
  if (itemIds.length === 0) return byDish;
  const groups = await db
    .select()
    .from(schema.itemChoiceGroups)
    .where(
      and(inArray(schema.itemChoiceGroups.itemId, [...itemIds]), isNull(schema.itemChoiceGroups.archivedAt)),
    )
    .orderBy(asc(schema.itemChoiceGroups.position), asc(schema.itemChoiceGroups.id));
  const choices = groups.length
    ? await db
        .select()
        .from(schema.itemChoices)
        .where(
          and(
            inArray(
              schema.itemChoices.groupId,
              groups.map((g) => g.id),
            ),
            isNull(schema.itemChoices.archivedAt),
          ),
        )
        .orderBy(asc(schema.itemChoices.position), asc(schema.itemChoices.id))
    : [];
  for (const g of groups) {
    const list = byDish.get(g.itemId) ?? [];
    list.push(choiceGroupJson({ group: g, choices }));
    byDish.set(g.itemId, list);
  }
  return byDish;
}

/** A dish as the audit log keeps it: its own fields (a change to its choices has rows of its own). */
export function dishAuditJson(item: ItemRow): Omit<EditorDish, 'choice_groups'> {
  const { choice_groups: _groups, ...fields } = dishJson({ item, choices: new Map() });
  return fields;
}

/** The dish with its choices, read in the caller's transaction. */
export async function editorDishOf({ db, item }: { db: Db; item: ItemRow }): Promise<EditorDish> {
  return dishJson({ item, choices: await readChoices(db, [item.id]) });
}

export function dishJson({ item, choices }: { item: ItemRow; choices: ChoicesByDish }): EditorDish {
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
    choice_groups: choices.get(item.id) ?? [],
  };
}

export function categoryJson({
  category,
  dishes,
  choices,
}: {
  category: CategoryRow;
  dishes: ItemRow[];
  choices: ChoicesByDish;
}): EditorCategory {
  return {
    id: category.id,
    name: category.name,
    position: category.position,
    is_hidden: category.isHidden,
    version: category.version,
    dishes: dishes.map((d) => dishJson({ item: d, choices })),
  };
}

/** A category's dishes on the menu (archived ones left out), in menu order. */
export const dishesOf = ({ db, categoryId }: { db: Db; categoryId: number }) =>
  db
    .select()
    .from(schema.items)
    .where(and(eq(schema.items.categoryId, categoryId), isNull(schema.items.archivedAt)))
    .orderBy(asc(schema.items.position), asc(schema.items.id));

/** The category with its dishes on the menu and their choices, read in the caller's transaction. */
export async function categoryWithDishes({
  db,
  category,
}: {
  db: Db;
  category: CategoryRow;
}): Promise<EditorCategory> {
  const dishes = await dishesOf({ db, categoryId: category.id });
  return categoryJson({
    category,
    dishes,
    choices: await readChoices(
      db,
      dishes.map((d) => d.id),
    ),
  });
}

export async function readEditorMenu({
  db,
  restaurantId,
}: {
  db: Db;
  restaurantId: number;
}): Promise<MenuEditor> {
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
  const choices = await readChoices(
    db,
    items.map((i) => i.id),
  );
  return {
    restaurant,
    categories: categories.map((c) =>
      categoryJson({ category: c, dishes: items.filter((i) => i.categoryId === c.id), choices }),
    ),
  };
}

export const CATEGORY_NOT_FOUND = 'Category not found';
export const DISH_NOT_FOUND = 'Dish not found';

/** The category, locked for the change; null when there is none. */
export async function lockCategory({
  tx,
  categoryId,
}: {
  tx: Db;
  categoryId: number;
}): Promise<CategoryRow | null> {
  const [category] = await tx
    .select()
    .from(schema.menuCategories)
    .where(eq(schema.menuCategories.id, categoryId))
    .for('update');
  return category ?? null;
}

/** The dish, locked for the change; null when there is none (an archived dish is gone). */
export async function lockDish({ tx, itemId }: { tx: Db; itemId: number }): Promise<ItemRow | null> {
  const [item] = await tx.select().from(schema.items).where(eq(schema.items.id, itemId)).for('update');
  return item && !item.archivedAt ? item : null;
}

/** A save against an older version than the stored one is refused: someone else saved first. */
export function checkVersion({
  stored,
  sent,
  what,
}: {
  stored: number;
  sent: number;
  what: 'dish' | 'category';
}): void {
  if (stored !== sent) {
    throw new AppError(
      'CONFLICT',
      `Someone else changed this ${what} since you opened it. Reload to see their change, then save again.`,
    );
  }
}

/** The restaurant, locked so menu-wide changes (a new category, an order) queue one after another. */
export async function lockRestaurant({ tx, restaurantId }: { tx: Db; restaurantId: number }) {
  const [r] = await tx
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId))
    .for('update');
  return r ? { restaurantId: r.id, target: r.id } : null;
}
