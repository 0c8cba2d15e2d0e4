import type { DishChoiceGroup } from '@khabar/domain/catalog/dish-choices';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { rupeesToPaise } from '@khabar/domain/money/rupees';

/** A menu dish's choice groups (issue 27) as the domain's rules take them; empty for a dish of one price. */
export const dishChoiceGroups = (item: Pick<MenuItem, 'choice_groups'>): DishChoiceGroup[] =>
  (item.choice_groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    kind: g.kind,
    min: g.min,
    max: g.max,
    choices: g.choices.map((c) => ({
      id: c.id,
      name: c.name,
      pricePaise: rupeesToPaise(c.price),
      isVeg: c.is_veg === 1,
      hasEgg: c.has_egg === 1,
      isActive: c.is_active === 1,
    })),
  }));

/** A dish the customer must (or may) choose for before it goes in the cart. */
export const isCustomisable = (item: Pick<MenuItem, 'choice_groups'>) =>
  (item.choice_groups?.length ?? 0) > 0;
