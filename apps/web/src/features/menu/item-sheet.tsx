import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import DOMPurify from 'dompurify';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import { DishPrice } from './dish-price.tsx';

// The description is restaurant-written HTML: only simple text formatting survives, never a script,
// a style, an image or a link that could trick the customer.
const ALLOWED = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'span'],
  ALLOWED_ATTR: [],
};

/** The item detail bottom sheet: big picture, marks, price, the description and the stepper. */
export function ItemSheet({
  item,
  quantity,
  orderable,
  onAdd,
  onRemove,
  onClose,
}: {
  item: MenuItem | null;
  quantity: number;
  orderable: boolean;
  onAdd: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Sheet open={item !== null} onClose={onClose} title={item?.name ?? ''} className="item-sheet">
      {item && (
        <>
          <img
            className="item-sheet__image"
            src={mediaUrl(item.image ?? 'default/item.svg')}
            alt={item.name}
            width={480}
            height={300}
          />
          <div className="item-sheet__row">
            <VegMark isVeg={item.is_veg === 1} hasEgg={item.has_egg === 1} />
            <DishPrice item={item} />
          </div>
          <div
            className="item-sheet__desc"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify to plain formatting tags
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.desc, ALLOWED) }}
          />
          <div className="item-sheet__actions">
            {!item.is_active && <p className="dish__unavailable">Not available right now</p>}
            <QuantityStepper
              name={item.name}
              quantity={quantity}
              disabled={!orderable || item.is_active !== 1}
              onAdd={onAdd}
              onRemove={onRemove}
            />
          </div>
        </>
      )}
    </Sheet>
  );
}
