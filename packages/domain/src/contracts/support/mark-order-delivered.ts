// POST /api/admin/orders/:id/mark-delivered { reason } -> delivered without the PIN, when the captain's
// phone died (admins only: support gets 403).
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const markOrderDeliveredBody = reasonOnlyBody;
export const markOrderDeliveredResponse = supportActionResponse;
