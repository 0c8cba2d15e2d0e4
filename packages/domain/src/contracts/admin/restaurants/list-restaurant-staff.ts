// POST /api/admin/restaurants/:restaurantId/staff -> who runs the restaurant's console (admins only).
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { restaurantStaffMember } from './restaurant-fields.ts';

export const listRestaurantStaffBody = emptyBody;
export const listRestaurantStaffResponse = okResponse(z.array(restaurantStaffMember));
