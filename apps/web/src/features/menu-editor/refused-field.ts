// A form marks the field a refusal is about by the path the server names in the envelope (`old_price`),
// read through the form's own field names (`oldPrice`); the words are shown as the server sent them,
// in the screen's language (Accept-Language). A refusal that names no field is about the whole save.
import { hasErrorCode, refusedField } from '../../lib/api-client.ts';

/**
 * Whether a refusal belongs on the form (a field's value, or a bad request as a whole) rather than in
 * the save's problem box (someone saved first, the thing is gone, the network).
 */
export const isFormRefusal = (err: unknown): boolean =>
  hasErrorCode(err, 'BAD_REQUEST') || refusedField(err) !== null;

/** The form's field the refusal names, or null when it names none of them. */
export function formField<F extends string>(err: unknown, fields: Readonly<Record<string, F>>): F | null {
  const path = refusedField(err);
  return path !== null && Object.hasOwn(fields, path) ? (fields[path] ?? null) : null;
}
