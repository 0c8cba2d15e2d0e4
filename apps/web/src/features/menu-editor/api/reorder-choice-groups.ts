import { useDishChange } from './dish-change.ts';

/** POST menu-editor/dishes/:id/choice-groups/order `{ version, group_ids }`: every group, in its new order. */
export const useReorderChoiceGroups = (restaurantId: number, dishId: number) =>
  useDishChange(restaurantId, dishId, ({ groupIds }: { version: number; groupIds: number[] }) => ({
    path: `dishes/${dishId}/choice-groups/order`,
    body: { group_ids: groupIds },
  }));
