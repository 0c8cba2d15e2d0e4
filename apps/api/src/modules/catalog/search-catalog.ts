import { PAGE_SIZE, type ServerLanguage } from '@khabar/domain';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** Search answers live a minute (is_open) and vary with the words, the point and the language. */
const SEARCH_BROTLI_QUALITY = 5;

/**
 * Restaurants (by name or cuisine) and dishes (by name) near a point, case-insensitive, inactive ones
 * left out, from the in-memory catalog; a page at a time, open restaurants first, then nearest.
 */
export function searchCatalog({
  catalog,
  q,
  lat,
  lng,
  page,
  language,
}: {
  catalog: CatalogReadModel;
  q: string;
  lat: number;
  lng: number;
  page: number;
  language: ServerLanguage;
}): Promise<EncodedAnswer> {
  const needle = q.toLowerCase();
  return catalog.remember(
    `search:${language}:${lat}:${lng}:${page}:${needle}`,
    () => {
      const hits = catalog.search(lat, lng, needle);
      const r = PAGE_SIZE.searchRestaurants;
      const d = PAGE_SIZE.searchDishes;
      const restaurants = hits.restaurants.slice((page - 1) * r, page * r);
      const dishes = hits.dishes.slice((page - 1) * d, page * d);
      const more = hits.restaurants.length > page * r || hits.dishes.length > page * d;
      return new EncodedAnswer(
        Buffer.from(
          `{"restaurants":${catalog.serialiseList(restaurants, 'delivery', language)},"items":[${dishes.join(',')}],"next_page":${more ? page + 1 : null}}`,
        ),
        SEARCH_BROTLI_QUALITY,
      );
    },
    { perMinute: true },
  );
}
