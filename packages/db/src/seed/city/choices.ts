// The demo city's dish choices (issue 27), where Kolkata expects them: biryani by the plate, pizza by
// size, rolls by their eggs, thalis with extras. Keyed by dish name: every restaurant that sells the dish
// offers the same choices. Prices are rupees added to the dish's own price. Kind as in menus.ts.
import type { DishKind } from './menus.ts';

export type ChoiceDef = [name: string, rupees: number, kind: DishKind];
export interface ChoiceGroupDef {
  name: string;
  kind: 'variant' | 'addon';
  min: number;
  max: number;
  choices: ChoiceDef[];
}

const biryani = (fullRupees: number, meat: ChoiceDef): ChoiceGroupDef[] => [
  {
    name: 'Portion',
    kind: 'variant',
    min: 1,
    max: 1,
    choices: [
      ['Half', 0, 'v'],
      ['Full', fullRupees, 'v'],
    ],
  },
  {
    name: 'Extras',
    kind: 'addon',
    min: 0,
    max: 3,
    choices: [['Extra raita', 30, 'v'], ['Extra aloo', 25, 'v'], ['Extra egg', 20, 'e'], meat],
  },
];

const pizza = (nonVeg: boolean): ChoiceGroupDef[] => [
  {
    name: 'Size',
    kind: 'variant',
    min: 1,
    max: 1,
    choices: [
      ['6-inch', 0, 'v'],
      ['9-inch', 180, 'v'],
    ],
  },
  {
    name: 'Toppings',
    kind: 'addon',
    min: 0,
    max: 4,
    choices: [
      ['Extra cheese', 60, 'v'],
      ['Jalapeño', 40, 'v'],
      ['Black olives', 40, 'v'],
      nonVeg ? ['Chicken sausage', 70, 'n'] : ['Mushroom', 40, 'v'],
    ],
  },
];

const roll: ChoiceGroupDef[] = [
  {
    name: 'Egg',
    kind: 'variant',
    min: 1,
    max: 1,
    choices: [
      ['Single egg', 0, 'e'],
      ['Double egg', 15, 'e'],
    ],
  },
  {
    name: 'Make it',
    kind: 'addon',
    min: 0,
    max: 2,
    choices: [
      ['No onion', 0, 'v'],
      ['Extra green chilli', 0, 'v'],
    ],
  },
];

const thali = (sweet: ChoiceDef): ChoiceGroupDef[] => [
  {
    name: 'Add to your thali',
    kind: 'addon',
    min: 0,
    max: 3,
    choices: [['Extra rice', 30, 'v'], ['Papad', 15, 'v'], sweet],
  },
];

export const DISH_CHOICES: Record<string, ChoiceGroupDef[]> = {
  'Kolkata Mutton Biryani': biryani(150, ['Extra mutton piece', 120, 'n']),
  'Egg Biryani': biryani(90, ['Extra masala egg', 30, 'e']),
  'Veg Dum Biryani': biryani(100, ['Extra paneer', 60, 'v']),
  Margherita: pizza(false),
  Farmhouse: pizza(false),
  'Paneer Makhani Pizza': pizza(false),
  Pepperoni: pizza(true),
  'BBQ Chicken Pizza': pizza(true),
  'Four Cheese': pizza(false),
  'Tandoori Chicken Pizza': pizza(true),
  'Chicken Roll': roll,
  'Mutton Roll': roll,
  'Egg Chicken Roll': roll,
  'Niramish Thali': thali(['Mishti doi', 40, 'v']),
  'Maachh Thali': thali(['Rasgulla', 30, 'v']),
  'South Indian Thali': thali(['Payasam', 40, 'v']),
};
