import { NEXT_PAGE_HEADER, PAGE_SIZE, type ServerLanguage } from '@khabar/domain';
import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** Lists live a minute (is_open) and vary with the point: a cheap brotli level is enough for them. */
const LIST_BROTLI_QUALITY = 5;

/**
 * The restaurant lists as encoded JSON: `delivery` = those whose delivery circle covers the point (a
 * few hundred at most), `pickup` = those within the self-pickup radius, a page at a time with the next
 * page in a header (the spec's answer is a bare array). Open ones first, then nearest. A point asked
 * again within the minute (a gazetteer place, a saved address, a reload) gets the kept bytes, kept per
 * language: the hours are said in the asker's.
 */
export function listRestaurantsNear({
  catalog,
  mode,
  lat,
  lng,
  page = 1,
  language,
}: {
  catalog: CatalogReadModel;
  mode: 'delivery' | 'pickup';
  lat: number;
  lng: number;
  page?: number;
  language: ServerLanguage;
}): Promise<EncodedAnswer> {
  return catalog.remember(
    `list:${mode}:${language}:${lat}:${lng}:${page}`,
    () => {
      if (mode === 'delivery') {
        const found = catalog.deliveringTo(lat, lng);
        return new EncodedAnswer(catalog.serialiseListBytes(found, mode, language), LIST_BROTLI_QUALITY);
      }
      const size = PAGE_SIZE.pickupRestaurants;
      const all = catalog.near(lat, lng);
      const found = all.slice((page - 1) * size, page * size);
      const headers: Record<string, string> =
        all.length > page * size ? { [NEXT_PAGE_HEADER]: String(page + 1) } : {};
      return new EncodedAnswer(
        catalog.serialiseListBytes(found, mode, language),
        LIST_BROTLI_QUALITY,
        headers,
      );
    },
    { perMinute: true },
  );
}
