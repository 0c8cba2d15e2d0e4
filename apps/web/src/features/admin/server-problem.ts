// The server's refusals in the form's words. A 400 names the field it is about (its `errors[0].path`,
// or the API's field name in the message): the form marks that field, and says the message with the
// API's names ("price_for_two") in the form's words ("price for two").
import { ApiError } from '../../lib/api-client.ts';

/** The message with the API's snake_case names in words, starting with a capital. */
export function plainWords(message: string, labels: Record<string, string> = {}): string {
  const text = message.replace(/\b[a-z]+(?:_[a-z]+)+\b/g, (name) => labels[name] ?? name.replace(/_/g, ' '));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Which of the form's fields a refusal is about: the API field it names (the path of its first
 * problem, else a field name in its words), through `fields` (API name -> form field), or null.
 */
export function problemFieldOf<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): F | null {
  if (!(error instanceof ApiError)) return null;
  const data = error.data as { errors?: { path?: unknown }[] } | undefined;
  const path = data?.errors?.[0]?.path;
  const head = typeof path === 'string' ? path.split('.')[0] : undefined;
  if (head && head in fields) return fields[head] ?? null;
  // The longest name first, so "extra_delivery_charge" is not read as "delivery_charge".
  const names = Object.keys(fields).sort((a, b) => b.length - a.length);
  const m = error.message.toLowerCase();
  const named = names.find((n) => new RegExp(`\\b${n}\\b`).test(m));
  return named ? (fields[named] ?? null) : null;
}
