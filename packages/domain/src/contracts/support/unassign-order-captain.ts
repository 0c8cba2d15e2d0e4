// POST /api/admin/orders/:id/unassign-captain { reason } -> the captain loses the trip before the
// pickup (their app is told), and the order goes back to dispatch.
import { reasonOnlyBody, supportActionResponse } from './support-fields.ts';

export const unassignOrderCaptainBody = reasonOnlyBody;
export const unassignOrderCaptainResponse = supportActionResponse;
