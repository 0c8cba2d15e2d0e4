import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans } from '@lingui/react/macro';
import css from './menu.module.css';

/**
 * A dish's price, with the old price struck through when the restaurant has lowered it. A dish with
 * choices (issue 27) shows the lowest price it can be ordered at (`fromPaise`), the old price moved by
 * as much.
 */
export function DishPrice({
  item,
  fromPaise,
}: {
  item: Pick<MenuItem, 'price' | 'old_price'>;
  fromPaise?: number;
}) {
  const base = rupeesToPaise(item.price);
  const price = fromPaise ?? base;
  const old = rupeesToPaise(item.old_price);
  const oldPrice = old > 0 ? old + price - base : 0;
  return (
    <p className={css.price}>
      {formatInr(price, { trimZeros: true })}
      {oldPrice > price && (
        <s className={css.oldPrice}>
          <span className="visually-hidden">
            <Trans>was</Trans>{' '}
          </span>
          {formatInr(oldPrice, { trimZeros: true })}
        </s>
      )}
    </p>
  );
}
