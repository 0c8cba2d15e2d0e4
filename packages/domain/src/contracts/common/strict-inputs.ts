// How the API reads numbers, ids and flags that clients send. The spec's clients send numbers, and
// sometimes the same numbers as strings, and null for an optional field they have no value for; they
// never send "0x10", "1e3", [5] or "false" meaning false, so those are refused instead of coerced.
import { z } from 'zod';

const INT4_MAX = 2_147_483_647;

/** A whole number, or a string of decimal digits; nothing else (no hex, exponent, array, boolean or space). */
export const wholeNumber = (name: string) =>
  z.union(
    [
      z.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`),
      z
        .string()
        .regex(/^\d{1,15}$/, `${name} must be a whole number`)
        .transform(Number),
    ],
    { error: `${name} must be a whole number` },
  );

/** A finite number, or a string of decimal digits with an optional fraction (no hex, exponent or array). */
export const decimalInput = (name: string) =>
  z.union(
    [
      z.number({ error: `${name} must be a number` }).finite(`${name} must be a number`),
      z
        .string()
        .regex(/^\d{1,15}(\.\d{1,15})?$/, `${name} must be a number`)
        .transform(Number),
    ],
    { error: `${name} must be a number` },
  );

/**
 * An order number as people read it out: letters, digits and dashes, starting with a letter or digit
 * (the API's "KB2611264F7Q2K", the demo seed's "KHB-2611-100127"), at most 40 characters.
 */
export const UNIQUE_ORDER_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/** A database id: a whole number from 1 to the largest int4. */
export const idInput = (name = 'id') =>
  wholeNumber(name).pipe(z.number().min(1, `${name} is not valid`).max(INT4_MAX, `${name} is not valid`));

/** true or false (0 and 1 too, as the spec's clients send flags); null or absent reads as false. */
export const flagInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true or false' })
  .nullish()
  .transform((v) => v === true || v === 1);

/** Optional text the client may send as null or leave out: the default ('' unless given) then. */
export const optionalText = (max: number, fallback = '') =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? fallback);
