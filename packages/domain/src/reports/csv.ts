// CSV for people who open it in a spreadsheet (RFC 4180 quoting, CRLF lines). A text cell that a
// spreadsheet would run as a formula (=, +, -, @, tab or carriage return first) is prefixed with an
// apostrophe (OWASP's CSV injection advice); plain numbers such as "-12.50" stay numbers.

const NUMBER_RE = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('a CSV number must be finite');
    return String(value);
  }
  if (NUMBER_RE.test(value)) return value;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells -> the file's text, each line ended by CRLF. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
