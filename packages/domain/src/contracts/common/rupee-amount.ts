// An amount an operator types in rupees (150, "150", 99.5, "99.50"), read as exact integer paise:
// more than nothing and at most the call's own ceiling. 1e21, -5, 0.001, "1e3" and "0x10" are
// refused with the call's message naming the field, never rounded.
import { z } from 'zod';
import { rupeesToPaise } from '../../money/rupees.ts';

export const rupeeAmountInput = (maxPaise: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, message))
    .transform((v) => rupeesToPaise(v))
    .pipe(z.number().int().min(1, message).max(maxPaise, message));
