import type { setCaptainDutyBody } from '@khabar/domain/contracts/captain/set-captain-duty';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CaptainMe, captainMeKey } from './captain-trip.ts';

/** POST captain/duty `{ on_duty }`: only captains on duty are offered orders. */
export function useSetDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) =>
      apiRequest<unknown, typeof setCaptainDutyBody>('captain/duty', { body: { on_duty: onDuty } }),
    onSuccess: (_res, onDuty) =>
      client.setQueryData<CaptainMe>(captainMeKey, (me) =>
        me ? { ...me, captain: { ...me.captain, is_on_duty: onDuty } } : me,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: captainMeKey }),
  });
}
