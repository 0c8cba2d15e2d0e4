// POST /api/get-schedule-slots { restaurant_id }: the 30-minute slots the checkout offers for an order
// for later (issue 27), today's and tomorrow's, made by scheduleSlots, the function place-order checks
// a chosen slot with. Public: a guest's cart shows them too.
import { z } from 'zod';
import { idInput } from '../common/strict-inputs.ts';

export const getScheduleSlotsBody = z
  .object({ restaurant_id: idInput('restaurant_id') })
  .meta({ examples: [{ restaurant_id: 1 }] });

export const scheduleSlotJson = z.object({
  /** The slot's start, ISO: what the cart sends back as scheduled_for. */
  start: z.string(),
  end: z.string(),
  day: z.enum(['today', 'tomorrow']),
  /** "1:00-1:30 pm". */
  label: z.string(),
});
export type ScheduleSlotJson = z.infer<typeof scheduleSlotJson>;

export const getScheduleSlotsResponse = z.object({
  success: z.literal(true),
  data: z.object({ slots: z.array(scheduleSlotJson) }),
});
