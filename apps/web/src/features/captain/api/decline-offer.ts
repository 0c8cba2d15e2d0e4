import type { declineOfferBody } from '@khabar/domain/contracts/captain/decline-offer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CaptainMe, captainMeKey } from './captain-trip.ts';

/** POST captain/offers/:id/decline: the offer goes to the next nearest captain. */
export function useDeclineOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerId: number) =>
      apiRequest<unknown, typeof declineOfferBody>(`captain/offers/${offerId}/decline`, { body: {} }),
    onSuccess: () => client.setQueryData<CaptainMe>(captainMeKey, (me) => (me ? { ...me, offer: null } : me)),
    onSettled: () => client.invalidateQueries({ queryKey: captainMeKey }),
  });
}
