import { EncodedAnswer } from '../../plugins/encoded-answer.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** Lists live a minute (is_open) and vary with the point: a cheap brotli level is enough for them. */
const LIST_BROTLI_QUALITY = 5;

/**
 * The restaurant lists as encoded JSON: `delivery` = those whose delivery circle covers the point,
 * `pickup` = those within the self-pickup radius. Open ones first, then nearest. A point asked again
 * within the minute (a gazetteer place, a saved address, a reload) gets the kept bytes.
 */
export function listRestaurantsNear({
  catalog,
  mode,
  lat,
  lng,
}: {
  catalog: CatalogReadModel;
  mode: 'delivery' | 'pickup';
  lat: number;
  lng: number;
}): Promise<EncodedAnswer> {
  return catalog.remember(
    `list:${mode}:${lat}:${lng}`,
    () => {
      const found = mode === 'delivery' ? catalog.deliveringTo(lat, lng) : catalog.near(lat, lng);
      return new EncodedAnswer(catalog.serialiseListBytes(found, mode), LIST_BROTLI_QUALITY);
    },
    { perMinute: true },
  );
}
