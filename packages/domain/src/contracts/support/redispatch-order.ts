// POST /api/admin/orders/:id/redispatch { reason } -> an order waiting for a captain: the open offer
// ends (that captain's app drops it) and the order is offered to the next captain now.
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const redispatchOrderBody = reasonOnlyBody;
export const redispatchOrderResponse = supportActionResponse;
