// POST /api/partner/orders/:orderId/ready {} -> PartnerOrder (pickup 2 -> 10; delivery records ready_at).
import { emptyBody } from '../common/lifecycle-fields.ts';
import { partnerOrderResponse } from './partner-order.ts';

export const markOrderReadyBody = emptyBody;
export const markOrderReadyResponse = partnerOrderResponse;
