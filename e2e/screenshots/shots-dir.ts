/**
 * The language of a screenshot run: SHOTS_LANG=bn or hi photographs the customer's screens as a
 * customer who chose that language sees them (English when unset).
 */
export const SHOTS_LANG = (() => {
  const lang = process.env.SHOTS_LANG ?? 'en';
  if (!['en', 'hi', 'bn'].includes(lang)) throw new Error(`SHOTS_LANG must be en, hi or bn, not ${lang}`);
  return lang as 'en' | 'hi' | 'bn';
})();

/** The run's own files (sessions), whatever the language. */
export const SHOTS_ROOT = new URL('../.artifacts/screenshots/', import.meta.url).pathname;

/**
 * Where the screenshot run writes: e2e/.artifacts/screenshots/<width>/<name>.png in English, and
 * e2e/.artifacts/screenshots/<lang>/<width>/<name>.png in Hindi or Bengali (ignored by git).
 */
export const SHOTS_DIR = SHOTS_LANG === 'en' ? SHOTS_ROOT : `${SHOTS_ROOT}${SHOTS_LANG}/`;

/** 320 px (the smallest phones sold), 390 px (a common phone), 1366 px (a laptop); SHOTS_WIDTHS=320,390 to pick. */
export const SHOTS_WIDTHS = (process.env.SHOTS_WIDTHS ?? '320,390,1366').split(',').map(Number);
