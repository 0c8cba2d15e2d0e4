import type { updateChoiceGroupBody } from '@khabar/domain/contracts/menu-editor/update-choice-group';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id `{ version, ...changes }`: rename it or change what it asks for. */
export const useUpdateChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange<
    {
      version: number;
      groupId: number;
      change: { name?: string; kind?: 'variant' | 'addon'; min?: number; max?: number };
    },
    typeof updateChoiceGroupBody
  >(restaurantId, dishId, ({ version, groupId, change }) => ({
    path: `choice-groups/${groupId}`,
    body: { version, ...change },
  }));
