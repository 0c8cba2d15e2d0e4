// POST /api/admin/ratings/:ratingId/hide { reason }: an operator hides an abusive comment (audited with
// the reason); the stars and chips stay and still count. Hiding twice: 409.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { safeText } from '../../common/safe-text.ts';
import { adminRatingEntry } from './list-admin-ratings.ts';

const REASON = 'Say why the comment is hidden (3 to 200 characters).';
export const hideRatingCommentBody = z
  .object({
    ...authFields,
    reason: safeText(z.string({ error: REASON }).trim().min(3, REASON).max(200, REASON), REASON),
  })
  .meta({ examples: [{ reason: 'Abusive words' }] });
export const hideRatingCommentResponse = okResponse(adminRatingEntry);
