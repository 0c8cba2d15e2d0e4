import type {
  getScheduleSlotsBody,
  ScheduleSlotJson,
} from '@khabar/domain/contracts/orders/get-schedule-slots';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The slots an order for later may take (POST get-schedule-slots). Asked again every minute while the
 * picker is open: the soonest slot moves on with the clock, and the server checks the same rule.
 */
export const useScheduleSlots = (restaurantId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['schedule-slots', restaurantId],
    enabled: enabled && restaurantId !== undefined,
    refetchInterval: 60_000,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { slots: ScheduleSlotJson[] } }, typeof getScheduleSlotsBody>('get-schedule-slots', {
        // Never 0 here: the query runs only with a restaurant.
        body: { restaurant_id: restaurantId ?? 0 },
        signal,
      }).then((r) => r.data.slots),
  });
