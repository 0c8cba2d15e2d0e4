// A dish's choices as its editor reads and writes them (issue 27): groups (variant: choose exactly one;
// add-on: choose between min and max) and their options. A choice belongs to its dish: every change to
// one names the dish's version and moves it on, as any change to the dish does, so two editors of the
// same dish never overwrite each other (a stale version is a 409).
import { z } from 'zod';
import { rupees } from '../common/envelope.ts';
import { plainText } from '../common/lifecycle-fields.ts';
import { wholeNumber } from '../common/strict-inputs.ts';

/** The most options a group may ask for (the database's check says the same). */
export const MAX_CHOICE_SELECT = 20;
/** Enough for any real dish; a bound on what one editor can make a customer scroll through. */
export const MAX_GROUPS_PER_DISH = 10;
export const MAX_CHOICES_PER_GROUP = 30;

export const choiceGroupName = plainText(1, 60, 'Name the group in 1 to 60 characters.');
export const choiceName = plainText(1, 60, 'Name the option in 1 to 60 characters.');
export const choiceKind = z.enum(['variant', 'addon'], { error: 'kind must be variant or addon' });
export type ChoiceKind = z.infer<typeof choiceKind>;
/** As a dish's (dish-fields.ts imports this file, so the words are repeated here, not imported). */
export const choiceDiet = z.enum(['veg', 'non_veg', 'egg'], { error: 'diet must be veg, non_veg or egg' });

/** How many options a group asks for: a whole number from 0 (min) or 1 (max) to MAX_CHOICE_SELECT. */
export const selectCount = (name: 'min' | 'max') =>
  wholeNumber(name).pipe(
    z
      .number()
      .min(name === 'min' ? 0 : 1, `${name} must be from ${name === 'min' ? 0 : 1} to ${MAX_CHOICE_SELECT}`)
      .max(MAX_CHOICE_SELECT, `${name} must be from ${name === 'min' ? 0 : 1} to ${MAX_CHOICE_SELECT}`),
  );

export const editorChoice = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  name: z.string(),
  /** Added to the dish's price ('0.00' for a free one such as "No onion"). */
  price: rupees,
  diet: choiceDiet,
  /** In stock today. */
  is_active: z.boolean(),
  position: z.number().int(),
});
export type EditorChoice = z.infer<typeof editorChoice>;

export const editorChoiceGroup = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  kind: choiceKind,
  /** A variant group is always 1 and 1. */
  min: z.number().int(),
  max: z.number().int(),
  position: z.number().int(),
  /** In the order customers see them; archived options left out. */
  choices: z.array(editorChoice),
});
export type EditorChoiceGroup = z.infer<typeof editorChoiceGroup>;

/**
 * What is wrong with a group's kind and range, in words, or null: a variant group is "choose exactly
 * one" (1 and 1), and no group asks for more than it allows.
 */
export function groupRangeProblem(kind: ChoiceKind, min: number, max: number): string | null {
  if (kind === 'variant' && (min !== 1 || max !== 1))
    return 'A variant group is choose exactly one: its min and max are both 1.';
  if (min > max) return 'min cannot be more than max.';
  return null;
}
