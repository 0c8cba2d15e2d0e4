// Money crosses the API as rupee strings with two decimals ("149.00"), as the spec shows it; inside,
// it is always an integer number of paise.

/** 14900 -> "149.00"; -550 -> "-5.50". */
export function paiseToRupees(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "149.00" | "149" | "149.5" | 149.5 -> paise; throws on anything that is not an amount. */
export function rupeesToPaise(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a rupee amount: ${String(value)}`);
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -paise : paise;
}

/** Indian digit grouping: 1234567 -> "12,34,567". */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last3}`;
}

/** 12345650 -> "₹1,23,456.50"; with { trimZeros: true } 25000 -> "₹250". */
export function formatInr(paise: number, options: { trimZeros?: boolean } = {}): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const fraction = abs % 100;
  const whole = groupIndian(Math.floor(abs / 100));
  if (options.trimZeros && fraction === 0) return `${sign}₹${whole}`;
  return `${sign}₹${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Rounds half up to a whole rupee (a multiple of 100 paise): the one rounding rule (decision 001). */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** `bp` basis points of an amount, rounded half up to the whole rupee. Integer arithmetic only. */
export function percentOfToRupee(paise: number, bp: number): number {
  // paise * bp / 10000, rounded half up to a multiple of 100: floor((paise*bp + 500000) / 1000000) * 100.
  return Math.floor((paise * bp + 500_000) / 1_000_000) * 100;
}
