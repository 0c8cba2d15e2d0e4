import { useEffect } from 'react';

// A move or a save re-renders the menu in a new order, and a button that moved (or turned disabled at
// the top) would drop the keyboard's focus on the page. The control asks, before it saves, where the
// focus should land; the editor puts it there once the new menu is on screen.
let wanted: readonly string[] = [];

/** The first of these element ids that is there and enabled takes the focus after the next menu change. */
export function focusAfterSave(...ids: string[]) {
  wanted = ids;
}

/** Forgets a request whose save failed (the control is still where it was). */
export function cancelFocusRequest() {
  wanted = [];
}

/** Run by the editor: hands the focus over each time the menu it shows changes. */
export function useTakeFocus(menu: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the menu changes, by design
  useEffect(() => {
    if (wanted.length === 0) return;
    for (const id of wanted) {
      const el = document.getElementById(id);
      if (el && !(el instanceof HTMLButtonElement && el.disabled)) {
        wanted = [];
        el.focus();
        return;
      }
    }
  }, [menu]);
}
