// GET /api/admin/captains/:captainId/cash -> the cash the captain holds now, the cash orders they
// delivered lately and the latest hand-ins (admins only: money, decision 036). 404 for no such captain.
import { okResponse } from '../../common/lifecycle-fields.ts';
import { captainCash } from './cash-fields.ts';

export const getCaptainCashResponse = okResponse(captainCash);
