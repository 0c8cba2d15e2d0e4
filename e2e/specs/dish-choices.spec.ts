// Dish choices in the browser (issue 27): a customer orders a Half biryani with extra raita and a Full
// one without from the menu's choices sheet (its minimum's error shown once), sees two lines with their
// prices in the cart, pays, and the restaurant's console shows both lines with their choices. The API
// tests cover pricing and every refusal; the domain's tests the cart's rules.
import type { Page } from '@playwright/test';
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, giveHouseIfAsked } from '../support/guest.ts';
import { creditWallet } from '../support/people.ts';

// Aminia Darbar (seed index 1) delivers to Park Street and sells Kolkata Mutton Biryani (its price is
// the restaurant's own): Portion Half +0 / Full +150, Extras from Extra raita +30.
const AMINIA = { id: 1, slug: 'aminia-darbar' };
const DISH = 'Kolkata Mutton Biryani';

/** Screenshots at the three widths, to look at (SHOTS=1): CI's runs have no one to look at them. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const was = page.viewportSize();
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
    await page.screenshot({ path: `/tmp/dish-choices-${name}-${width}.png`, fullPage: name === 'cart' });
  }
  if (was) await page.setViewportSize(was);
}

// @wide: at a laptop the sheet is a dialog and the menu's cart panel lists the lines.
test('a Half with extra raita and a Full: two lines, paid, and the kitchen reads both choices @wide', async ({
  page,
  person,
  login,
}, info) => {
  test.setTimeout(90_000);
  const customer = await signUpViaApi(page.request, 'Rina Sen');
  // The two plates are over cash's ₹400: the wallet pays, with money an admin put in it.
  await creditWallet(page.request, customer, {
    amount: 2000,
    reason: 'Wallet money for the dish choices journey',
  });
  const menu = await (await page.request.post(`/api/get-restaurant-items/${AMINIA.slug}`)).json();
  const base = Number(
    (Object.values(menu.items).flat() as Array<{ name: string; price: string }>).find((d) => d.name === DISH)
      ?.price,
  );
  const [halfRaita, fullPlate] = [base + 30, base + 150];
  const rs = (n: number, paise = false) =>
    `₹${n.toLocaleString('en-IN', paise ? { minimumFractionDigits: 2 } : {})}`;
  await actAs(page, customer);
  await page.goto(`/restaurantDetail/${AMINIA.slug}`);

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DISH, exact: true }) })
    .first();
  await expect(card).toContainText('Customisable');
  await expect(card).toContainText(rs(base));

  // ADD opens the sheet; adding without a Portion says what is missing, once, and adds nothing.
  await card.getByRole('button', { name: `Add ${DISH}` }).click();
  const sheet = page.getByRole('dialog', { name: DISH });
  await expect(sheet.getByRole('group', { name: /Portion/ })).toBeVisible();
  await expect(sheet.getByText('Out of stock')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'sheet');
  await sheet.getByRole('button', { name: `Add item ${rs(base)}` }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Choose one Portion.');
  await expect(sheet.getByRole('group', { name: /Portion/ })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose one Portion.' })).toHaveCount(1);
  await expect(card.getByRole('button', { name: `Add ${DISH}` })).toBeAttached();

  await sheet.getByRole('radio', { name: /Half/ }).check();
  await expect(sheet.getByRole('alert')).toHaveCount(0);
  await sheet.getByRole('checkbox', { name: /Extra raita/ }).check();
  await expect(sheet.getByText('+₹30')).toBeVisible();
  await sheet.getByRole('button', { name: `Add item ${rs(halfRaita)}` }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByRole('group', { name: `${DISH} quantity` }).locator('output')).toHaveText('1');
  // The ADD that opened the sheet is a stepper now: focus comes back to its plus, not the page's top.
  const plus = card.getByRole('button', { name: `Add one more ${DISH}` });
  await expect(plus).toBeFocused();
  // Escape closes the sheet and gives focus back to the button that opened it.
  await plus.press('Enter');
  await expect(sheet.getByRole('button', { name: 'Repeat last' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(plus).toBeFocused();

  // The plus of a customised dish asks: the last combination again, or choose again.
  await card.getByRole('button', { name: `Add one more ${DISH}` }).click();
  await expect(sheet.getByText('Your last choice: Half, Extra raita')).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Repeat last' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Choose again' }).click();
  await sheet.getByRole('radio', { name: /Full/ }).check();
  await sheet.getByRole('button', { name: `Add item ${rs(fullPlate)}` }).click();
  await expect(sheet).toBeHidden();
  await expect(card.getByRole('group', { name: `${DISH} quantity` }).locator('output')).toHaveText('2');

  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'menu');
  // Its minus cannot know which plate: the cart can.
  await card.getByRole('button', { name: `Remove one ${DISH}` }).click();
  await expect(
    page.getByText('This dish has more than one choice in your cart. Change it in the cart.'),
  ).toBeVisible();

  if (info.project.name === 'wide') {
    const panel = page.getByRole('complementary', { name: 'Your cart' });
    await expect(panel.getByRole('listitem').filter({ hasText: 'Half, Extra raita' })).toContainText(
      `1 × ${rs(halfRaita)}`,
    );
    await expect(panel.getByRole('listitem').filter({ hasText: 'Full' })).toContainText(
      `1 × ${rs(fullPlate)}`,
    );
  }

  await page.goto('/cart');
  await giveHouseIfAsked(page);
  const half = page.getByRole('listitem').filter({ hasText: 'Half, Extra raita' });
  const full = page.getByRole('listitem').filter({ has: page.getByText('Full', { exact: true }) });
  await expect(half).toContainText(DISH);
  await expect(half).toContainText(rs(halfRaita, true));
  await expect(full).toContainText(rs(fullPlate, true));
  // Each stepper changes its own line.
  await page.getByRole('button', { name: `Add one more ${DISH}, Full` }).click();
  await expect(full).toContainText(rs(2 * fullPlate, true));
  await page.getByRole('button', { name: `Remove one ${DISH}, Full` }).click();
  await expect(full).toContainText(rs(fullPlate, true));
  await expect(half).toContainText(rs(halfRaita, true));
  await expect(page.getByRole('region', { name: 'BILL DETAILS' })).toContainText(rs(halfRaita + fullPlate));
  await expectAccessible(page);
  await shoot(page, 'cart');

  // A plate whose price changed after it was added (here the stored cart's Full made stale): Pay is
  // refused naming the plate and its price now, the cart takes today's price, and Pay again goes through.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('cart') ?? '{}');
    stored.lines[1].pricePaise -= 1000;
    localStorage.setItem('cart', JSON.stringify(stored));
  });
  await page.reload();
  await expect(full).toContainText(rs(fullPlate - 10, true));
  const payFromWallet = page.getByRole('button', { name: /^Pay ₹[\d,.]+ from wallet/ });
  await page.getByRole('radio', { name: 'Wallet' }).check();
  await payFromWallet.click();
  await expect(page.getByRole('alert').filter({ hasText: `is now ${rs(fullPlate)}` })).toBeVisible();
  await expect(full).toContainText(rs(fullPlate, true));
  await payFromWallet.click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('Half, Extra raita')).toBeVisible();
  await expect(page.getByText('Full', { exact: true })).toBeVisible();
  const heading = await page.getByRole('heading', { name: /^ORDER #KB/ }).textContent();
  const unique = /#(KB\w+)/.exec(heading ?? '')?.[1] ?? String(orderId);

  // The restaurant's console: both plates, each with its choices.
  const kitchen = await person({ viewport: { width: 1366, height: 768 } });
  await login.staff(AMINIA.id, kitchen);
  await kitchen.goto(`/partner/${AMINIA.id}`);
  const order = kitchen.getByRole('article', { name: new RegExp(unique) });
  await expect(order.getByRole('listitem').filter({ hasText: 'Half, Extra raita' })).toContainText(
    `1 x ${DISH}`,
  );
  await expect(
    order.getByRole('listitem').filter({ has: kitchen.getByText('Full', { exact: true }) }),
  ).toContainText(`1 x ${DISH}`);
});
