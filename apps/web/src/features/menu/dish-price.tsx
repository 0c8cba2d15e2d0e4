import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import css from './menu.module.css';

/** A dish's price, with the old price struck through when the restaurant has lowered it. */
export function DishPrice({ item }: { item: Pick<MenuItem, 'price' | 'old_price'> }) {
  const price = rupeesToPaise(item.price);
  const oldPrice = rupeesToPaise(item.old_price);
  return (
    <p className={css.price}>
      {formatInr(price, { trimZeros: true })}
      {oldPrice > price && (
        <s className={css.oldPrice}>
          <span className="visually-hidden">was </span>
          {formatInr(oldPrice, { trimZeros: true })}
        </s>
      )}
    </p>
  );
}
