import type { Db } from '@khabar/db';
import type { GetRestaurantItemsResponse, ServerLanguage } from '@khabar/domain';
import type { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { getRestaurantInfo } from './get-restaurant-info.ts';
import { getRestaurantMenu } from './get-restaurant-menu.ts';

/** What a menu's first view needs, for index.html to carry (issue 15: the menu's largest paint). */
interface MenuFirstView {
  /** The photo of the first dish the menu shows: on a phone, the screen's largest paint. */
  dishImage: string;
  /**
   * The answers the page would ask for next, as the API sends them, by the web's query key (`restaurant`,
   * `restaurant-items`), with the slug and the language they are for (the page ignores answers in a
   * language other than its own: the restaurant's hours are words).
   */
  answersJson: string;
}

// Read once per kept menu answer (a new catalog version makes a new answer), not on every page load.
const firstImageOf = new WeakMap<EncodedAnswer, string>();

/**
 * A menu's first view: the first dish's photo (the first recommended one, else the first of the first
 * category; a dish without a photo shows the app's placeholder, so that is the one) and the restaurant's
 * and the menu's answers, exactly as the API sends them. Null for an unknown restaurant or an empty menu.
 */
export async function readMenuFirstView(input: {
  db: Db;
  catalog: CatalogReadModel;
  slug: string;
  language: ServerLanguage;
}): Promise<MenuFirstView | null> {
  if (!input.catalog.bySlugOrNull(input.slug)) return null;
  const menu = await getRestaurantMenu(input);
  let dishImage = firstImageOf.get(menu);
  if (dishImage === undefined) {
    const { recommended, items } = JSON.parse(menu.identity.toString('utf8')) as GetRestaurantItemsResponse;
    const first = recommended[0] ?? Object.values(items)[0]?.[0];
    if (!first) return null;
    dishImage = first.image ?? 'default/item.svg';
    firstImageOf.set(menu, dishImage);
  }
  const info = getRestaurantInfo(input);
  return {
    dishImage,
    answersJson: `{"slug":${JSON.stringify(input.slug)},"language":"${input.language}","restaurant":${info},"restaurant-items":${menu.identity.toString('utf8')}}`,
  };
}
