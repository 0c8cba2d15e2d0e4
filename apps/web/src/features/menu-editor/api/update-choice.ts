import type { updateChoiceBody } from '@khabar/domain/contracts/menu-editor/update-choice';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id `{ version, ...changes }`: an option's name, price or mark. */
export const useUpdateChoice = (restaurantId: number, dishId: number) =>
  useDishChange<
    {
      version: number;
      choiceId: number;
      change: { name?: string; price?: string; diet?: 'veg' | 'non_veg' | 'egg' };
    },
    typeof updateChoiceBody
  >(restaurantId, dishId, ({ version, choiceId, change }) => ({
    path: `choices/${choiceId}`,
    body: { version, ...change },
  }));
