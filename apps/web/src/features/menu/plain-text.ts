/** The description is HTML from the restaurant: its words only, never its markup (nothing runs). */
export const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
