// POST /api/admin/captains/:captainId/cash-handins/:handinId/reverse { reason } with an Idempotency-Key
// header -> the reversal and the captain's cash after it (admins only). A hand-in recorded by mistake
// is never edited or deleted: a reversal of the same amount undoes it, once (409 for a second
// reversal, or for reversing a reversal). 404 for a hand-in that is not this captain's.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { cashEntryResult, cashReversalReason } from './cash-fields.ts';

export const reverseCashHandinBody = z
  .object({
    ...authFields,
    reason: cashReversalReason,
  })
  .meta({ examples: [{ reason: 'Entered twice by mistake' }] });
export const reverseCashHandinResponse = okResponse(cashEntryResult);
