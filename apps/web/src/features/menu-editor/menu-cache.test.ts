import type { EditorCategory, EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import type { MenuEditor } from '@khabar/domain/contracts/menu-editor/get-menu-editor';
import { describe, expect, it } from 'vitest';
import { withCategory, withDish, withoutDish } from './menu-cache.ts';

const dish = (id: number, categoryId: number, extra: Partial<EditorDish> = {}): EditorDish => ({
  id,
  category_id: categoryId,
  name: `Dish ${id}`,
  description: '',
  price: '100.00',
  old_price: null,
  diet: 'veg',
  is_recommended: false,
  is_active: true,
  image: null,
  position: id,
  version: 1,
  choice_groups: [],
  ...extra,
});
const category = (id: number, dishes: EditorDish[], extra: Partial<EditorCategory> = {}): EditorCategory => ({
  id,
  name: `Category ${id}`,
  position: id,
  is_hidden: false,
  version: 1,
  dishes,
  ...extra,
});
const menu: MenuEditor = {
  restaurant: { id: 1, name: 'Test', slug: 'test' },
  categories: [category(10, [dish(1, 10), dish(2, 10)]), category(20, [dish(3, 20)])],
};
const ids = (m: MenuEditor) => m.categories.map((c) => [c.id, c.dishes.map((d) => d.id)]);

describe('withCategory', () => {
  it('replaces a known category in its place', () => {
    const next = withCategory(
      menu,
      category(10, [dish(2, 10), dish(1, 10)], { name: 'Starters', version: 2 }),
    );
    expect(ids(next)).toEqual([
      [10, [2, 1]],
      [20, [3]],
    ]);
    expect(next.categories[0]?.name).toBe('Starters');
  });
  it('puts a new category last', () => {
    expect(ids(withCategory(menu, category(30, [])))).toEqual([
      [10, [1, 2]],
      [20, [3]],
      [30, []],
    ]);
  });
});

describe('withDish', () => {
  it('replaces a dish that stayed in its category, in its place', () => {
    const next = withDish(menu, dish(1, 10, { name: 'Paneer tikka', version: 2 }));
    expect(ids(next)).toEqual(ids(menu));
    expect(next.categories[0]?.dishes[0]?.name).toBe('Paneer tikka');
  });
  it('moves a dish to the end of its new category', () => {
    expect(ids(withDish(menu, dish(1, 20)))).toEqual([
      [10, [2]],
      [20, [3, 1]],
    ]);
  });
  it('adds a new dish last in its category', () => {
    expect(ids(withDish(menu, dish(4, 10)))).toEqual([
      [10, [1, 2, 4]],
      [20, [3]],
    ]);
  });
  it('leaves the menu it was given unchanged', () => {
    withDish(menu, dish(1, 20));
    expect(ids(menu)).toEqual([
      [10, [1, 2]],
      [20, [3]],
    ]);
  });
});

describe('withoutDish', () => {
  it('takes the dish out of its category', () => {
    expect(ids(withoutDish(menu, 2))).toEqual([
      [10, [1]],
      [20, [3]],
    ]);
    expect(ids(withoutDish(menu, 99))).toEqual(ids(menu));
  });
});
