// POST /api/menu-editor/dishes/:itemId/photo (multipart: photo, version) -> the dish, whose image is
// now the stored photo. The restaurant's staff and admins only (to anyone else the dish is not found),
// as for every menu-editor change; audited as item.photo.
import { okResponse } from '../common/lifecycle-fields.ts';
import { editorDish } from '../menu-editor/dish-fields.ts';

export const uploadDishPhotoResponse = okResponse(editorDish);
