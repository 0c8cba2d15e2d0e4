import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/choices/order `{ version, choice_ids }`: every option of the group, in its new order. */
export const useReorderChoices = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({ groupId, choiceIds }: { version: number; groupId: number; choiceIds: number[] }) => ({
      path: `choice-groups/${groupId}/choices/order`,
      body: { choice_ids: choiceIds },
    }),
  );
