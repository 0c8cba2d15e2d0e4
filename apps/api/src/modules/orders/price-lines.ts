// The lines of a cart as the server prices them (issue 27): each dish from the catalog's copy, each of
// its chosen options checked against the dish's groups and priced from the same copy, the same dish with
// other choices a line of its own. The page prices a line with the same domain functions.
import {
  type ChosenOption,
  checkDishChoices,
  formatInr,
  lineKey,
  MAX_LINE_QUANTITY,
  nameWithChoices,
  type OrderLineInput,
  unitPricePaise,
} from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogReadModel, PricedItem } from '../catalog/index.ts';

export interface PricedLine {
  itemId: number;
  name: string;
  /** The price of one, with its choices. */
  pricePaise: number;
  quantity: number;
  choices: ChosenOption[];
}

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/**
 * Prices the cart's lines, or refuses them with a message naming the dish: unknown, of two restaurants,
 * out of stock, over the quantity cap (summed over a dish's lines), or choices the dish does not allow.
 * Lines with the same dish and the same choices are one line. A line that carries the price of one the
 * page showed is refused (409) when the server's differs: a stale or tampered price is named to the
 * customer with the price it is now, rather than silently charged.
 */
export function priceLines({
  catalog,
  lines: input,
}: {
  catalog: CatalogReadModel;
  lines: readonly OrderLineInput[];
}): { restaurantId: number; lines: PricedLine[] } {
  const perDish = new Map<number, number>();
  for (const l of input) perDish.set(l.id, (perDish.get(l.id) ?? 0) + l.quantity);
  // Lines of the same dish are summed: together they keep the one line's cap.
  if ([...perDish.values()].some((q) => q > MAX_LINE_QUANTITY))
    throw unprocessable(`quantity can be at most ${MAX_LINE_QUANTITY}`);
  const rows = catalog.dishesForPricing(perDish.keys());
  if (rows.length !== perDish.size) throw unprocessable('Some dishes in your cart no longer exist.');
  const restaurantIds = new Set(rows.map((r) => r.restaurantId));
  if (restaurantIds.size !== 1) throw unprocessable('All dishes in an order must come from one restaurant.');
  const unavailable = rows.find((r) => !r.isActive);
  if (unavailable) throw unprocessable(`${unavailable.name} is not available right now.`);
  const byId = new Map<number, PricedItem>(rows.map((r) => [r.id, r]));

  const byKey = new Map<string, PricedLine>();
  for (const l of input) {
    const dish = byId.get(l.id) as PricedItem;
    const check = checkDishChoices(dish.name, dish.choiceGroups, l.choices);
    if (!check.ok) throw unprocessable(check.message);
    const unitPaise = unitPricePaise(dish.pricePaise, check.chosen);
    if (l.price !== undefined && Math.round(l.price * 100) !== unitPaise)
      throw new AppError(
        'CONFLICT',
        `The price of ${nameWithChoices(dish.name, check.chosen)} is now ${formatInr(unitPaise, { trimZeros: true })}.`,
      );
    const key = lineKey(l.id, l.choices);
    const same = byKey.get(key);
    if (same) same.quantity += l.quantity;
    else
      byKey.set(key, {
        itemId: dish.id,
        name: dish.name,
        pricePaise: unitPaise,
        quantity: l.quantity,
        choices: check.chosen,
      });
  }
  return { restaurantId: rows[0]!.restaurantId, lines: [...byKey.values()] };
}
