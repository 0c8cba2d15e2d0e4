import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';

/** A dish's price, with the old price struck through when the restaurant has lowered it. */
export function DishPrice({ item }: { item: Pick<MenuItem, 'price' | 'old_price'> }) {
  const price = rupeesToPaise(item.price);
  const oldPrice = rupeesToPaise(item.old_price);
  return (
    <p className="dish__price">
      {formatInr(price, { trimZeros: true })}
      {oldPrice > price && (
        <s className="dish__old-price">
          <span className="visually-hidden">was </span>
          {formatInr(oldPrice, { trimZeros: true })}
        </s>
      )}
    </p>
  );
}
