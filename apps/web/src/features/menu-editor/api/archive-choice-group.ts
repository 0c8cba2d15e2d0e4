import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/archive `{ version }`: the group and its options off the dish; orders keep theirs. */
export const useArchiveChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange(restaurantId, dishId, ({ groupId }: { version: number; groupId: number }) => ({
    path: `choice-groups/${groupId}/archive`,
  }));
