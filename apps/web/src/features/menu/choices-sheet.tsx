import type { CartLine } from '@khabar/domain/cart/cart';
import {
  checkDishChoices,
  choicesText,
  type DishChoiceGroup,
  unitPricePaise,
} from '@khabar/domain/catalog/dish-choices';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { dishChoiceGroups } from '../../lib/dish-choice-groups.ts';
import { ruleText } from '../../lib/i18n/domain-text.ts';
import css from './choices-sheet.module.css';

type NewLine = Omit<CartLine, 'quantity'>;

/** What a group still needs before the dish can be added: "Choose one Portion", or null. */
function groupShortfall(g: DishChoiceGroup, picked: readonly number[]): string | null {
  const n = g.choices.filter((c) => picked.includes(c.id)).length;
  if (n >= g.min) return null;
  const group = g.name;
  const least = g.min;
  return g.min === 1 && g.max === 1 ? t`Choose one ${group}.` : t`Choose at least ${least} in ${group}.`;
}

/**
 * The dish's choices (issue 27), loaded the first time a customisable dish's ADD is pressed: a bottom
 * sheet on the phone, a dialog on a wide screen (the shared Sheet: focus kept inside, Escape closes,
 * focus goes back). `last`: the choices of the dish's last line in the cart; then it first asks
 * "Repeat last" or "Choose again", as Swiggy and Zomato do.
 */
export function ChoicesSheet({
  open,
  item,
  last,
  onAdd,
  onClose,
}: {
  open: boolean;
  item: MenuItem;
  last: number[] | null;
  onAdd: (line: NewLine) => void;
  onClose: () => void;
}) {
  const groups = useMemo(() => dishChoiceGroups(item), [item]);
  const dishPaise = rupeesToPaise(item.price);
  const [step, setStep] = useState<'repeat' | 'choose'>(last ? 'repeat' : 'choose');
  const [picked, setPicked] = useState<number[]>([]);
  const [error, setError] = useState<{ groupId: number | null; message: string } | null>(null);
  const groupRefs = useRef(new Map<number, HTMLFieldSetElement>());
  const errorId = useId();

  const lineOf = (ids: readonly number[]): NewLine | string => {
    const check = checkDishChoices(item.name, groups, ids);
    // The domain's reason is English (the server's copy of the rule); the screen says it in its language.
    const dish = item.name;
    if (!check.ok) return t`Some of these choices for ${dish} cannot be had now. Please choose again.`;
    return {
      itemId: item.id,
      name: item.name,
      pricePaise: unitPricePaise(dishPaise, check.chosen),
      isVeg: item.is_veg === 1,
      choices: check.chosen,
    };
  };

  const lastLine = last ? lineOf(last) : null;
  const repeatLast = () => {
    if (lastLine && typeof lastLine !== 'string') return onAdd(lastLine);
    // The last combination cannot be had now (an option out of stock): choose again, told why.
    setStep('choose');
    setPicked(
      (last ?? []).filter((id) => groups.some((g) => g.choices.some((c) => c.id === id && c.isActive))),
    );
    setError({ groupId: null, message: typeof lastLine === 'string' ? lastLine : t`Please choose again.` });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    for (const g of groups) {
      const need = groupShortfall(g, picked);
      if (need) {
        setError({ groupId: g.id, message: need });
        groupRefs.current.get(g.id)?.focus();
        return;
      }
    }
    const line = lineOf(picked);
    if (typeof line === 'string') setError({ groupId: null, message: line });
    else onAdd(line);
  };

  const toggle = (g: DishChoiceGroup, id: number, on: boolean) => {
    const inGroup = new Set(g.choices.map((c) => c.id));
    setPicked((p) =>
      g.kind === 'variant'
        ? [...p.filter((x) => !inGroup.has(x)), id]
        : on
          ? [...p, id]
          : p.filter((x) => x !== id),
    );
    if (error?.groupId === g.id || error?.groupId === null) setError(null);
  };

  const running = unitPricePaise(
    dishPaise,
    groups.flatMap((g) => g.choices.filter((c) => picked.includes(c.id))),
  );

  const runningText = formatInr(running, { trimZeros: true });

  return (
    <Sheet open={open} onClose={onClose} title={item.name} titleTranslate={false} className={css.sheet}>
      {step === 'repeat' && lastLine !== null ? (
        <div className={css.repeat}>
          <p>
            <Trans>Your last choice:</Trans>{' '}
            {typeof lastLine === 'string' ? (
              <strong>
                <Trans>no longer available</Trans>
              </strong>
            ) : (
              <strong translate="no">{choicesText(lastLine.choices ?? [])}</strong>
            )}
          </p>
          <div className={css.repeatActions}>
            <Button variant="outline" onClick={() => setStep('choose')}>
              <Trans>Choose again</Trans>
            </Button>
            <Button onClick={repeatLast}>
              <Trans>Repeat last</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate>
          {error?.groupId === null && (
            <p className={css.error} role="alert">
              {error.message}
            </p>
          )}
          {groups.map((g) => {
            const count = g.choices.filter((c) => picked.includes(c.id)).length;
            const full = g.kind === 'addon' && count >= g.max;
            const failing = error?.groupId === g.id;
            return (
              <fieldset
                key={g.id}
                className={failing ? `${css.group} ${css.failing}` : css.group}
                ref={(el) => {
                  if (el) groupRefs.current.set(g.id, el);
                  else groupRefs.current.delete(g.id);
                }}
                tabIndex={-1}
                aria-describedby={failing ? errorId : undefined}
              >
                <legend className={css.legend}>
                  <span className={css.groupName} translate="no">
                    {g.name}
                  </span>
                  <span className={css.rule}>{ruleText(g)}</span>
                </legend>
                {failing && (
                  <p id={errorId} className={css.error} role="alert">
                    {error.message}
                  </p>
                )}
                {g.choices.map((c) => {
                  const checked = picked.includes(c.id);
                  return (
                    <label key={c.id} className={c.isActive ? css.option : `${css.option} ${css.outOfStock}`}>
                      <input
                        type={g.kind === 'variant' ? 'radio' : 'checkbox'}
                        name={`group-${g.id}`}
                        checked={checked}
                        disabled={!c.isActive || (full && !checked)}
                        onChange={(e) => toggle(g, c.id, e.target.checked)}
                      />
                      <VegMark isVeg={c.isVeg} hasEgg={c.hasEgg} />
                      <span className={css.optionName} translate="no">
                        {c.name}
                      </span>
                      <span className={css.optionPrice}>
                        {!c.isActive
                          ? t`Out of stock`
                          : c.pricePaise > 0
                            ? `+${formatInr(c.pricePaise, { trimZeros: true })}`
                            : ''}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            );
          })}
          <div className={css.footer}>
            <Button type="submit" block>
              <Trans>Add item {runningText}</Trans>
            </Button>
          </div>
        </form>
      )}
    </Sheet>
  );
}
