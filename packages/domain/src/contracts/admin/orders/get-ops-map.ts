// GET /api/admin/ops/map -> the orders in flight for the operators' map (decision 035): each kitchen
// with orders not yet picked up (how many, how many at risk), and each order on the road at its
// captain (the captains' own positions come from admin/captains and the ops stream). No customer's
// address is on it. Any operator.
import { z } from 'zod';
import { okResponse } from '../../common/lifecycle-fields.ts';

export const opsMap = z.object({
  kitchens: z.array(
    z.object({
      restaurant_id: z.number().int(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      /** Orders placed and not yet picked up (or collected). */
      waiting: z.number().int(),
      at_risk: z.number().int(),
    }),
  ),
  /** Orders a captain has picked up and is carrying to the door. */
  on_the_road: z.number().int(),
  now: z.string(),
});
export type OpsMap = z.infer<typeof opsMap>;
export const getOpsMapResponse = okResponse(opsMap);
