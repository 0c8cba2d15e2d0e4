import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import { Trans } from '@lingui/react/macro';
import type { Config } from 'dompurify';
import { useEffect, useState } from 'react';
import { Photo } from '../../components/photo/photo.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { Sheet } from '../../components/ui/sheet.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { DishPrice } from './dish-price.tsx';
import css from './menu.module.css';
import { plainText } from './plain-text.ts';

// The description is restaurant-written HTML: only simple text formatting survives, never a script,
// a style, an image or a link that could trick the customer.
const ALLOWED: Config = {
  ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'span'],
  ALLOWED_ATTR: [],
};

type Sanitize = (html: string) => string;

/**
 * DOMPurify, fetched when a sheet first opens: about 10 KB of gzip the menu's first view does not need
 * (issue 15: the menu's largest paint waited on scripts). Until it is here the same words show, plain.
 */
function useSanitizer(wanted: boolean): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    if (!wanted || sanitize) return;
    let live = true;
    import('dompurify').then(
      ({ default: purify }) => {
        if (live) setSanitize(() => (html: string) => purify.sanitize(html, ALLOWED) as string);
      },
      () => {}, // offline: the plain words stay
    );
    return () => {
      live = false;
    };
  }, [wanted, sanitize]);
  return sanitize;
}

/**
 * The item detail bottom sheet: big picture, marks, price, the description and the stepper. `notice`:
 * what its minus just did to the cart beyond the dish (a coupon dropped, and why). The modal sheet
 * covers the page's snackbar and makes it inert, so it says this itself.
 */
export function ItemSheet({
  item,
  quantity,
  orderable,
  notice = '',
  onAdd,
  onRemove,
  onClose,
}: {
  item: MenuItem | null;
  quantity: number;
  orderable: boolean;
  notice?: string;
  onAdd: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const sanitize = useSanitizer(item !== null);
  return (
    <Sheet open={item !== null} onClose={onClose} title={item?.name ?? ''} titleTranslate={false}>
      {item && (
        <>
          <Photo
            className={css.sheetImage}
            path={item.image}
            sizes="(max-width: 768px) 100vw, 520px"
            alt={item.name}
            width={480}
            height={300}
          />
          <div className={css.sheetRow}>
            <VegMark isVeg={item.is_veg === 1} hasEgg={item.has_egg === 1} />
            <DishPrice item={item} />
          </div>
          {sanitize ? (
            <div
              className={css.sheetDesc}
              translate="no"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify to plain formatting tags
              dangerouslySetInnerHTML={{ __html: sanitize(item.desc) }}
            />
          ) : (
            <div className={css.sheetDesc} translate="no">
              <p>{plainText(item.desc)}</p>
            </div>
          )}
          <div className={css.sheetActions}>
            {!item.is_active && (
              <p className={css.unavailable}>
                <Trans>Not available right now</Trans>
              </p>
            )}
            <QuantityStepper
              name={item.name}
              quantity={quantity}
              disabled={!orderable || item.is_active !== 1}
              onAdd={onAdd}
              onRemove={onRemove}
            />
          </div>
          <p className="blocker small" role="status">
            {notice}
          </p>
        </>
      )}
    </Sheet>
  );
}
