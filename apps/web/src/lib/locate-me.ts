import type { coordinateToAddressBody } from '@khabar/domain/contracts/places/coordinate-to-address';
import { t } from '@lingui/core/macro';
import { apiRequest } from './api-client.ts';
import type { ChosenLocation } from './location-store.ts';

/** The browser's position, described as an address by the server. Rejects with words for the user. */
export async function locateMe(): Promise<ChosenLocation> {
  if (!('geolocation' in navigator))
    throw new Error(t`Your browser cannot share your location. Type your area instead.`);
  const pos = await new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 60_000,
    }),
  ).catch(() => {
    throw new Error(t`We could not get your location. Allow location access, or type your area instead.`);
  });
  const lat = Math.round(pos.coords.latitude * 1e6) / 1e6;
  const lng = Math.round(pos.coords.longitude * 1e6) / 1e6;
  const { data } = await apiRequest<{ data: string }, typeof coordinateToAddressBody>(
    'coordinate-to-address',
    {
      body: { lat, lng },
    },
  );
  return { lat, lng, address: data };
}
