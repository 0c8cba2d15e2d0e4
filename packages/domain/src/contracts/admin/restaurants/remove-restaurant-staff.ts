// POST /api/admin/restaurants/:restaurantId/staff/:userId/remove -> the staff list (admins only). The
// account stays (a customer too, perhaps); only its access to this restaurant's console goes.
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { restaurantStaffMember } from './restaurant-fields.ts';

export const staffUserIdParam = z
  .object({
    restaurantId: idInput('restaurantId'),
    userId: idInput('userId'),
  })
  .meta({ examples: [{ restaurantId: 1, userId: 1 }] });
export const removeRestaurantStaffBody = emptyBody;
export const removeRestaurantStaffResponse = okResponse(z.array(restaurantStaffMember));
