import type { Cart } from '@khabar/domain/cart/cart';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { describe, expect, it } from 'vitest';
import { dishChoiceGroups, isCustomisable } from './dish-choice-groups.ts';
import { freshPrices } from './refresh-cart-prices.ts';

const choice = (id: number, name: string, price: string, is_active: 0 | 1 = 1) => ({
  id,
  name,
  price,
  is_veg: 1 as const,
  has_egg: 0 as const,
  is_active,
});
const dish = (over: Partial<MenuItem> = {}): MenuItem => ({
  id: 5,
  restaurant_id: 1,
  slug: 'kolkata-mutton-biryani',
  name: 'Kolkata Mutton Biryani',
  desc: '',
  price: '340.00',
  old_price: '0.00',
  image: null,
  is_veg: 0,
  has_egg: 0,
  is_active: 1,
  is_recommended: 0,
  category_name: 'Biryani',
  choice_groups: [
    {
      id: 1,
      name: 'Portion',
      kind: 'variant',
      min: 1,
      max: 1,
      choices: [choice(11, 'Half', '0.00'), choice(12, 'Full', '150.00')],
    },
    { id: 2, name: 'Extras', kind: 'addon', min: 0, max: 3, choices: [choice(21, 'Extra raita', '30.00')] },
  ],
  ...over,
});
const half = { groupId: 1, group: 'Portion', id: 11, name: 'Half', pricePaise: 0 };
const raita = { groupId: 2, group: 'Extras', id: 21, name: 'Extra raita', pricePaise: 3000 };
const cart = (pricePaise: number): Cart => ({
  restaurant: { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' },
  lines: [
    {
      itemId: 5,
      name: 'Kolkata Mutton Biryani',
      pricePaise,
      isVeg: false,
      quantity: 2,
      choices: [half, raita],
    },
  ],
});

describe('a dish’s choices on the page', () => {
  it('reads the menu’s groups in paise, stock as a flag', () => {
    const groups = dishChoiceGroups(dish());
    expect(groups[0]!.choices[1]).toEqual({
      id: 12,
      name: 'Full',
      pricePaise: 15000,
      isVeg: true,
      hasEgg: false,
      isActive: true,
    });
    expect(isCustomisable(dish())).toBe(true);
    expect(isCustomisable(dish({ choice_groups: [] }))).toBe(false);
    expect(dishChoiceGroups(dish({ choice_groups: undefined }))).toEqual([]);
  });
});

describe('freshPrices', () => {
  it('is null when every line’s price is today’s', () => {
    expect(freshPrices(cart(37000), [dish()])).toBeNull();
  });

  it('takes today’s price of one, the dish’s and its choices’, keeping quantities', () => {
    const menu = dish({
      price: '360.00',
      choice_groups: dish().choice_groups!.map((g) =>
        g.id === 2 ? { ...g, choices: [choice(21, 'Extra raita', '35.00')] } : g,
      ),
    });
    const fresh = freshPrices(cart(37000), [menu]);
    expect(fresh?.lines[0]).toMatchObject({ pricePaise: 39500, quantity: 2 });
    expect(fresh?.lines[0]?.choices?.map((c) => c.pricePaise)).toEqual([0, 3500]);
  });

  it('leaves a line the menu no longer allows for place-order to name', () => {
    const gone = dish({
      price: '400.00',
      choice_groups: dish().choice_groups!.map((g) =>
        g.id === 2 ? { ...g, choices: [choice(21, 'Extra raita', '30.00', 0)] } : g,
      ),
    });
    expect(freshPrices(cart(37000), [gone])).toBeNull();
    expect(freshPrices(cart(37000), [])).toBeNull();
  });
});
