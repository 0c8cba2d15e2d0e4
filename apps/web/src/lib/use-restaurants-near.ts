import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import type { ChosenLocation, DeliveryMode } from './location-store.ts';

/** Restaurants that deliver to the point (or are near it, for pickup); open ones first, then nearest. */
export function useRestaurantsNear(location: ChosenLocation | null, mode: DeliveryMode) {
  return useQuery({
    queryKey: ['restaurants', mode, location?.lat, location?.lng],
    enabled: location !== null,
    queryFn: ({ signal }) =>
      apiRequest<Restaurant[]>(mode === 'self' ? 'get-selfpickup-restaurants' : 'get-delivery-restaurants', {
        body: { latitude: location?.lat, longitude: location?.lng },
        signal,
      }),
  });
}
