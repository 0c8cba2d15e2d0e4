import { Minus, Plus } from 'lucide-react';

/** ADD, turning into a minus/plus stepper once the dish is in the cart. */
export function QuantityStepper({
  name,
  quantity,
  disabled,
  onAdd,
  onRemove,
}: {
  name: string;
  quantity: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}) {
  if (quantity === 0)
    return (
      <button
        type="button"
        className="add-btn"
        onClick={onAdd}
        disabled={disabled}
        aria-label={`Add ${name}`}
      >
        ADD
      </button>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a legend and a border; the group only names the pair
    <div className="stepper" role="group" aria-label={`${name} quantity`}>
      <button type="button" onClick={onRemove} aria-label={`Remove one ${name}`}>
        <Minus aria-hidden size={16} />
      </button>
      <output aria-live="polite">{quantity}</output>
      <button type="button" onClick={onAdd} disabled={disabled} aria-label={`Add one more ${name}`}>
        <Plus aria-hidden size={16} />
      </button>
    </div>
  );
}
