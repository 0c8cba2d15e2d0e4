// POST /api/admin/restaurants/:restaurantId/details -> the restaurant with its hours (admins only).
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { adminRestaurant } from './restaurant-fields.ts';

export const getAdminRestaurantBody = emptyBody;
export const getAdminRestaurantResponse = okResponse(adminRestaurant);
