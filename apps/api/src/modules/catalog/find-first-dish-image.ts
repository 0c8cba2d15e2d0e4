import type { Db } from '@khabar/db';
import type { GetRestaurantItemsResponse } from '@khabar/domain';
import type { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { getRestaurantMenu } from './get-restaurant-menu.ts';

// Read once per kept menu answer (a new catalog version makes a new answer), not on every page load.
const firstImageOf = new WeakMap<EncodedAnswer, string | null>();

/**
 * The image of the first dish a menu shows (the first recommended one, else the first of the first
 * category): on a phone it is the menu's largest paint, so index.html asks for it before any script
 * runs (issue 15). A dish without a photo shows the app's placeholder, so that is the one asked for.
 * Null for an unknown restaurant or an empty menu.
 */
export async function findFirstDishImage(input: {
  db: Db;
  catalog: CatalogReadModel;
  slug: string;
}): Promise<string | null> {
  const answer = await getRestaurantMenu(input);
  let image = firstImageOf.get(answer);
  if (image === undefined) {
    const menu = JSON.parse(answer.identity.toString('utf8')) as GetRestaurantItemsResponse;
    const first = menu.recommended[0] ?? Object.values(menu.items)[0]?.[0];
    image = first ? (first.image ?? 'default/item.svg') : null;
    firstImageOf.set(answer, image);
  }
  return image;
}
