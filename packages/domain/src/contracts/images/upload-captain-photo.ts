// POST /api/admin/captains/:captainId/photo (multipart: photo, version) -> the captain, whose photo is
// now the stored one, cropped square for the round portrait (admins only; audited as captain.photo).
import { adminCaptain } from '../admin/captains/captain-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';

export const uploadCaptainPhotoResponse = okResponse(adminCaptain);
