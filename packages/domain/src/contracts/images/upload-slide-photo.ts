// POST /api/admin/promo-slides/:slideId/photo (multipart: photo, version) -> the slide, whose photo is
// now the stored one, cropped to the carousel's 5:2 (admins only; audited as slide.photo).
import { adminSlide } from '../admin/slides/slide-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';

export const uploadSlidePhotoResponse = okResponse(adminSlide);
