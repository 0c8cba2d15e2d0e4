// What a change in the audit log changed: the keys whose value differs between `before` and `after`
// (a created thing has only `after`, a deleted one only `before`), and each value as short text.
import { formatDateTime } from '../../lib/format-date.ts';

interface DiffRow {
  /** The key that changed; '' when the whole value is not an object. */
  key: string;
  /** undefined: the key was not there. */
  before: unknown;
  after: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed keys, in the order the record lists them (keys only `after` has come last). When both
 * sides are records, `after` names what the change touched: a key it leaves out did not change (an
 * archived dish's `after` is only its `archived_at`).
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const b = before ?? null;
  const a = after ?? null;
  if ((isRecord(b) || b === null) && (isRecord(a) || a === null) && (b !== null || a !== null)) {
    const keys =
      a === null ? Object.keys(b ?? {}) : [...new Set([...Object.keys(b ?? {}), ...Object.keys(a)])];
    return keys
      .filter((key) => a === null || Object.hasOwn(a, key))
      .map((key) => ({ key, before: b?.[key], after: a?.[key] }))
      .filter((row) => !same(row.before, row.after));
  }
  return same(b, a) ? [] : [{ key: '', before: b ?? undefined, after: a ?? undefined }];
}

const MAX_TEXT = 160;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value as a person reads it: "yes"/"no", a moment in India time, text as it is (shortened), lists
 * and objects as JSON.
 */
export function auditValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && ISO_TIME.test(value)) return `${formatDateTime(value)} IST`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
