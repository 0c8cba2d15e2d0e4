import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id/stock `{ version, is_active }`: the option's in-stock switch. */
export const useSetChoiceStock = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({ choiceId, isActive }: { version: number; choiceId: number; isActive: boolean }) => ({
      path: `choices/${choiceId}/stock`,
      body: { is_active: isActive },
    }),
  );
