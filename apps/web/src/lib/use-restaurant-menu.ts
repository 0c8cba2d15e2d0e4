import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import type { DistanceResponse } from '@khabar/domain/contracts/places/distance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from './api-client.ts';
import { takeFirstAnswer } from './first-answers.ts';
import { keep, offlineQuery } from './offline-query.ts';

/** The two answers a menu is drawn from: the restaurant's details and its dishes (query keys). */
export const restaurantMenuKeys = (slug: string | undefined) =>
  [
    ['restaurant', slug],
    ['restaurant-items', slug],
  ] as const;

/** A restaurant's details; with no slug (an empty cart has no restaurant) nothing is asked. */
export const useRestaurantInfo = (slug: string | undefined) =>
  useQuery({
    queryKey: restaurantMenuKeys(slug)[0],
    enabled: Boolean(slug),
    queryFn: ({ signal }) =>
      apiRequest<Restaurant>(`get-restaurant-info/${encodeURIComponent(slug ?? '')}`, { signal }).then(
        keep(`restaurant ${slug}`),
      ),
    // On a menu opened from a link or a refresh, the page brought it; offline, the copy kept of it
    // (the last three menus opened are readable offline, decision 050).
    ...offlineQuery(`restaurant ${slug}`, () =>
      slug ? takeFirstAnswer<Restaurant>('restaurant', slug) : undefined,
    ),
    retry: retryUnlessNotFound,
  });

export const useRestaurantItems = (slug: string) =>
  useQuery({
    queryKey: restaurantMenuKeys(slug)[1],
    queryFn: ({ signal }) =>
      apiRequest<GetRestaurantItemsResponse>(`get-restaurant-items/${encodeURIComponent(slug)}`, {
        signal,
      }).then(keep(`restaurant-items ${slug}`)),
    ...offlineQuery(`restaurant-items ${slug}`, () =>
      takeFirstAnswer<GetRestaurantItemsResponse>('restaurant-items', slug),
    ),
    retry: retryUnlessNotFound,
  });

/** Road distance in metres from the customer to a restaurant (null when unknown): the menu's promise. */
export const useRoadDistance = (
  from: { lat: number; lng: number } | null,
  to: { lat: number; lng: number } | null,
) =>
  useQuery({
    queryKey: ['distance', from?.lat, from?.lng, to?.lat, to?.lng],
    enabled: from !== null && to !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      if (!from || !to) return null;
      const q = new URLSearchParams({
        olat: String(from.lat),
        olng: String(from.lng),
        dlat: String(to.lat),
        dlng: String(to.lng),
      });
      const r = await apiRequest<DistanceResponse>(`distance?${q}`, { method: 'GET', signal });
      return r.rows[0]?.elements[0]?.distance.value ?? null;
    },
  });
