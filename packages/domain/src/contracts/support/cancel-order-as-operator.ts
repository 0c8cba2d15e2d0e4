// POST /api/admin/orders/:id/cancel { reason, fault } -> cancelled at any status before delivery
// (support and admin); the money goes back by the usual refund rules, once.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { cancelFault, supportActionResponse, supportReason } from './support-fields.ts';

export const cancelOrderAsOperatorBody = z
  .object({
    ...authFields,
    reason: supportReason,
    fault: cancelFault,
  })
  .meta({ examples: [{ reason: 'Restaurant closed early', fault: 'restaurant' }] });
export const cancelOrderAsOperatorResponse = supportActionResponse;
