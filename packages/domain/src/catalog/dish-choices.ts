// A dish's choices (issue 27, decision 047): variant groups (choose exactly one: Half / Full) and add-on
// groups (choose between min and max: extra raita, no onion). Each chosen option adds its price to the
// dish's. The menu sheet, the cart, cart-quote and place-order all price a line with these functions,
// so the page's bill and the charged one agree to the paisa; only the server's copy of the options is
// ever charged.

import { paiseToRupees } from '../money/rupees.ts';

/** At most this many options on one cart line (the contract's cap; no real dish comes near it). */
export const MAX_CHOICES_PER_LINE = 20;

export interface DishChoice {
  id: number;
  name: string;
  pricePaise: number;
  isVeg: boolean;
  hasEgg: boolean;
  isActive: boolean;
}

export interface DishChoiceGroup {
  id: number;
  name: string;
  kind: 'variant' | 'addon';
  /** A variant group is always min 1, max 1. */
  min: number;
  max: number;
  /** In the order the restaurant set; the chosen list keeps it. */
  choices: DishChoice[];
}

/** A choice as a cart line and an order line keep it: words and price as they were when chosen. */
export interface ChosenOption {
  groupId: number;
  group: string;
  id: number;
  name: string;
  pricePaise: number;
}

export type ChoiceCheck =
  | { ok: true; chosen: ChosenOption[]; extraPaise: number }
  | { ok: false; message: string };

/** "Choose one Size" / "Choose at least 2 in Toppings" / "Choose up to 3 in Extras": the group's rule in words. */
export function groupRuleText(group: Pick<DishChoiceGroup, 'name' | 'min' | 'max'>): string {
  if (group.min === 1 && group.max === 1) return `Choose one ${group.name}`;
  if (group.min === 0) return `Choose up to ${group.max}`;
  if (group.min === group.max) return `Choose ${group.min}`;
  return `Choose ${group.min} to ${group.max}`;
}

/**
 * Checks the options chosen for a dish against its groups and prices them. Refused, with a message
 * naming what is wrong: an option repeated or not of this dish, one out of stock, a group whose minimum
 * is not met or whose maximum is passed.
 */
export function checkDishChoices(
  dishName: string,
  groups: readonly DishChoiceGroup[],
  chosenIds: readonly number[],
): ChoiceCheck {
  const wanted = new Set(chosenIds);
  if (wanted.size !== chosenIds.length)
    return { ok: false, message: `A choice for ${dishName} is repeated.` };
  if (chosenIds.length > MAX_CHOICES_PER_LINE)
    return { ok: false, message: `Too many choices for ${dishName}.` };
  const chosen: ChosenOption[] = [];
  let found = 0;
  for (const g of groups) {
    let inGroup = 0;
    for (const c of g.choices) {
      if (!wanted.has(c.id)) continue;
      found++;
      inGroup++;
      if (!c.isActive) return { ok: false, message: `${c.name} for ${dishName} is not available right now.` };
      chosen.push({ groupId: g.id, group: g.name, id: c.id, name: c.name, pricePaise: c.pricePaise });
    }
    if (inGroup < g.min) {
      const need = g.min === 1 && g.max === 1 ? `one ${g.name}` : `at least ${g.min} in ${g.name}`;
      return { ok: false, message: `Choose ${need} for ${dishName}.` };
    }
    if (inGroup > g.max)
      return { ok: false, message: `Choose at most ${g.max} in ${g.name} for ${dishName}.` };
  }
  if (found !== wanted.size) return { ok: false, message: `A choice is not one of ${dishName}'s.` };
  return { ok: true, chosen, extraPaise: chosen.reduce((s, c) => s + c.pricePaise, 0) };
}

/** The price of one: the dish's price plus every chosen option's. */
export const unitPricePaise = (dishPricePaise: number, chosen: readonly Pick<ChosenOption, 'pricePaise'>[]) =>
  chosen.reduce((s, c) => s + c.pricePaise, dishPricePaise);

/**
 * What makes two cart lines one: the dish and the same set of choices, in any order. A dish without
 * choices keys as its id alone, so a cart stored before choices existed keeps its lines.
 */
export const lineKey = (itemId: number, choiceIds: readonly number[] = []) =>
  choiceIds.length ? `${itemId}:${[...choiceIds].sort((a, b) => a - b).join(',')}` : String(itemId);

/** "Half, Extra raita": the choices under a line's name on every screen. */
export const choicesText = (chosen: readonly Pick<ChosenOption, 'name'>[]) =>
  chosen.map((c) => c.name).join(', ');

/**
 * "Kolkata Mutton Biryani (Full, Extra raita)": a line named as its customer chose it, so two lines of
 * one dish are told apart in a message; the dish's name alone when it has no choices.
 */
export const nameWithChoices = (name: string, chosen: readonly Pick<ChosenOption, 'name'>[]) =>
  chosen.length ? `${name} (${choicesText(chosen)})` : name;

/** A line's choices as every order view shows them: group, name and the rupees each added. */
export const choicesJson = (chosen: readonly Pick<ChosenOption, 'group' | 'name' | 'pricePaise'>[]) =>
  chosen.map((c) => ({ group: c.group, name: c.name, price: paiseToRupees(c.pricePaise) }));

/** The lowest price a dish with choices can be ordered at: the card's "from" price. */
export function lowestPricePaise(dishPricePaise: number, groups: readonly DishChoiceGroup[]): number {
  let p = dishPricePaise;
  for (const g of groups) {
    if (g.min === 0) continue;
    const prices = g.choices
      .filter((c) => c.isActive)
      .map((c) => c.pricePaise)
      .sort((a, b) => a - b);
    p += prices.slice(0, g.min).reduce((s, x) => s + x, 0);
  }
  return p;
}
