// POST /api/update-user-info: the caller as the browser keeps it (the page refreshes wallet_balance).
// With unique_order_id it is also the spec's tracking call (docs/product.md, The calls): that order's rider as
// delivery_details (null until a rider has it).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { UNIQUE_ORDER_ID } from '../common/strict-inputs.ts';
import { deliveryDetailsJson } from '../orders/get-order-details.ts';
import { userJson } from './user.ts';

export const updateUserInfoBody = optionalBody(
  z.object({
    ...authFields,
    unique_order_id: z.string().trim().regex(UNIQUE_ORDER_ID, 'unique_order_id is not an order id').nullish(),
  }),
).meta({ examples: [{ unique_order_id: 'KH-20261119-000042' }] });
export const updateUserInfoResponse = z.object({
  success: z.literal(true),
  data: userJson,
  delivery_details: deliveryDetailsJson.nullable().optional(),
});
