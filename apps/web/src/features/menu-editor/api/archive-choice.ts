import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id/archive `{ version }`: the option off its group; orders keep theirs. */
export const useArchiveChoice = (restaurantId: number, dishId: number) =>
  useDishChange(restaurantId, dishId, ({ choiceId }: { version: number; choiceId: number }) => ({
    path: `choices/${choiceId}/archive`,
  }));
