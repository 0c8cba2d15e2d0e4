import type { reorderChoicesBody } from '@khabar/domain/contracts/menu-editor/reorder-choices';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/choices/order `{ version, choice_ids }`: every option of the group, in its new order. */
export const useReorderChoices = (restaurantId: number, dishId: number) =>
  useDishChange<{ version: number; groupId: number; choiceIds: number[] }, typeof reorderChoicesBody>(
    restaurantId,
    dishId,
    ({ version, groupId, choiceIds }) => ({
      path: `choice-groups/${groupId}/choices/order`,
      body: { version, choice_ids: choiceIds },
    }),
  );
