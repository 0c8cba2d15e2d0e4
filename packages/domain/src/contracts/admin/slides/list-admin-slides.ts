// POST /api/admin/promo-slides {} -> every promo slide in carousel order, shown or not (admins only).
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { adminSlide } from './slide-fields.ts';

export const listAdminSlidesBody = emptyBody;
export const listAdminSlidesResponse = okResponse(z.array(adminSlide));
