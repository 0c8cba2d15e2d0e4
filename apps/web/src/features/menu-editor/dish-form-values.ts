// The dish form's fields as typed, and what a save sends: the same rules the server applies, checked
// first so a typo is named at once; the server's answer stays the authority (its 400s name the field).
import type { Diet, EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { paiseToRupees, rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';

export interface DishFormValues {
  name: string;
  /** Plain text: the page turns it into the menu's HTML (descriptionHtml). */
  description: string;
  price: string;
  oldPrice: string;
  diet: Diet;
  recommended: boolean;
}
export type DishField = 'name' | 'description' | 'price' | 'oldPrice' | 'diet';

/** The form's field by the API's name for it, as a refusal's path names it. */
export const DISH_FIELD_OF_PATH: Readonly<Record<string, DishField>> = {
  name: 'name',
  description: 'description',
  price: 'price',
  old_price: 'oldPrice',
  diet: 'diet',
};

/** What the create and update calls take. */
export interface DishFields {
  name: string;
  description: string;
  price: string;
  old_price: string | null;
  diet: Diet;
  is_recommended: boolean;
}

export const EMPTY_DISH_FORM: DishFormValues = {
  name: '',
  description: '',
  price: '',
  oldPrice: '',
  diet: 'veg',
  recommended: false,
};

/** The form prefilled from a dish whose description has already been turned into plain text. */
export const dishFormValues = (dish: EditorDish, description: string): DishFormValues => ({
  name: dish.name,
  description,
  price: dish.price,
  oldPrice: dish.old_price ?? '',
  diet: dish.diet,
  recommended: dish.is_recommended,
});

/** "₹1,299.5" -> 129950 paise; null when it is not an amount in rupees with at most two decimals. */
export function amountPaise(text: string): number | null {
  const plain = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  return /^\d{1,6}(\.\d{1,2})?$/.test(plain) ? rupeesToPaise(plain) : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text as the menu's description HTML (the demo menus' `<p>` paragraphs): every character shown
 * as typed, none read as markup.
 */
export function descriptionHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

type Checked = { ok: true; fields: DishFields } | { ok: false; field: DishField; message: string };

/** The fields to send, or the first field that cannot be sent and why, in plain words. */
export function readDishForm(values: DishFormValues): Checked {
  const name = values.name.trim();
  if (name.length < 2 || name.length > 80) {
    return { ok: false, field: 'name', message: t`Name the dish in 2 to 80 characters.` };
  }
  const description = values.description.trim();
  if (description.length > 1000) {
    return { ok: false, field: 'description', message: t`Keep the description to 1,000 characters.` };
  }
  const price = amountPaise(values.price);
  if (price === null) {
    return { ok: false, field: 'price', message: t`Enter the price in rupees, like 149 or 149.50.` };
  }
  let oldPrice: number | null = null;
  if (values.oldPrice.trim() !== '') {
    oldPrice = amountPaise(values.oldPrice);
    if (oldPrice === null) {
      return {
        ok: false,
        field: 'oldPrice',
        message: t`Enter the old price in rupees, or leave it empty.`,
      };
    }
    if (oldPrice <= price) {
      return { ok: false, field: 'oldPrice', message: t`The old price must be more than the price.` };
    }
  }
  return {
    ok: true,
    fields: {
      name,
      description,
      price: paiseToRupees(price),
      old_price: oldPrice === null ? null : paiseToRupees(oldPrice),
      diet: values.diet,
      is_recommended: values.recommended,
    },
  };
}

/**
 * Only what the form changed since it was opened (a save names nothing it did not mean to change),
 * the description as the menu's HTML. Empty when nothing changed.
 */
export function changedDishFields(initial: DishFormValues, fields: DishFields): Partial<DishFields> {
  const changed: Partial<DishFields> = {};
  if (fields.name !== initial.name.trim()) changed.name = fields.name;
  if (fields.description !== initial.description.trim())
    changed.description = descriptionHtml(fields.description);
  if (rupeesToPaise(fields.price) !== amountPaise(initial.price)) changed.price = fields.price;
  const oldBefore = initial.oldPrice.trim() === '' ? null : amountPaise(initial.oldPrice);
  const oldNow = fields.old_price === null ? null : rupeesToPaise(fields.old_price);
  if (oldNow !== oldBefore) changed.old_price = fields.old_price;
  if (fields.diet !== initial.diet) changed.diet = fields.diet;
  if (fields.is_recommended !== initial.recommended) changed.is_recommended = fields.is_recommended;
  return changed;
}
