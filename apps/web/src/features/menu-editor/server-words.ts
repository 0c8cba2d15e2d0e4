// The server's refusals name fields as the API spells them ("old_price must be more than price"): the
// editor shows them with the form's own words and marks the field they are about.
import type { DishField } from './dish-form-values.ts';

const LABELS: Record<string, string> = {
  old_price: 'old price',
  is_recommended: 'recommended',
  is_active: 'in stock',
  is_hidden: 'hidden',
  category_id: 'category',
  category_ids: 'categories',
  item_ids: 'dishes',
};

/** The message with the API's field names in the form's words, starting with a capital. */
export function plainWords(message: string): string {
  const text = message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name) => LABELS[name] ?? name.replace(/_/g, ' '));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Which field of the dish form a refusal is about, when it names one. */
export function problemField(message: string): DishField | null {
  const m = message.toLowerCase();
  if (/\bold[_ ]price\b/.test(m)) return 'oldPrice';
  if (/\bprice\b/.test(m)) return 'price';
  if (/\bdescription\b/.test(m)) return 'description';
  if (/\bdiet\b/.test(m)) return 'diet';
  if (/\bname\b/.test(m)) return 'name';
  return null;
}
