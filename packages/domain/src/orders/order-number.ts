// An order's number as the server makes it (apps/api/src/modules/orders/make-unique-order-id.ts):
// "KB", the day (yymmdd) and the order's code, six or more of the letters and digits that cannot be
// misread. The server's sentences carry it ("Paid for order KB2611194F7Q2K"); a screen marks it as a
// code there, so neither a reader's translator nor a language check takes it for a word.
export const ORDER_NUMBER_PATTERN = /\bKB\d{6}[2-9A-HJ-NP-Z]{6,}\b/g;

/** The text cut into words and the order numbers in it, in order. */
export function splitOrderNumbers(text: string): Array<{ text: string; orderNumber: boolean }> {
  const parts: Array<{ text: string; orderNumber: boolean }> = [];
  let from = 0;
  for (const match of text.matchAll(ORDER_NUMBER_PATTERN)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), orderNumber: false });
    parts.push({ text: match[0], orderNumber: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), orderNumber: false });
  return parts;
}
