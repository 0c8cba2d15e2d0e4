/** What never shows as words: a script's code, a style sheet, embedded documents. */
const NOT_WORDS = 'script, style, template, noscript, iframe, object, svg, math';

/**
 * The description is HTML from the restaurant: its words only, never its markup (nothing runs; the
 * parser loads nothing), and never the code of a script or the rules of a style pasted into it.
 */
export const plainText = (html: string) => {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const el of body.querySelectorAll(NOT_WORDS)) el.remove();
  return body.textContent?.trim() ?? '';
};
