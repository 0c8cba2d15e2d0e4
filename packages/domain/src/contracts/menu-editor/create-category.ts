// POST /api/menu-editor/restaurants/:restaurantId/categories { name } -> the new category, last.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { categoryName, editorCategory } from './dish-fields.ts';

export const createCategoryBody = z
  .object({ ...authFields, name: categoryName })
  .meta({ examples: [{ name: 'Biryani' }] });
export const createCategoryResponse = okResponse(editorCategory);
