/** What every part of the editor needs from the page around it. */
export interface EditorTools {
  restaurantId: number;
  /** Every category, in menu order: where a dish can be moved. */
  categories: readonly { id: number; name: string; is_hidden: boolean }[];
  /** A short "Saved." for screen readers and eyes (the snackbar). */
  announce: (text: string) => void;
  /** Reads the menu again: after a 409, the latest is what the next save starts from. */
  reload: () => void;
}
