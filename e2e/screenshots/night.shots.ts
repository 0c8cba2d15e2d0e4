// Issue 23 item 10 at night: the list at 00:06 ("Nothing near you is open now") and a closed menu that
// says when it opens. The server's clock goes to 00:06, then on to 13:00 the next day for whatever runs
// after (it never goes back).
import { expect, test } from '@playwright/test';
import { atWidths, clockTo } from './shots.ts';

test('at 00:06: the list with nothing open, and a closed menu', async ({ browser, request }) => {
  // Half a day of the server's clock goes by twice (its jobs run for each minute of it).
  test.setTimeout(360_000);
  await clockTo(request, 0, 6);
  try {
    await atWidths(browser, {}, async (page, shot) => {
      await page.goto('/restaurants');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nothing near you is open now' }),
      ).toBeVisible();
      await shot('night-list');
      await page.goto('/restaurantDetail/camac-street-grill');
      await expect(
        page.getByRole('region', { name: 'About the restaurant' }).getByRole('status'),
      ).toContainText('Opens at 12:00 pm');
      await shot('night-closed-menu');
    });
  } finally {
    await clockTo(request, 13, 0);
  }
});
