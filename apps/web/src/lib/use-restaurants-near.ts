import type {
  getRestaurantsNearBody,
  getSelfPickupRestaurantsBody,
} from '@khabar/domain/contracts/catalog/get-restaurants-near';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { NEXT_PAGE_HEADER } from '@khabar/domain/contracts/common/next-page-header';
import { apiPage } from './api-client.ts';
import type { ChosenLocation, DeliveryMode } from './location-store.ts';
import { usePagedResource } from './resource.ts';

/**
 * Restaurants that deliver to the point (or are near it, for pickup); open ones first, then nearest.
 * Self pickup comes a page at a time (a big city has thousands within reach): `data` is every page
 * fetched so far, and `fetchNextPage` brings the next while `hasNextPage`.
 */
export function useRestaurantsNear(location: ChosenLocation | null, mode: DeliveryMode) {
  return usePagedResource<Restaurant>(
    location === null ? null : `restaurants ${mode} ${location.lat} ${location.lng}`,
    (page) => {
      // Asked only with a location: the key is null without one.
      const point = { latitude: location!.lat, longitude: location!.lng };
      return mode === 'self'
        ? apiPage<Restaurant[], typeof getSelfPickupRestaurantsBody>(
            'get-selfpickup-restaurants',
            NEXT_PAGE_HEADER,
            {
              body: { ...point, ...(page > 1 ? { page } : {}) },
            },
          )
        : apiPage<Restaurant[], typeof getRestaurantsNearBody>('get-delivery-restaurants', NEXT_PAGE_HEADER, {
            body: point,
          });
    },
    // The last list, readable offline (decision 050).
    { offline: true },
  );
}
