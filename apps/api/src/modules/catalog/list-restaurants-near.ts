import type { CatalogReadModel } from './catalog-read-model.ts';

/**
 * The restaurant lists as UTF-8 JSON bytes: `delivery` = those whose delivery circle covers the
 * point, `pickup` = those within the self-pickup radius. Open ones first, then nearest.
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
}): Buffer {
  const found = mode === 'delivery' ? catalog.deliveringTo(lat, lng) : catalog.near(lat, lng);
  return catalog.serialiseListBytes(found, mode);
}
