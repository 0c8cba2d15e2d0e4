// POST /api/admin/restaurants/:restaurantId/staff/invite { phone, name, role } -> the staff list (admins
// only). The phone's account is made if it has none; they log in with a code and open /partner.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { restaurantStaffMember, staffInvite } from './restaurant-fields.ts';

export const inviteRestaurantStaffBody = z
  .object({ ...authFields, ...staffInvite })
  .meta({ examples: [{ phone: '9830022222', name: 'Sourav Ghosh', role: 'staff' }] });
export const inviteRestaurantStaffResponse = okResponse(z.array(restaurantStaffMember));
