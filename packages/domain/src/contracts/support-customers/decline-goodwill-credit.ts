// POST /api/admin/credits/:creditId/decline { note } -> the request, declined with why (admins only);
// nothing reaches the wallet. A request is decided once: the second admin is told who did (409).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse, plainText } from '../common/lifecycle-fields.ts';
import { decidedGoodwillCredit } from './approve-goodwill-credit.ts';

export const declineGoodwillCreditBody = z
  .object({
    ...authFields,
    note: plainText(3, 200, 'note must be 3 to 200 characters of plain text'),
  })
  .meta({ examples: [{ note: 'Checked the order' }] });
export const declineGoodwillCreditResponse = okResponse(decidedGoodwillCredit);
