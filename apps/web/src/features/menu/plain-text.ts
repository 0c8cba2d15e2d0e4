/** What never shows as words: a script's code, a style sheet, embedded documents. */
const NOT_WORDS = 'script, style, template, noscript, iframe, object, svg, math';

// A menu's rows render again on every change to the cart: each description is parsed once.
const words = new Map<string, string>();
const KEPT = 500;

// Paragraphs and line breaks around plain text (what the menu editor saves: `<p>Smoky, charred.</p>`):
// their words are the text without the tags, the same as the parser's, without building a document
// for each dish (24 ms of a 90-dish menu's load on a phone's CPU). Anything else goes to the parser.
const PARAGRAPHS_ONLY = /^(?:<\/?p>|<br\s*\/?>|[^<&\r\0])*$/i;
const PARAGRAPH_TAGS = /<\/?p>|<br\s*\/?>/gi;

/**
 * The description is HTML from the restaurant: its words only, never its markup (nothing runs; the
 * parser loads nothing), and never the code of a script or the rules of a style pasted into it. Text
 * with nothing the parser would change (no tag, entity, carriage return or NUL) is its own words.
 */
export const plainText = (html: string): string => {
  if (!/[<&\r\0]/.test(html)) return html.trim();
  if (PARAGRAPHS_ONLY.test(html)) return html.replace(PARAGRAPH_TAGS, '').trim();
  const kept = words.get(html);
  if (kept !== undefined) return kept;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const el of body.querySelectorAll(NOT_WORDS)) el.remove();
  const text = body.textContent?.trim() ?? '';
  if (words.size >= KEPT) words.clear();
  words.set(html, text);
  return text;
};
