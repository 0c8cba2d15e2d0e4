import { expect, test } from '@playwright/test';
import { atParkStreet, expectAccessible } from '../support/guest.ts';
import { holdBack } from '../support/hold-back.ts';

test.describe('finding food: filters, search, offers, ratings and the menu tools', () => {
  test('the offers carousel holds still while the page loads, and turns once the customer uses the page', async ({
    page,
  }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    const carousel = page.getByRole('region', { name: 'Offers and picks' });
    // A slide out of view is aria-hidden: its attribute tells which one is shown.
    const shown = () =>
      carousel
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.findIndex((s) => s.getAttribute('aria-hidden') === 'false'));
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    expect(await shown()).toBe(0);
    // Past the 3 s a slide is shown for, untouched: the first slide is still the one shown.
    await page.waitForTimeout(4_000);
    expect(await shown()).toBe(0);
    // A scroll wakes it: the next slide comes 3 s later.
    await page.mouse.wheel(0, 60);
    await expect.poll(shown, { timeout: 6_000 }).toBe(1);
  });

  test("the landing keeps the offers' place while they come, and fetches only the shown slide's picture until the customer uses the page", async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/media/slides/')) pictures.push(new URL(r.url()).pathname);
    });
    // The slides answer late, as on a slow network: the page is drawn before they come.
    const release = await holdBack(page, '**/api/promo-slider');
    await page.goto('/');
    const points = page.getByRole('region', { name: 'Why order with us' });
    await expect(points).toBeVisible();
    const before = await points.boundingBox();
    release();
    const carousel = page.getByRole('region', { name: 'Offers and picks' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.first().getByRole('img')).toBeVisible();
    // The slides took the place kept for them: nothing below moved (Lighthouse's CLS was 0.057 here).
    expect((await points.boundingBox())?.y).toBe(before?.y);
    // A second later, still untouched, only the shown slide's picture has been asked for.
    await page.waitForTimeout(1_000);
    expect(pictures).toHaveLength(1);
    // The customer's first touch brings the others, before the carousel turns to them.
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => pictures.length).toBeGreaterThan(1);
    await expect(slides.nth(1).getByRole('img')).toBeVisible();
  });

  test('filters narrow the list and survive a reload', async ({ page, request }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    const heading = page.getByRole('heading', { level: 1, name: /^Top \d+ Restaurants near you$/ });
    await expect(heading).toBeVisible();
    const all = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'Pure Veg' }).click();
    await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
    const veg = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    expect(veg).toBeGreaterThan(0);
    expect(veg).toBeLessThan(all);
    const near = (await (
      await request.post('/api/get-delivery-restaurants', { data: { latitude: 22.5526, longitude: 88.3525 } })
    ).json()) as {
      id: number;
      is_pureveg: number;
      rating: number;
      coupons: { is_active: number; restaurant_id: number | null }[];
    }[];
    expect(veg).toBe(near.filter((r) => r.is_pureveg === 1).length);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Pure Veg' })).toHaveAttribute('aria-pressed', 'true');
    await expect(heading).toHaveText(`Top ${veg} Restaurants near you`);
    await page.getByRole('button', { name: 'Pure Veg' }).click();
    await expect(heading).toHaveText(`Top ${all} Restaurants near you`);

    // Each filter shows exactly the restaurants the API's list says pass it, and fewer than all.
    const expected = {
      'Rating 4.0+': near.filter((r) => r.rating >= 4).length,
      Offers: near.filter((r) => r.coupons.some((c) => c.is_active === 1 && c.restaurant_id === r.id)).length,
    };
    for (const [name, count] of Object.entries(expected)) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(all);
      await page.getByRole('button', { name }).click();
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(heading).toHaveText(`Top ${count} Restaurants near you`);
      await expect(
        page
          .getByRole('main')
          .getByRole('link')
          .filter({ has: page.getByRole('heading', { level: 3 }) }),
      ).toHaveCount(count);
      await page.getByRole('button', { name }).click();
      await expect(heading).toHaveText(`Top ${all} Restaurants near you`);
    }
    await expectAccessible(page);
  });

  test('search finds restaurants and dishes; a result opens its restaurant', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    await page.getByRole('link', { name: 'Search for Restaurants Or Dishes' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: 'Search for Restaurants Or Dishes' });
    await expect(box).toBeFocused();
    await box.fill('biryani');
    await expect(page.getByRole('heading', { name: 'Dishes' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/\d+ restaurants and \d+ dishes found/);
    await expectAccessible(page);
    await box.fill('zzzqqq');
    await expect(page.getByRole('heading', { name: 'No matches for “zzzqqq”' })).toBeVisible();
    await box.fill('aminia');
    await page
      .getByRole('link', { name: /Aminia Darbar/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/restaurantDetail\/aminia-darbar$/);
  });

  test('offers: restaurant offers, then coupons with Copy Code', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await atParkStreet(page);
    const near = (await (
      await request.post('/api/get-delivery-restaurants', { data: { latitude: 22.5526, longitude: 88.3525 } })
    ).json()) as { id: number; coupons: { is_active: number; restaurant_id: number | null }[] }[];
    // Restaurants with an offer of their own: the platform's coupons come with every restaurant.
    const own = near.filter((r) => r.coupons.some((c) => c.is_active === 1 && c.restaurant_id === r.id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(near.length);
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: `All offers (${own.length})` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Restaurant offers' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Payment offers/Coupons' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Available Coupons' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy Code WELCOME50' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Code Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME50');
    await expectAccessible(page);
  });

  test('ratings open from the menu, with stars and tag chips', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurantDetail/aminia-darbar');
    await page.getByRole('link', { name: /ratings\)/ }).click();
    await expect(page).toHaveURL(/\/restaurantRatings\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated [1-5] out of 5$/ }).first()).toBeVisible();
    await expect(page.getByText(/^\d+ reviews?$/).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/restaurantDetail\/aminia-darbar$/);
  });

  test('a restaurant without ratings says so', async ({ page, request }) => {
    const info = await request.post('/api/get-restaurant-info/sealdah-station-eats');
    const { id } = (await info.json()) as { id: number };
    const ratings = await request.get(`/api/rating/get-restaurant-ratings/${id}`);
    expect(await ratings.json()).toEqual([]);
    await page.goto(`/restaurantRatings/${id}`);
    await expect(page.getByRole('heading', { name: 'No ratings yet' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Restaurant not found' })).toHaveCount(0);
  });

  test('the ratings of a restaurant that does not exist say it is not found', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurantRatings/999999');
    await expect(page.getByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No ratings yet' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See restaurants near you' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
  });

  test('menu: item sheet with sanitised description, Menu button jumps, header shrinks', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurantDetail/aminia-darbar');
    await expect(page.getByRole('heading', { name: /^Recommended/ })).toBeVisible();
    const header = page.getByRole('banner').filter({ has: page.getByRole('heading', { level: 1 }) });
    // Shrunk, the header keeps the name and drops the description and address lines.
    const address = header.getByText(/6 Chowringhee Lane/);
    await expect(address).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(address).toBeHidden();
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Butter Naan' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Butter Naan' });
    await expect(sheet).toBeVisible();
    // The words show at once; their formatting (DOMPurify, fetched on the first open) follows.
    await expect(sheet.getByText('Tandoor naan brushed with butter.')).toBeVisible();
    await expect(sheet.locator('script, img[onerror], iframe')).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Add Butter Naan' }).click();
    await expect(sheet.getByRole('group', { name: 'Butter Naan quantity' })).toContainText('1');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const jump = page.getByRole('dialog', { name: 'Menu' });
    const last = jump.getByRole('listitem').last();
    const target = (await last.locator('span').first().textContent()) ?? '';
    await last.getByRole('button').click();
    await expect(jump).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${target}`) })).toBeInViewport();
  });

  test('the bottom bar shows on the phone only, with the cart count', { tag: '@wide' }, async ({
    page,
    isMobile,
  }) => {
    await atParkStreet(page);
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify({
          restaurant: { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar' },
          lines: [{ itemId: 1, name: 'Test dish', pricePaise: 10000, isVeg: true, quantity: 3 }],
        }),
      ),
    );
    await page.goto('/restaurants');
    // The phone's bottom bar is the main navigation with Alerts in it; the wide screen's top bar has none.
    const bar = page
      .getByRole('navigation', { name: 'Main', includeHidden: true })
      .filter({ has: page.getByRole('link', { name: 'Alerts', includeHidden: true }) });
    if (isMobile) {
      await expect(bar).toBeVisible();
      await expect(bar.getByRole('link', { name: /Cart/ })).toContainText('3');
      for (const name of ['Home', 'Alerts', 'More'])
        await expect(bar.getByRole('link', { name })).toBeVisible();
    } else {
      await expect(bar).toBeHidden();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Cart/ }),
      ).toContainText('3');
    }
  });
});
