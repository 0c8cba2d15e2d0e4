// The menu editor's calls (contracts: packages/domain contracts/menu-editor), for a restaurant's own
// staff and for admins. Each service checks who asks; to anyone else the object is not found.
import {
  archiveDishBody,
  archiveDishResponse,
  categoryIdParam,
  createCategoryBody,
  createCategoryResponse,
  createDishBody,
  createDishResponse,
  dishIdParam,
  getMenuEditorBody,
  getMenuEditorResponse,
  reorderCategoriesBody,
  reorderCategoriesResponse,
  reorderDishesBody,
  reorderDishesResponse,
  restaurantIdParam,
  updateCategoryBody,
  updateCategoryResponse,
  updateDishBody,
  updateDishResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { archiveDish } from './archive-dish.ts';
import { createCategory } from './create-category.ts';
import { createDish } from './create-dish.ts';
import { getMenuEditor } from './get-menu-editor.ts';
import { reorderCategories } from './reorder-categories.ts';
import { reorderDishes } from './reorder-dishes.ts';
import { updateCategory } from './update-category.ts';
import { updateDish } from './update-dish.ts';

export async function menuEditorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const deps = () => ({
    db: app.db,
    events: app.events,
    catalog: app.catalog,
    now: app.now,
    origin: app.instanceId,
  });

  r.post(
    '/menu-editor/restaurants/:restaurantId',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: getMenuEditorBody,
        response: { 200: getMenuEditorResponse },
      },
    },
    async (req) =>
      ok(await getMenuEditor({ db: app.db, userId: userOf(req).id, restaurantId: req.params.restaurantId })),
  );
  r.post(
    '/menu-editor/restaurants/:restaurantId/categories',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: createCategoryBody,
        response: { 200: createCategoryResponse },
      },
    },
    async (req) =>
      ok(
        await createCategory({
          ...deps(),
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          name: req.body.name,
        }),
      ),
  );
  r.post(
    '/menu-editor/restaurants/:restaurantId/categories/order',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: reorderCategoriesBody,
        response: { 200: reorderCategoriesResponse },
      },
    },
    async (req) =>
      ok(
        await reorderCategories({
          ...deps(),
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          categoryIds: req.body.category_ids,
        }),
      ),
  );
  r.post(
    '/menu-editor/categories/:categoryId',
    {
      preHandler: requireUser,
      schema: {
        params: categoryIdParam,
        body: updateCategoryBody,
        response: { 200: updateCategoryResponse },
      },
    },
    async (req) =>
      ok(
        await updateCategory({
          ...deps(),
          userId: userOf(req).id,
          categoryId: req.params.categoryId,
          version: req.body.version,
          name: req.body.name,
          isHidden: req.body.is_hidden,
        }),
      ),
  );
  r.post(
    '/menu-editor/categories/:categoryId/dishes',
    {
      preHandler: requireUser,
      schema: { params: categoryIdParam, body: createDishBody, response: { 200: createDishResponse } },
    },
    async (req) =>
      ok(
        await createDish({
          ...deps(),
          userId: userOf(req).id,
          categoryId: req.params.categoryId,
          name: req.body.name,
          description: req.body.description,
          pricePaise: req.body.price,
          oldPricePaise: req.body.old_price ?? null,
          diet: req.body.diet,
          isRecommended: req.body.is_recommended,
        }),
      ),
  );
  r.post(
    '/menu-editor/categories/:categoryId/dishes/order',
    {
      preHandler: requireUser,
      schema: { params: categoryIdParam, body: reorderDishesBody, response: { 200: reorderDishesResponse } },
    },
    async (req) =>
      ok(
        await reorderDishes({
          ...deps(),
          userId: userOf(req).id,
          categoryId: req.params.categoryId,
          itemIds: req.body.item_ids,
        }),
      ),
  );
  r.post(
    '/menu-editor/dishes/:itemId',
    {
      preHandler: requireUser,
      schema: { params: dishIdParam, body: updateDishBody, response: { 200: updateDishResponse } },
    },
    async (req) =>
      ok(
        await updateDish({
          ...deps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          version: req.body.version,
          changes: {
            name: req.body.name,
            description: req.body.description,
            pricePaise: req.body.price,
            oldPricePaise: req.body.old_price,
            diet: req.body.diet,
            isRecommended: req.body.is_recommended,
            isActive: req.body.is_active,
            categoryId: req.body.category_id,
          },
        }),
      ),
  );
  r.post(
    '/menu-editor/dishes/:itemId/archive',
    {
      preHandler: requireUser,
      schema: { params: dishIdParam, body: archiveDishBody, response: { 200: archiveDishResponse } },
    },
    async (req) =>
      ok(
        await archiveDish({
          ...deps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          version: req.body.version,
        }),
      ),
  );
}
