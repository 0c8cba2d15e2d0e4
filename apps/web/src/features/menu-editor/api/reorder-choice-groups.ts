import type { reorderChoiceGroupsBody } from '@khabar/domain/contracts/menu-editor/reorder-choice-groups';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/dishes/:id/choice-groups/order `{ version, group_ids }`: every group, in its new order. */
export const useReorderChoiceGroups = (restaurantId: number, dishId: number) =>
  useDishChange<{ version: number; groupIds: number[] }, typeof reorderChoiceGroupsBody>(
    restaurantId,
    dishId,
    ({ version, groupIds }) => ({
      path: `dishes/${dishId}/choice-groups/order`,
      body: { version, group_ids: groupIds },
    }),
  );
