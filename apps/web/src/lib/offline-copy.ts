// The last answers a customer may want to read offline (issue 28, decision 050): the last restaurant
// list, the last menus opened, the orders and the tracking of recent orders, kept in localStorage as
// they arrive. The screens ask the API with POST, which no cache holds, and pause their questions
// while offline: a screen opened without a network starts from its copy instead, read-only, and says
// how old it is. Nothing that costs money is kept: prices are quoted and orders placed online only.

const PREFIX = 'offline:';
const INDEX = `${PREFIX}keys`;
/** How many copies of a kind (a key's first word) are kept: the last three menus and trackings. */
const KEEP: Record<string, number> = { restaurant: 3, 'restaurant-items': 3, 'order-tracking': 3 };

export interface OfflineCopy<T> {
  /** When the answer arrived (Date.now()). */
  at: number;
  data: T;
}

const kindOf = (key: string) => key.split(' ')[0] ?? key;

/** The keys held after `key` is written (newest last), and those dropped as older than its kind keeps. */
export function nextIndex(index: string[], key: string): { index: string[]; dropped: string[] } {
  const rest = index.filter((k) => k !== key);
  const same = rest.filter((k) => kindOf(k) === kindOf(key));
  const dropped = same.slice(0, Math.max(0, same.length + 1 - (KEEP[kindOf(key)] ?? 1)));
  return { index: [...rest.filter((k) => !dropped.includes(k)), key], dropped };
}

function readIndex(): string[] {
  try {
    const index = JSON.parse(localStorage.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(index) ? index.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** Writes `data` as the copy for `key`. Storage full or refused: nothing is kept, and nothing fails. */
function writeCopy(key: string, copy: OfflineCopy<unknown>): void {
  try {
    const { index, dropped } = nextIndex(readIndex(), key);
    for (const k of dropped) localStorage.removeItem(PREFIX + k);
    localStorage.setItem(PREFIX + key, JSON.stringify(copy));
    localStorage.setItem(INDEX, JSON.stringify(index));
  } catch {
    // the screen works online as before
  }
}

// Writing a copy (a restaurant list or a menu made into JSON and stored) costs a slow phone 10 ms or
// more, which fell inside the first screens' render and effects (decision 065). Copies wait until the
// page is idle, or until it is left, whichever comes first; a newer answer replaces one still waiting.
const waiting = new Map<string, OfflineCopy<unknown>>();
let writeAsked = false;
/** How long a copy may wait for an idle moment. */
const KEEP_WITHIN_MS = 2000;

function writeWaiting(): void {
  writeAsked = false;
  for (const [key, copy] of waiting) writeCopy(key, copy);
  waiting.clear();
}

if (typeof addEventListener === 'function') addEventListener('pagehide', writeWaiting);

/** Keeps `data` as the copy for `key`, once the page is idle (or left). */
export function keepCopy(key: string, data: unknown, at = Date.now()): void {
  // Deleted first so that the key moves to the end: copies are written, and so become newest in the
  // index, in the order their answers came.
  waiting.delete(key);
  waiting.set(key, { at, data });
  if (writeAsked) return;
  writeAsked = true;
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(writeWaiting, { timeout: KEEP_WITHIN_MS });
  else setTimeout(writeWaiting, KEEP_WITHIN_MS / 10);
}

/** The copy kept for `key`, only while the browser is offline (online, the screen asks the API). */
export function offlineCopy<T>(key: string): OfflineCopy<T> | undefined {
  if (navigator.onLine) return undefined;
  const unwritten = waiting.get(key);
  if (unwritten) return unwritten as OfflineCopy<T>;
  try {
    const copy = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null') as OfflineCopy<T> | null;
    return copy && typeof copy.at === 'number' ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the copies of these kinds (a customer's orders when they log out of a shared phone). */
export function forgetCopies(kinds: string[]): void {
  for (const k of waiting.keys()) if (kinds.includes(kindOf(k))) waiting.delete(k);
  const index = readIndex();
  for (const k of index) if (kinds.includes(kindOf(k))) localStorage.removeItem(PREFIX + k);
  localStorage.setItem(INDEX, JSON.stringify(index.filter((k) => !kinds.includes(kindOf(k)))));
}
