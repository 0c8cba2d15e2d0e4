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
 * titles of what is rendered. A label may name what the page shows as a name (ADD's "Add {dish}"):
 * those names are taken out of labels first. The promo slides' labels carry the slide's own title.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const hidden = (el: Element | null) =>
      !el || el.closest('[translate="no"], script, style, noscript, template, [hidden], dialog:not([open])');
    const names = Array.from(document.querySelectorAll('[translate="no"]'))
      .map((el) => (el.textContent ?? '').trim())
      .filter((n) => n.length > 1)
      .sort((a, b) => b.length - a.length);
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!hidden(n.parentElement) && /[A-Za-z]/.test(n.textContent ?? '')) out.push(n.textContent ?? '');
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (hidden(el) || el.getAttribute('aria-roledescription') === 'slide') continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        let value = el.getAttribute(attr) ?? '';
        for (const name of names) value = value.split(name).join(' ');
        if (/[A-Za-z]/.test(value)) out.push(value);
      }
    }
    return out;
  });
  const words = found.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words.filter((w) => !ALLOWED.has(w)))];
}

export async function expectNoEnglish(page: Page, screen: string) {
  expect(await englishLeft(page), `English words on ${screen}`).toEqual([]);
}
