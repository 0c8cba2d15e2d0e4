// GET /api/admin/ops/map -> the orders in flight for the operators' map (decisions 035, 040): each
// kitchen with the orders not yet picked up (grouped there, each by number, with its risks), and each
// order on the road at its captain's last position (the captains' own positions come from
// admin/captains and the ops stream, which also moves these). No customer's address is on it. Any
// operator. Orders at risk first, the latest of them first, then newest first.
import { z } from 'zod';
import { ORDER_RISKS } from '../../../orders/order-risk.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';

const orderInFlight = z.object({
  id: z.number().int(),
  unique_order_id: z.string(),
  orderstatus_id: z.number().int(),
  risks: z.array(z.enum(ORDER_RISKS)),
  minutes_late: z.number().int().nullable(),
});
export type OrderInFlight = z.infer<typeof orderInFlight>;

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
      orders: z.array(orderInFlight),
    }),
  ),
  /** Orders a captain has picked up and is carrying to the door. */
  on_the_road: z.array(
    orderInFlight.extend({
      restaurant_name: z.string(),
      captain: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      /** The captain's last reported position and its time (null: none yet). */
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      position_at: z.string().nullable(),
    }),
  ),
  now: z.string(),
});
export type OpsMap = z.infer<typeof opsMap>;
export const getOpsMapResponse = okResponse(opsMap);
