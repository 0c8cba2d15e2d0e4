// POST /api/admin/captains/onboard { phone, name, vehicle_number } -> the captain, off duty (admins
// only). The phone's account is made if it has none; the person logs in with a code as everyone does.
// One captain per account: a phone that already is one is a 409.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { mobileInput, operatorName } from '../operator-fields.ts';
import { adminCaptain, vehicleNumber } from './captain-fields.ts';

export const onboardCaptainBody = z
  .object({
    ...authFields,
    phone: mobileInput,
    name: operatorName,
    vehicle_number: vehicleNumber,
  })
  .meta({ examples: [{ phone: '9830033333', name: 'Imran Khan', vehicle_number: 'WB 02 AB 1234' }] });
export const onboardCaptainResponse = okResponse(adminCaptain);
