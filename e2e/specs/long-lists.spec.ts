import { expect, test } from '@playwright/test';
import { atParkStreet, PARK_STREET } from '../support/guest.ts';

// Search answers a page at a time (nearest first): the rest of a long answer is one button away, and
// asking for it keeps what is already on the screen.
test('a long search shows more results on request, keeping the first ones', async ({ page, request }) => {
  const ask = async (pageNo: number) =>
    (await (
      await request.post('/api/search-restaurants', {
        data: { q: 'a', latitude: Number(PARK_STREET.lat), longitude: Number(PARK_STREET.lng), page: pageNo },
      })
    ).json()) as { restaurants: unknown[]; items: Array<{ name: string }>; next_page: number | null };
  const first = await ask(1);
  const second = await ask(2);
  // The demo city must give "a" more than one page, or this test would prove nothing.
  expect(first.next_page).toBe(2);

  await atParkStreet(page);
  await page.goto('/search?q=a');
  const dishes = page.getByRole('region', { name: 'Dishes' }).getByRole('listitem');
  await expect(dishes).toHaveCount(first.items.length);
  await expect(page.getByRole('status')).toHaveText(
    `${first.restaurants.length} restaurants and ${first.items.length} dishes found`,
  );
  await page.getByRole('button', { name: 'Show more results' }).click();
  await expect(dishes).toHaveCount(first.items.length + second.items.length);
  await expect(dishes.nth(first.items.length)).toContainText(second.items[0]!.name);
  await expect(dishes.first()).toContainText(first.items[0]!.name);
  await expect(page.getByRole('status')).toHaveText(
    `${first.restaurants.length + second.restaurants.length} restaurants and ${first.items.length + second.items.length} dishes found`,
  );
});
