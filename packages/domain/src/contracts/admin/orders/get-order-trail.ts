// GET /api/admin/orders/:orderId/trail -> the order's trail (decision 040): the positions its captains
// reported while they held it, thinned by the domain's trailStep, oldest first, each with who reported
// it. Any operator (support and admin); anyone else 403, an unknown order 404. Points older than
// retention_days are gone (an old order has none).
import { z } from 'zod';
import { okResponse } from '../../common/lifecycle-fields.ts';

export const orderTrailPoint = z.object({
  /** 1, 2, ... within the order (the last one is rewritten once the trail is full). */
  seq: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** When the server heard it. */
  at: z.string(),
  captain_id: z.number().int(),
});
export type OrderTrailPoint = z.infer<typeof orderTrailPoint>;

export const orderTrail = z.object({
  order_id: z.number().int(),
  points: z.array(orderTrailPoint),
  /** The most points an order keeps (past it the last point moves with the captain). */
  max_points: z.number().int(),
  /** How long points are kept. */
  retention_days: z.number().int(),
  now: z.string(),
});
export type OrderTrail = z.infer<typeof orderTrail>;
export const getOrderTrailResponse = okResponse(orderTrail);
