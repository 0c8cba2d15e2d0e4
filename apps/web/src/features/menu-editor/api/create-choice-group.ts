import { useDishChange } from './dish-change.ts';

/** POST menu-editor/dishes/:id/choice-groups `{ version, name, kind, min, max }`: a new group, last. */
export const useCreateChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({
      name,
      kind,
      min,
      max,
    }: {
      version: number;
      name: string;
      kind: 'variant' | 'addon';
      min: number;
      max: number;
    }) => ({
      path: `dishes/${dishId}/choice-groups`,
      body: { name, kind, min, max },
    }),
  );
