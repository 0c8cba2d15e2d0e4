// POST /api/admin/captains/:captainId/cash-handins { amount, note? } with an Idempotency-Key header ->
// the hand-in and the captain's cash after it (admins only). An admin records that the captain handed
// in this much cash: at most what they hold (422 naming amount otherwise). The same key again answers
// the first entry (`repeated: true`); the key with another request is 422.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { cashAmountInput, cashEntryResult, cashNoteInput } from './cash-fields.ts';

export const recordCashHandinBody = z
  .object({
    ...authFields,
    amount: cashAmountInput,
    note: cashNoteInput,
  })
  .meta({ examples: [{ amount: 150, note: 'Handed in at the Park Street hub' }] });
export const recordCashHandinResponse = okResponse(cashEntryResult);
