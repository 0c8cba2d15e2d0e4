// POST /api/admin/orders/:id/support -> the order as the support actions panel needs it: status,
// captain, PIN lock, refunds, the actions this operator may take now, the free captains (any operator).
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { orderSupport } from './support-fields.ts';

export const getOrderSupportBody = emptyBody;
export const getOrderSupportResponse = okResponse(orderSupport);
