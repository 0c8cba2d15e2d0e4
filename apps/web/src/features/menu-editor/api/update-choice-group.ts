import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id `{ version, ...changes }`: rename it or change what it asks for. */
export const useUpdateChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({
      groupId,
      change,
    }: {
      version: number;
      groupId: number;
      change: { name?: string; kind?: 'variant' | 'addon'; min?: number; max?: number };
    }) => ({
      path: `choice-groups/${groupId}`,
      body: change,
    }),
  );
