import { type RefObject, useLayoutEffect } from 'react';

/**
 * Focuses an element when it first appears, as React's `autoFocus` does. Preact only sets the
 * `autofocus` attribute, and a browser honours that once per document: a page reached a second time
 * without a reload (a box swapped in on the landing page, the search page opened again) was left
 * unfocused, and the keys typed next went nowhere.
 */
export function useFocusOnMount(element: RefObject<HTMLElement | null>, when = true) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus is taken once, when the element appears
  useLayoutEffect(() => {
    if (when) element.current?.focus();
  }, []);
}
