import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import css from './quantity-stepper.module.css';

/**
 * ADD, turning into a minus/plus stepper once the dish is in the cart. The button pressed is replaced,
 * so focus moves with it: ADD hands it to the plus, the last minus hands it back to ADD, and a
 * keyboard user is never dropped to the top of the page.
 */
export function QuantityStepper({
  name,
  quantity,
  disabled,
  onAdd,
  onRemove,
  className,
}: {
  name: string;
  quantity: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
  /** Where the page places it (the menu tucks it under the dish's photo). */
  className?: string;
}) {
  const { t } = useLingui();
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'add' | 'plus' | null>(null);
  useLayoutEffect(() => {
    const next = focusNext.current;
    if (next === 'plus' && quantity > 0) {
      plusRef.current?.focus();
      focusNext.current = null;
    } else if (next === 'add' && quantity === 0) {
      addRef.current?.focus();
      focusNext.current = null;
    }
  }, [quantity]);
  // Only when this control had the focus: a click elsewhere (the item sheet) must not pull it here.
  const hasFocus = (el: HTMLElement) => el === document.activeElement;

  if (quantity === 0)
    return (
      <button
        ref={addRef}
        type="button"
        className={className ? `${css.add} ${className}` : css.add}
        onClick={(e) => {
          if (hasFocus(e.currentTarget)) focusNext.current = 'plus';
          onAdd();
        }}
        disabled={disabled}
        data-add
        aria-label={t`Add ${name}`}
      >
        <Trans>ADD</Trans>
      </button>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border; the group only names the pair
    <div
      className={className ? `${css.stepper} ${className}` : css.stepper}
      role="group"
      aria-label={t`${name} quantity`}
    >
      <button
        type="button"
        onClick={(e) => {
          if (quantity === 1 && hasFocus(e.currentTarget)) focusNext.current = 'add';
          onRemove();
        }}
        aria-label={t`Remove one ${name}`}
      >
        <Minus aria-hidden size={16} />
      </button>
      <output aria-live="polite">{quantity}</output>
      <button
        ref={plusRef}
        type="button"
        onClick={onAdd}
        disabled={disabled}
        // The menu gives the focus back to whichever add button the dish has now (ADD or this plus).
        data-add
        aria-label={t`Add one more ${name}`}
      >
        <Plus aria-hidden size={16} />
      </button>
    </div>
  );
}
