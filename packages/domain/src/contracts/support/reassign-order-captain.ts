// POST /api/admin/orders/:id/reassign-captain { reason, captain_id, current_captain_id } -> the order
// is the chosen captain's (from preparing, or from another captain before the pickup). The captain the
// agent saw must still be the order's (null: none), so two agents cannot both move it.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { supportActionResponse, supportReason } from './support-fields.ts';

export const reassignOrderCaptainBody = z
  .object({
    ...authFields,
    reason: supportReason,
    captain_id: idInput('captain_id'),
    current_captain_id: idInput('current_captain_id').nullable(),
  })
  .meta({ examples: [{ reason: "The rider's bike broke down", captain_id: 1, current_captain_id: 1 }] });
export const reassignOrderCaptainResponse = supportActionResponse;
