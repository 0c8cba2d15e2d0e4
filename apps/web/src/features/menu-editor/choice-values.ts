// The choice forms' fields as typed, what a save sends, and what the editor warns about: the same
// rules the server applies, checked first so a typo is named at once (the server stays the authority).
import type { ChoiceKind, EditorChoiceGroup } from '@khabar/domain/contracts/menu-editor/choice-fields';
import type { Diet } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { paiseToRupees } from '@khabar/domain/money/rupees';
import { plural, t } from '@lingui/core/macro';
import { amountPaise } from './dish-form-values.ts';

/** As the contract's MAX_CHOICE_SELECT (the web imports contracts by file, this one keeps zod out). */
const MOST = 20;

export interface GroupFormValues {
  name: string;
  kind: ChoiceKind;
  min: string;
  max: string;
}
export type GroupField = 'name' | 'min' | 'max';
/** The group form's field by the API's name for it, as a refusal's path names it. */
export const GROUP_FIELD_OF_PATH: Readonly<Record<string, GroupField>> = {
  name: 'name',
  min: 'min',
  max: 'max',
};
export interface GroupFields {
  name: string;
  kind: ChoiceKind;
  min: number;
  max: number;
}

export interface OptionFormValues {
  name: string;
  price: string;
  diet: Diet;
}
export type OptionField = 'name' | 'price';
/** The option form's field by the API's name for it. */
export const OPTION_FIELD_OF_PATH: Readonly<Record<string, OptionField>> = { name: 'name', price: 'price' };
export interface OptionFields {
  name: string;
  price: string;
  diet: Diet;
}

export const EMPTY_GROUP_FORM: GroupFormValues = { name: '', kind: 'variant', min: '0', max: '1' };
export const EMPTY_OPTION_FORM: OptionFormValues = { name: '', price: '0', diet: 'veg' };

export const groupFormValues = (g: EditorChoiceGroup): GroupFormValues => ({
  name: g.name,
  kind: g.kind,
  min: String(g.min),
  max: String(g.max),
});
export const optionFormValues = (c: { name: string; price: string; diet: Diet }): OptionFormValues => ({
  name: c.name,
  price: c.price,
  diet: c.diet,
});

type Refusal<F> = { ok: false; field: F; message: string };

const count = (text: string): number | null => (/^\d{1,2}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The group to send (a variant is always 1 and 1), or the first field that is wrong and why. */
export function readGroupForm(
  values: GroupFormValues,
): { ok: true; fields: GroupFields } | Refusal<GroupField> {
  const name = values.name.trim();
  if (name.length < 1 || name.length > 60) {
    return { ok: false, field: 'name', message: t`Name the group in 1 to 60 characters.` };
  }
  if (values.kind === 'variant') return { ok: true, fields: { name, kind: 'variant', min: 1, max: 1 } };
  const min = count(values.min);
  if (min === null || min > MOST) {
    return { ok: false, field: 'min', message: t`At least must be a whole number from 0 to ${MOST}.` };
  }
  const max = count(values.max);
  if (max === null || max < 1 || max > MOST) {
    return { ok: false, field: 'max', message: t`At most must be a whole number from 1 to ${MOST}.` };
  }
  if (min > max) return { ok: false, field: 'min', message: t`At least cannot be more than at most.` };
  return { ok: true, fields: { name, kind: 'addon', min, max } };
}

/** The option to send, or the first field that is wrong and why. */
export function readOptionForm(
  values: OptionFormValues,
): { ok: true; fields: OptionFields } | Refusal<OptionField> {
  const name = values.name.trim();
  if (name.length < 1 || name.length > 60) {
    return { ok: false, field: 'name', message: t`Name the option in 1 to 60 characters.` };
  }
  const price = values.price.trim() === '' ? 0 : amountPaise(values.price);
  if (price === null || price > 100_000_00) {
    return {
      ok: false,
      field: 'price',
      message: t`Enter what it adds in rupees, like 30 or 30.50 (0 when it costs nothing more).`,
    };
  }
  return { ok: true, fields: { name, price: paiseToRupees(price), diet: values.diet } };
}

/** Only what changed since the form opened; empty when nothing did. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== before[key]) changed[key] = after[key];
  }
  return changed;
}

/**
 * Why customers cannot order the dish because of this group, or null: it asks for more options than
 * it has in stock (a new group with no options yet, or its options switched off).
 */
export function groupWarning(group: Pick<EditorChoiceGroup, 'name' | 'min' | 'choices'>): string | null {
  const inStock = group.choices.filter((c) => c.is_active).length;
  if (inStock >= group.min) return null;
  const name = group.name;
  const min = group.min;
  return plural(min, {
    one: `Customers cannot order this dish until ${name} has an option in stock.`,
    other: `Customers cannot order this dish until ${name} has # options in stock.`,
  });
}
