// POST /api/admin/promo-slides/:slideId/remove { version } -> the slides left, in order (admins only).
// A slide is on no order, so it goes for good (the audit log keeps what it was); its photo's files are
// removed by a job once nothing names them.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { adminSlide, slideVersion } from './slide-fields.ts';

export const removeSlideBody = z
  .object({ ...authFields, version: slideVersion })
  .meta({ examples: [{ version: 1 }] });
export const removeSlideResponse = okResponse(z.array(adminSlide));
