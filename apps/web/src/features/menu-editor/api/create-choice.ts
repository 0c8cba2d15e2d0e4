import type { createChoiceBody } from '@khabar/domain/contracts/menu-editor/create-choice';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/choices `{ version, name, price, diet }`: a new option, last, in stock. */
export const useCreateChoice = (restaurantId: number, dishId: number) =>
  useDishChange<
    {
      version: number;
      groupId: number;
      fields: { name: string; price: string; diet: 'veg' | 'non_veg' | 'egg' };
    },
    typeof createChoiceBody
  >(restaurantId, dishId, ({ version, groupId, fields }) => ({
    path: `choice-groups/${groupId}/choices`,
    body: { version, ...fields },
  }));
