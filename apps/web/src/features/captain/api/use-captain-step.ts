import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CaptainMe, type CaptainTrip, captainMeKey } from './captain-trip.ts';

/**
 * One step of the captain's work (accept an offer, arrive, pick up, deliver): POST captain/<path>,
 * which answers the trip after it. The trip on screen is replaced at once, and captain/me is read again
 * either way (a refusal usually means the offer expired or the order moved).
 */
export function useCaptainStep<Vars>(
  path: (vars: Vars) => string,
  body: (vars: Vars) => object = () => ({}),
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) =>
      apiRequest<{ data: CaptainTrip | null }>(path(vars), { body: body(vars) }).then((r) => r.data ?? null),
    onSuccess: (trip) => {
      if (!trip) return;
      client.setQueryData<CaptainMe>(captainMeKey, (me) => (me ? { ...me, trip, offer: null } : me));
    },
    onSettled: () => client.invalidateQueries({ queryKey: captainMeKey }),
  });
}
