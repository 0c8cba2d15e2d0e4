import { choicesText } from '@khabar/domain/catalog/dish-choices';
import css from './line-choices.module.css';

/**
 * The choices made on an order or cart line, under its name: "Half, Extra raita" (issue 27). Every
 * screen that lists lines (cart, order details, the restaurant's console, the captain's trip, the back
 * office) shows them with this, so a kitchen reads the same words the customer chose. Nothing for a
 * dish of one price. The choices are named as the restaurant wrote them, like its dishes: never translated.
 */
export function LineChoices({ choices }: { choices?: readonly { name: string }[] | null }) {
  if (!choices?.length) return null;
  return (
    <span className={css.choices} translate="no">
      {choicesText(choices)}
    </span>
  );
}
