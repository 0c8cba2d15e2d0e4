// POST /api/admin/orders/:id/unlock-pin { reason } -> a handover locked by five wrong PINs takes PINs
// again at once; the customer is told their PIN again by an alert.
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const unlockDeliveryPinBody = reasonOnlyBody;
export const unlockDeliveryPinResponse = supportActionResponse;
