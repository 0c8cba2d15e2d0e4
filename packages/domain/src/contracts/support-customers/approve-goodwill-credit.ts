// POST /api/admin/credits/:creditId/approve { note? } -> the request, approved and in the customer's
// wallet at once (admins only). A request is decided once: the second admin is told who did (409).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody, rupees } from '../common/envelope.ts';
import { okResponse, plainText } from '../common/lifecycle-fields.ts';
import { goodwillCreditJson } from './customer-fields.ts';

export const approveGoodwillCreditBody = optionalBody(
  z.object({
    ...authFields,
    note: plainText(0, 200, 'note must be at most 200 characters of plain text').nullish(),
  }),
).meta({ examples: [{ note: 'Checked the order' }] });
export const decidedGoodwillCredit = z.object({ credit: goodwillCreditJson, wallet_balance: rupees });
export const approveGoodwillCreditResponse = okResponse(decidedGoodwillCredit);
