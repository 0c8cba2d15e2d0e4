import type { setChoiceStockBody } from '@khabar/domain/contracts/menu-editor/set-choice-stock';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id/stock `{ version, is_active }`: the option's in-stock switch. */
export const useSetChoiceStock = (restaurantId: number, dishId: number) =>
  useDishChange<{ version: number; choiceId: number; isActive: boolean }, typeof setChoiceStockBody>(
    restaurantId,
    dishId,
    ({ version, choiceId, isActive }) => ({
      path: `choices/${choiceId}/stock`,
      body: { version, is_active: isActive },
    }),
  );
