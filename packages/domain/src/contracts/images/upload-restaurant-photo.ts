// POST /api/admin/restaurants/:restaurantId/photo (multipart: photo, version) -> the restaurant, whose
// image is now the stored photo (admins only; audited as restaurant.photo).
import { adminRestaurant } from '../admin/restaurants/restaurant-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';

export const uploadRestaurantPhotoResponse = okResponse(adminRestaurant);
