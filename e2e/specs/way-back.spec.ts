import { codeFor, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, blankPageOfTheApp } from '../support/guest.ts';
import { holdBack } from '../support/hold-back.ts';

// The way back, and staying in place (issue 11, items 9-11).

test.describe('the way back', () => {
  test('the menu’s back arrow on a shared link goes to the list, not off the site', async ({ context }) => {
    // A link opened in a new tab: the menu is the first page of its history.
    await context.addInitScript(() => {
      if (!localStorage.getItem('userLat')) {
        localStorage.setItem('userLat', '22.5526');
        localStorage.setItem('userLng', '88.3525');
        localStorage.setItem('address', 'Park Street, Central Kolkata');
      }
    });
    const page = await context.newPage();
    await page.goto('/restaurantDetail/aminia-darbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
  });

  test('browser Back from the list reaches the landing page, to change the place', async ({ page }) => {
    await blankPageOfTheApp(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Enter your delivery location' }).fill('Gariahat');
    await page.getByRole('option', { name: 'Gariahat, South Kolkata' }).click();
    await page.getByRole('button', { name: 'FIND FOOD' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your taste - our passion' })).toBeVisible();
    await expect(page.getByText('Currently delivering to')).toContainText('Gariahat');
    // It stays: the landing page does not bounce back to the list.
    await page.getByRole('combobox', { name: 'Enter your delivery location' }).fill('Salt Lake Sector V');
    await page.getByRole('option', { name: /^Salt Lake Sector V/ }).click();
    await page.getByRole('button', { name: 'FIND FOOD' }).click();
    await expect(page.getByRole('link', { name: /Delivery location: Salt Lake Sector V/ })).toBeVisible();

    // A new visit (a new tab) that starts on the landing page with a place chosen still goes straight
    // to the list; only a tab that has shown the landing page stays on it.
    const visit = await page.context().newPage();
    await visit.goto('/');
    await expect(visit).toHaveURL(/\/restaurants$/);
    await visit.close();
  });

  test('Back while the next page’s code is on its way: the page before stays, and the next one still opens', async ({
    page,
  }) => {
    // Decision 056: on Preact's compat layer a page that suspended while its code loaded could be lost
    // when the customer moved away before the code came (a blank screen until a reload).
    await atParkStreet(page);
    await page.goto('/restaurants');
    const list = page.getByRole('heading', { name: /Restaurants near you/ });
    await expect(list).toBeVisible();

    // The account page's code is held back until the test lets it through.
    const letThrough = await holdBack(page, '**/assets/account-page-*.js');
    const asked = page.waitForRequest(/\/assets\/account-page-[^/]*\.js$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
    await asked;
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();

    // Back before it arrives: the list is shown again, at once, and can be used.
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(list).toBeVisible();
    const firstRestaurant = page.getByRole('main').locator('a[href^="/restaurantDetail/"]').first();
    await expect(firstRestaurant).toBeVisible();

    // The code arrives while the list is up: the list stays (the page that asked for it is gone).
    const came = page.waitForResponse(/\/assets\/account-page-[^/]*\.js$/);
    letThrough();
    await came;
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    await expect(list).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toHaveCount(0);

    // Forward opens the page whose code has now come; Back and a tap on a restaurant still work.
    await page.goForward();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await page.goBack();
    await expect(list).toBeVisible();
    await firstRestaurant.click();
    await expect(page).toHaveURL(/\/restaurantDetail\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  });

  test('coming back to /login within the minute keeps the code field and the resend timer', async ({
    page,
    request,
  }, info) => {
    const phone = reviewerPhone(info.project.name === 'phone' ? 24 : 25, info.retry);
    await atParkStreet(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();

    // The customer looks elsewhere for a moment, then comes back to log in.
    await page.getByRole('link', { name: 'Skip', exact: true }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(phone);
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await expect(page.getByText('Please wait a minute', { exact: false })).toHaveCount(0);

    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFor(request, phone));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged In successfully!' })).toBeVisible();
  });

  test('asking again within the minute still leads to the code field', async ({ page, request }, info) => {
    const phone = reviewerPhone(info.project.name === 'phone' ? 26 : 27, info.retry);
    // A code was sent a moment ago, from another tab of this browser (a code is tried only by the
    // browser that asked for it: decision 025).
    await page.request.get(`/api/send-login-otp/${phone}`, { headers: { 'x-forwarded-for': '10.250.0.9' } });
    await atParkStreet(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Enter the code we sent');
    await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeDisabled();
    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFor(request, phone));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged In successfully!' })).toBeVisible();
  });
});

test.describe('the keyboard', () => {
  test('after ADD the focus stays on the dish: on its plus, and back on ADD after the last minus', async ({
    page,
  }) => {
    await atParkStreet(page);
    await page.goto('/restaurantDetail/aminia-darbar');
    const add = page.getByRole('button', { name: 'Add Butter Naan' }).first();
    await add.focus();
    await page.keyboard.press('Enter');
    const plus = page.getByRole('button', { name: 'Add one more Butter Naan' }).first();
    await expect(plus).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Butter Naan quantity' }).first()).toContainText('2');

    const minus = page.getByRole('button', { name: 'Remove one Butter Naan' }).first();
    await minus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Add Butter Naan' }).first()).toBeFocused();
  });

  test('a skip link reaches the first restaurant in a few Tab stops', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to restaurants' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toMatch(/^\/restaurantDetail\//);
  });
});
