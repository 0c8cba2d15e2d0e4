import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/choices `{ version, name, price, diet }`: a new option, last, in stock. */
export const useCreateChoice = (restaurantId: number, dishId: number) =>
  useDishChange(
    restaurantId,
    dishId,
    ({
      groupId,
      fields,
    }: {
      version: number;
      groupId: number;
      fields: { name: string; price: string; diet: 'veg' | 'non_veg' | 'egg' };
    }) => ({
      path: `choice-groups/${groupId}/choices`,
      body: fields,
    }),
  );
