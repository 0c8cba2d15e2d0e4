import type { coordinateToAddressBody } from '@khabar/domain/contracts/places/coordinate-to-address';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST coordinate-to-address `{ lat, lng }`: the street address at a point, asked once per point. */
export const useCoordinateToAddress = (point: { lat: number; lng: number }, enabled: boolean) =>
  useQuery({
    queryKey: ['coordinate-to-address', point.lat, point.lng],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest<{ data: string }, typeof coordinateToAddressBody>('coordinate-to-address', {
        body: point,
        signal,
      }).then((r) => r.data),
  });
