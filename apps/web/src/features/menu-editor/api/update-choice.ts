import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id `{ version, ...changes }`: an option's name, price or mark. */
export const useUpdateChoice = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({
      choiceId,
      change,
    }: {
      version: number;
      choiceId: number;
      change: { name?: string; price?: string; diet?: 'veg' | 'non_veg' | 'egg' };
    }) => ({
      path: `choices/${choiceId}`,
      body: change,
    }),
  );
