import type { archiveChoiceGroupBody } from '@khabar/domain/contracts/menu-editor/archive-choice-group';
import { useDishChange } from './dish-change.ts';

/** POST menu-editor/choice-groups/:id/archive `{ version }`: the group and its options off the dish; orders keep theirs. */
export const useArchiveChoiceGroup = (restaurantId: number, dishId: number) =>
  useDishChange<{ version: number; groupId: number }, typeof archiveChoiceGroupBody>(
    restaurantId,
    dishId,
    ({ version, groupId }) => ({ path: `choice-groups/${groupId}/archive`, body: { version } }),
  );
