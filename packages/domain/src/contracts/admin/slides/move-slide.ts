// POST /api/admin/promo-slides/:slideId/move { version, position } -> every slide in its new order
// (admins only): the slide goes to `position` (from 0) and the others close up around it.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { wholeNumber } from '../../common/strict-inputs.ts';
import { adminSlide, slideVersion } from './slide-fields.ts';

const POSITION_MESSAGE = 'position must be a whole number from 0 to 999';
export const moveSlideBody = z
  .object({
    ...authFields,
    version: slideVersion,
    position: wholeNumber('position').pipe(z.number().min(0, POSITION_MESSAGE).max(999, POSITION_MESSAGE)),
  })
  .meta({ examples: [{ version: 1, position: 0 }] });
export const moveSlideResponse = okResponse(z.array(adminSlide));
