import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIsMutating } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { useArchiveDish } from './api/archive-dish.ts';
import { menuOrderKey } from './api/get-menu-editor.ts';
import { useReorderDishes } from './api/reorder-dishes.ts';
import { useUpdateDish } from './api/update-dish.ts';
import { DishForm } from './dish-form.tsx';
import type { EditorTools } from './editor-tools.ts';
import css from './menu-editor.module.css';
import { MoveButtons } from './move-buttons.tsx';
import { SaveProblem } from './save-problem.tsx';
import { cancelFocusRequest, focusAfterSave } from './take-focus.ts';

/** Element ids of a dish's controls, for the focus to come back to after a move. */
const dishControlId = (dishId: number, control: 'up' | 'down' | 'category' | 'edit') =>
  `dish-${dishId}-${control}`;

/**
 * One dish: what customers see of it, and everything that can be done to it. Every control saves at
 * once and says so; a refusal is shown under the dish in plain words.
 */
export function DishRow({
  tools,
  dish,
  dishIds,
  addDishButtonId,
}: {
  tools: EditorTools;
  dish: EditorDish;
  /** The category's dishes in order: what a move up or down sends. */
  dishIds: number[];
  /** Where the focus goes once the dish is removed. */
  addDishButtonId: string;
}) {
  const { t } = useLingui();
  const { restaurantId, categories, announce, reload } = tools;
  const name = dish.name;
  const update = useUpdateDish(restaurantId);
  const reorder = useReorderDishes(restaurantId);
  const archive = useArchiveDish(restaurantId);
  // One order change at a time: a second one sent before the first is answered would undo it.
  const ordering = useIsMutating({ mutationKey: menuOrderKey(restaurantId) }) > 0;
  const [problem, setProblem] = useState<Error | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const inStock =
    update.isPending && update.variables.change.is_active !== undefined
      ? update.variables.change.is_active
      : dish.is_active;

  const failed = (err: Error) => {
    cancelFocusRequest();
    setProblem(err);
  };
  const move = (order: number[]) => {
    setProblem(null);
    reorder.mutate({ categoryId: dish.category_id, dishIds: order }, { onError: failed });
  };
  const setInStock = (on: boolean) => {
    if (update.isPending) return;
    setProblem(null);
    update.mutate(
      { dishId: dish.id, version: dish.version, change: { is_active: on } },
      {
        onSuccess: (d) => {
          const changed = d.name;
          announce(d.is_active ? t`${changed} is in stock.` : t`${changed} is out of stock.`);
        },
        onError: failed,
      },
    );
  };
  const moveTo = (categoryId: number) => {
    if (update.isPending || categoryId === dish.category_id) return;
    setProblem(null);
    focusAfterSave(dishControlId(dish.id, 'category'));
    const to = categories.find((c) => c.id === categoryId)?.name ?? t`the other category`;
    // A promise, not the mutation's callbacks: the row leaves this category (and unmounts) on success.
    update
      .mutateAsync({ dishId: dish.id, version: dish.version, change: { category_id: categoryId } })
      .then((d) => {
        const moved = d.name;
        announce(t`Moved ${moved} to ${to}.`);
      }, failed);
  };
  const remove = () => {
    setConfirming(false);
    setProblem(null);
    focusAfterSave(addDishButtonId);
    archive
      .mutateAsync({ dishId: dish.id, version: dish.version })
      .then(() => announce(t`Removed ${name} from the menu.`), failed);
  };

  return (
    <li className={inStock ? css.dish : `${css.dish} ${css.dishOut}`}>
      <div className={css.dishInfo}>
        <VegMark isVeg={dish.diet !== 'non_veg'} hasEgg={dish.diet === 'egg'} />
        <span className={css.dishName}>
          <strong translate="no">{dish.name}</strong>{' '}
          <span className={css.price}>
            {formatInr(rupeesToPaise(dish.price))}
            {dish.old_price && (
              <>
                {' '}
                <s className="muted">
                  <span className="visually-hidden">{t`was`} </span>
                  {formatInr(rupeesToPaise(dish.old_price))}
                </s>
              </>
            )}
          </span>
          {dish.is_recommended && <span className="tag">{t`Recommended`}</span>}
          {!inStock && <span className={`tag ${css.outTag}`}>{t`Out of stock`}</span>}
        </span>
      </div>
      <div className={css.dishTools}>
        <ToggleSwitch checked={inStock} onChange={setInStock}>
          <Trans>In stock</Trans>
          <span className="visually-hidden" translate="no">
            : {dish.name}
          </span>
        </ToggleSwitch>
        <span className={css.categorySelect}>
          <label htmlFor={dishControlId(dish.id, 'category')} className="small">
            <Trans>
              <span className={css.selectLabel}>Category</span>
              <span className="visually-hidden">
                {' '}
                of <span translate="no">{name}</span>
              </span>
            </Trans>
          </label>
          <select
            id={dishControlId(dish.id, 'category')}
            value={dish.category_id}
            onChange={(e) => moveTo(Number(e.target.value))}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.is_hidden ? ` ${t`(hidden)`}` : ''}
              </option>
            ))}
          </select>
        </span>
        <span className={css.buttons}>
          <Button
            id={dishControlId(dish.id, 'edit')}
            variant="outline"
            size="small"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden size={16} />{' '}
            <Trans>
              Edit
              <span className="visually-hidden" translate="no">
                {' '}
                {name}
              </span>
            </Trans>
          </Button>
          <MoveButtons
            id={dish.id}
            ids={dishIds}
            name={name}
            controlId={(direction) => dishControlId(dish.id, direction)}
            busy={ordering}
            onMove={move}
          />
          <Button
            variant="ghost"
            size="small"
            aria-busy={archive.isPending || undefined}
            onClick={() => !archive.isPending && setConfirming(true)}
          >
            <Trash2 aria-hidden size={16} />{' '}
            <Trans>
              Remove
              <span className="visually-hidden" translate="no">
                {' '}
                {name}
              </span>
            </Trans>
          </Button>
        </span>
      </div>
      <SaveProblem
        error={problem}
        onReload={() => {
          setProblem(null);
          reload();
        }}
      />
      <Sheet open={editing} onClose={() => setEditing(false)} title={t`Edit ${name}`}>
        <DishForm tools={tools} categoryId={dish.category_id} dish={dish} onDone={() => setEditing(false)} />
      </Sheet>
      <ConfirmDialog
        open={confirming}
        title={t`Remove ${name} from the menu?`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Keep it`}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      >
        <Trans>Past orders keep it.</Trans>
      </ConfirmDialog>
    </li>
  );
}
