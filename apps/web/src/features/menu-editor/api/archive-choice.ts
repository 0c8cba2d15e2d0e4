import type { archiveChoiceBody } from '@khabar/domain/contracts/menu-editor/archive-choice';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choices/:id/archive `{ version }`: the option off its group; orders keep theirs. */
export const useArchiveChoice = (restaurantId: number, dishId: number) =>
  useDishChange<{ version: number; choiceId: number }, typeof archiveChoiceBody>(
    restaurantId,
    dishId,
    ({ version, choiceId }) => ({ path: `choices/${choiceId}/archive`, body: { version } }),
  );
