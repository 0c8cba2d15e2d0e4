import type { createChoiceGroupBody } from '@khabar/domain/contracts/menu-editor/create-choice-group';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/dishes/:id/choice-groups `{ version, name, kind, min, max }`: a new group, last. */
export const useCreateChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange<
    { version: number; name: string; kind: 'variant' | 'addon'; min: number; max: number },
    typeof createChoiceGroupBody
  >(restaurantId, dishId, (body) => ({ path: `dishes/${dishId}/choice-groups`, body }));
