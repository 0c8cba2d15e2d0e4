// POST /api/menu-editor/dishes/:itemId/archive { version } -> { id }. The dish leaves the menu for
// good; the orders that had it keep it (deleting is archiving).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { version } from './dish-fields.ts';

export const archiveDishBody = z.object({ ...authFields, version }).meta({ examples: [{ version: 1 }] });
export const archiveDishResponse = okResponse(z.object({ id: z.number().int() }));
