import { lowestPricePaise } from '@khabar/domain/catalog/dish-choices';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans } from '@lingui/react/macro';
import { Photo } from '../../components/photo/photo.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { dishChoiceGroups, isCustomisable } from '../../lib/dish-choice-groups.ts';
import { DishPrice } from './dish-price.tsx';
import css from './menu.module.css';
import { plainText } from './plain-text.ts';

export function MenuItemRow({
  item,
  quantity,
  orderable,
  onAdd,
  onRemove,
  onOpen,
}: {
  item: MenuItem;
  quantity: number;
  orderable: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onOpen: () => void;
}) {
  const available = orderable && item.is_active === 1;
  const customisable = isCustomisable(item);
  return (
    <li className={item.is_active ? css.dish : `${css.dish} ${css.inactive}`}>
      <div className={css.text}>
        <VegMark isVeg={item.is_veg === 1} hasEgg={item.has_egg === 1} />
        <h3 className={css.name}>
          <button type="button" className={css.open} onClick={onOpen} aria-haspopup="dialog" translate="no">
            {item.name}
          </button>
        </h3>
        <DishPrice
          item={item}
          fromPaise={
            customisable ? lowestPricePaise(rupeesToPaise(item.price), dishChoiceGroups(item)) : undefined
          }
        />
        <p className={css.desc} translate="no">
          {plainText(item.desc)}
        </p>
        {!item.is_active && (
          <p className={css.unavailable}>
            <Trans>Not available right now</Trans>
          </p>
        )}
      </div>
      <div className={css.side}>
        <button type="button" className={css.image} onClick={onOpen} tabIndex={-1} aria-hidden>
          <Photo path={item.image} sizes="112px" alt="" width={112} height={112} loading="lazy" />
        </button>
        <QuantityStepper
          className={css.stepperUnderPhoto}
          name={item.name}
          quantity={quantity}
          disabled={!available}
          onAdd={onAdd}
          onRemove={onRemove}
        />
        {customisable && (
          <span className={css.customisable}>
            <Trans>Customisable</Trans>
          </span>
        )}
      </div>
    </li>
  );
}
