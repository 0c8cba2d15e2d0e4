import { expect, type Page } from '@playwright/test';

// Issue 28: a customer who reads Hindi or Bengali meets no English on their screens, beyond names
// (restaurants, dishes, areas, addresses, people: the page marks them translate="no") and these words,
// written the same in Hindi and Bengali food apps and SMS:
// - OTP and PIN: the codes' own names on every Indian bank, UPI and delivery SMS;
// - UPI: the payment system's name;
// - Khabar: the brand;
// - km: the unit, as road signs and maps write it;
// - am, pm, AM, PM: how the Unicode CLDR's Hindi and Bengali time formats (Intl) write the time of day.
const ALLOWED = new Set(['OTP', 'PIN', 'UPI', 'Khabar', 'km', 'AM', 'PM', 'am', 'pm']);

/**
 * The English words on the screen outside translate="no": text nodes, aria-labels, placeholders and
 * titles of what is rendered, each with the text it was found in. A label may name what the page shows
 * as a name (ADD's "Add {dish}"), and so may a sentence only read out (a console's "New order {number}
 * from {customer}", a plain string in a live region, where no element can mark the name): those names
 * are taken out first. The promo slides' labels carry the slide's own title.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const hidden = (el: Element | null) =>
      !el || el.closest('[translate="no"], script, style, noscript, template, [hidden], dialog:not([open])');
    const names = Array.from(document.querySelectorAll('[translate="no"]'))
      .map((el) => (el.textContent ?? '').trim())
      // An order's number is shown as "#KB261119PFPHKR" and read out without its sign.
      .flatMap((n) => (n.startsWith('#') ? [n, n.slice(1)] : [n]))
      .filter((n) => n.length > 1)
      .sort((a, b) => b.length - a.length);
    const withoutNames = (text: string) => names.reduce((t, name) => t.split(name).join(' '), text);
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (!hidden(n.parentElement) && /[A-Za-z]/.test(withoutNames(text))) out.push(text);
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (hidden(el) || el.getAttribute('aria-roledescription') === 'slide') continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr) ?? '';
        if (/[A-Za-z]/.test(withoutNames(value))) out.push(value);
      }
    }
    return out.map((text) => ({ text, left: withoutNames(text) }));
  });
  const words = found.flatMap(({ text, left }) =>
    (left.match(/[A-Za-z]{2,}/g) ?? [])
      .filter((w) => !ALLOWED.has(w))
      .map((w) => `${w} (in "${text.trim()}")`),
  );
  return [...new Set(words)];
}

export async function expectNoEnglish(page: Page, screen: string) {
  expect(await englishLeft(page), `English words on ${screen}`).toEqual([]);
}
