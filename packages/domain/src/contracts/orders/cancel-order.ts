// POST /api/cancel-order { order_id } -> the order details (as get-order-details). Allowed for 2
// minutes after the order reached the restaurant while it is placed or preparing; then 409
// 'This order can no longer be cancelled.'
import { orderIdBody } from './get-order-details.ts';

export const cancelOrderBody = orderIdBody;
