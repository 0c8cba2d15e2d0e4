import type { BodySchema, RequestBody } from '@khabar/domain/contracts/common/request-body';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CaptainMe, type CaptainTrip, captainMeKey } from './captain-trip.ts';

/**
 * One step of the captain's work (accept an offer, arrive, pick up, deliver): POST captain/<path>,
 * which answers the trip after it. The trip on screen is replaced at once, and captain/me is read again
 * either way (a refusal usually means the offer expired or the order moved). `S` is the step's body
 * schema: each hook names its own, so its body is typed by its contract.
 */
export function useCaptainStep<Vars, S extends BodySchema>(
  path: (vars: Vars) => string,
  body: (vars: Vars) => RequestBody<S>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) =>
      apiRequest<{ data: CaptainTrip | null }, S>(path(vars), { body: body(vars) }).then(
        (r) => r.data ?? null,
      ),
    onSuccess: (trip) => {
      if (!trip) return;
      client.setQueryData<CaptainMe>(captainMeKey, (me) => (me ? { ...me, trip, offer: null } : me));
    },
    onSettled: () => client.invalidateQueries({ queryKey: captainMeKey }),
  });
}
