// POST /api/get-delivery-restaurants and POST /api/get-selfpickup-restaurants
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';
import { pageField } from '../common/paged-body.ts';
import { restaurant } from './restaurant.ts';

export const getRestaurantsNearBody = z
  .object({ latitude, longitude })
  .meta({ examples: [{ latitude: 22.5526, longitude: 88.3525 }] });
export type GetRestaurantsNearBody = z.infer<typeof getRestaurantsNearBody>;

/**
 * Self pickup reaches every restaurant within 15 km, thousands in a big city: it answers a page at a
 * time (PAGE_SIZE.pickupRestaurants). The answer stays the spec's bare array, so the page after it is
 * named in the `x-next-page` header, absent on the last page.
 */
export const getSelfPickupRestaurantsBody = getRestaurantsNearBody
  .extend({ page: pageField })
  .meta({ examples: [{ latitude: 22.5526, longitude: 88.3525, page: 1 }] });
export { NEXT_PAGE_HEADER } from '../common/next-page-header.ts';

/** Open restaurants first, then by distance. The body is the bare array, as the spec reads it. */
export const getRestaurantsNearResponse = z.array(restaurant);
