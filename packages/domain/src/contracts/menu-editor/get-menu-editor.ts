// POST /api/menu-editor/restaurants/:restaurantId -> the restaurant's whole menu as its editor sees it:
// categories in order (hidden ones too) with their dishes in order (archived ones left out). For the
// restaurant's staff and for admins; anyone else is told the restaurant is not found.
import { z } from 'zod';
import { emptyBody, okResponse } from '../common/lifecycle-fields.ts';
import { editorCategory } from './dish-fields.ts';

export const getMenuEditorBody = emptyBody;
export const menuEditor = z.object({
  restaurant: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  categories: z.array(editorCategory),
});
export type MenuEditor = z.infer<typeof menuEditor>;
export const getMenuEditorResponse = okResponse(menuEditor);
