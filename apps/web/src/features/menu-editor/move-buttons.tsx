import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { moveId } from './move-in-list.ts';
import { focusAfterSave } from './take-focus.ts';

/**
 * Up and down for one thing in an ordered list (a category, a dish, a choice group, an option): off at
 * the ends, named for what moves. Before the order is sent, the focus is asked to come back to the
 * same button (or the other one, when the moved thing reached an end and its button turned off).
 */
export function MoveButtons({
  id,
  ids,
  name,
  controlId,
  busy,
  onMove,
}: {
  id: number;
  /** The list in order, with `id` in it: what a move sends, changed. */
  ids: readonly number[];
  /** What moves, as a screen reader says it ("Mutton Biryani", "group Portion"). */
  name: string;
  /** The element ids of the two buttons. */
  controlId: (direction: 'up' | 'down') => string;
  /** Another change of the same list is on its way: a second one would undo it. */
  busy: boolean;
  onMove: (order: number[], by: -1 | 1) => void;
}) {
  const { t } = useLingui();
  const index = ids.indexOf(id);
  const move = (by: -1 | 1) => {
    const order = moveId(ids, id, by);
    if (!order || busy) return;
    const [same, other] = by === -1 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focusAfterSave(controlId(same), controlId(other));
    onMove(order, by);
  };
  return (
    <>
      <Button
        id={controlId('up')}
        variant="ghost"
        size="small"
        aria-label={t`Move ${name} up`}
        title={t`Move up`}
        disabled={index <= 0}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden size={18} />
      </Button>
      <Button
        id={controlId('down')}
        variant="ghost"
        size="small"
        aria-label={t`Move ${name} down`}
        title={t`Move down`}
        disabled={index === ids.length - 1}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden size={18} />
      </Button>
    </>
  );
}
