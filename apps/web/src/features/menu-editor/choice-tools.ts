import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';

/** What every part of a dish's choices needs from the dish editor around it. */
export interface ChoiceTools {
  restaurantId: number;
  dishId: number;
  /** The dish's version every save names: the one the dish's form holds. */
  version: number;
  /** A save's answer: the form goes on from its version. */
  saved: (dish: EditorDish) => void;
  /** A change to this dish's choices is under way: the next waits (it needs the version this one leaves). */
  busy: boolean;
  announce: (text: string) => void;
  /** After a 409 or a 404: the dish as it is now, its version the one to go on from. */
  reload: () => void;
}
