// The menu editor's calls (contracts: packages/domain contracts/menu-editor), for a restaurant's own
// staff and for admins. Each service checks who asks; to anyone else the object is not found.
import {
  archiveChoiceBody,
  archiveChoiceGroupBody,
  archiveChoiceGroupResponse,
  archiveChoiceResponse,
  archiveDishBody,
  archiveDishResponse,
  categoryIdParam,
  choiceGroupIdParam,
  choiceIdParam,
  createCategoryBody,
  createCategoryResponse,
  createChoiceBody,
  createChoiceGroupBody,
  createChoiceGroupResponse,
  createChoiceResponse,
  createDishBody,
  createDishResponse,
  dishIdParam,
  getMenuEditorBody,
  getMenuEditorResponse,
  reorderCategoriesBody,
  reorderCategoriesResponse,
  reorderChoiceGroupsBody,
  reorderChoiceGroupsResponse,
  reorderChoicesBody,
  reorderChoicesResponse,
  reorderDishesBody,
  reorderDishesResponse,
  restaurantIdParam,
  setChoiceStockBody,
  setChoiceStockResponse,
  updateCategoryBody,
  updateCategoryResponse,
  updateChoiceBody,
  updateChoiceGroupBody,
  updateChoiceGroupResponse,
  updateChoiceResponse,
  updateDishBody,
  updateDishResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { archiveChoice } from './archive-choice.ts';
import { archiveChoiceGroup } from './archive-choice-group.ts';
import { archiveDish } from './archive-dish.ts';
import { createCategory } from './create-category.ts';
import { createChoice } from './create-choice.ts';
import { createChoiceGroup } from './create-choice-group.ts';
import { createDish } from './create-dish.ts';
import { getMenuEditor } from './get-menu-editor.ts';
import { reorderCategories } from './reorder-categories.ts';
import { reorderChoiceGroups } from './reorder-choice-groups.ts';
import { reorderChoices } from './reorder-choices.ts';
import { reorderDishes } from './reorder-dishes.ts';
import { setChoiceStock } from './set-choice-stock.ts';
import { updateCategory } from './update-category.ts';
import { updateChoice } from './update-choice.ts';
import { updateChoiceGroup } from './update-choice-group.ts';
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

  // A dish's choices (issue 27): each call names the dish's version and answers the whole dish.
  r.post(
    '/menu-editor/dishes/:itemId/choice-groups',
    {
      preHandler: requireUser,
      schema: {
        params: dishIdParam,
        body: createChoiceGroupBody,
        response: { 200: createChoiceGroupResponse },
      },
    },
    async (req) => {
      const variant = req.body.kind === 'variant';
      return ok(
        await createChoiceGroup({
          ...deps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          version: req.body.version,
          name: req.body.name,
          kind: req.body.kind,
          min: req.body.min ?? (variant ? 1 : 0),
          max: req.body.max ?? 1,
        }),
      );
    },
  );
  r.post(
    '/menu-editor/dishes/:itemId/choice-groups/order',
    {
      preHandler: requireUser,
      schema: {
        params: dishIdParam,
        body: reorderChoiceGroupsBody,
        response: { 200: reorderChoiceGroupsResponse },
      },
    },
    async (req) =>
      ok(
        await reorderChoiceGroups({
          ...deps(),
          userId: userOf(req).id,
          itemId: req.params.itemId,
          version: req.body.version,
          groupIds: req.body.group_ids,
        }),
      ),
  );
  r.post(
    '/menu-editor/choice-groups/:groupId',
    {
      preHandler: requireUser,
      schema: {
        params: choiceGroupIdParam,
        body: updateChoiceGroupBody,
        response: { 200: updateChoiceGroupResponse },
      },
    },
    async (req) =>
      ok(
        await updateChoiceGroup({
          ...deps(),
          userId: userOf(req).id,
          groupId: req.params.groupId,
          version: req.body.version,
          name: req.body.name,
          kind: req.body.kind,
          min: req.body.min,
          max: req.body.max,
        }),
      ),
  );
  r.post(
    '/menu-editor/choice-groups/:groupId/archive',
    {
      preHandler: requireUser,
      schema: {
        params: choiceGroupIdParam,
        body: archiveChoiceGroupBody,
        response: { 200: archiveChoiceGroupResponse },
      },
    },
    async (req) =>
      ok(
        await archiveChoiceGroup({
          ...deps(),
          userId: userOf(req).id,
          groupId: req.params.groupId,
          version: req.body.version,
        }),
      ),
  );
  r.post(
    '/menu-editor/choice-groups/:groupId/choices',
    {
      preHandler: requireUser,
      schema: { params: choiceGroupIdParam, body: createChoiceBody, response: { 200: createChoiceResponse } },
    },
    async (req) =>
      ok(
        await createChoice({
          ...deps(),
          userId: userOf(req).id,
          groupId: req.params.groupId,
          version: req.body.version,
          name: req.body.name,
          pricePaise: req.body.price,
          diet: req.body.diet,
          isActive: req.body.is_active,
        }),
      ),
  );
  r.post(
    '/menu-editor/choice-groups/:groupId/choices/order',
    {
      preHandler: requireUser,
      schema: {
        params: choiceGroupIdParam,
        body: reorderChoicesBody,
        response: { 200: reorderChoicesResponse },
      },
    },
    async (req) =>
      ok(
        await reorderChoices({
          ...deps(),
          userId: userOf(req).id,
          groupId: req.params.groupId,
          version: req.body.version,
          choiceIds: req.body.choice_ids,
        }),
      ),
  );
  r.post(
    '/menu-editor/choices/:choiceId',
    {
      preHandler: requireUser,
      schema: { params: choiceIdParam, body: updateChoiceBody, response: { 200: updateChoiceResponse } },
    },
    async (req) =>
      ok(
        await updateChoice({
          ...deps(),
          userId: userOf(req).id,
          choiceId: req.params.choiceId,
          version: req.body.version,
          name: req.body.name,
          pricePaise: req.body.price,
          diet: req.body.diet,
        }),
      ),
  );
  r.post(
    '/menu-editor/choices/:choiceId/stock',
    {
      preHandler: requireUser,
      schema: { params: choiceIdParam, body: setChoiceStockBody, response: { 200: setChoiceStockResponse } },
    },
    async (req) =>
      ok(
        await setChoiceStock({
          ...deps(),
          userId: userOf(req).id,
          choiceId: req.params.choiceId,
          version: req.body.version,
          isActive: req.body.is_active,
        }),
      ),
  );
  r.post(
    '/menu-editor/choices/:choiceId/archive',
    {
      preHandler: requireUser,
      schema: { params: choiceIdParam, body: archiveChoiceBody, response: { 200: archiveChoiceResponse } },
    },
    async (req) =>
      ok(
        await archiveChoice({
          ...deps(),
          userId: userOf(req).id,
          choiceId: req.params.choiceId,
          version: req.body.version,
        }),
      ),
  );
}
