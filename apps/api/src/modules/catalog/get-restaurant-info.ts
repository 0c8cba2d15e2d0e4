import type { ServerLanguage } from '@khabar/domain';
import { notFound } from '../../errors/app-error.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** One restaurant's JSON text (without a distance: the page knows where the customer is). */
export function getRestaurantInfo({
  catalog,
  slug,
  language,
}: {
  catalog: CatalogReadModel;
  slug: string;
  language: ServerLanguage;
}): string {
  const entry = catalog.bySlugOrNull(slug);
  if (!entry) throw notFound('Restaurant not found');
  return catalog.serialise(entry, null, 'delivery', language);
}
