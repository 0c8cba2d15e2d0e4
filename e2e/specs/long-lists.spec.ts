import { expect, test } from '@playwright/test';
import { atParkStreet, PARK_STREET } from '../support/guest.ts';
import { DISH_ROWS, menuRowCount } from '../support/menu-rows.ts';

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

// A slow phone paints the first screenful of a long list before the rest exists: each part of the
// list is added in a task of its own after a paint (components/ui/later.tsx), never all of it in the
// one long task that made the first cards. The page notes how many rows each change to the DOM held.
const ROWS_SEEN = `(() => {
  const seen = (window.__rowsSeen = []);
  const note = () => {
    const n = document.querySelectorAll(window.__rowSelector).length;
    if (n > 0 && seen.at(-1) !== n) seen.push(n);
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true });
})();`;

async function rowsAsTheyCame(page: import('@playwright/test').Page, selector: string, total: number) {
  await expect(page.locator(selector)).toHaveCount(total);
  return page.evaluate(() => (window as unknown as { __rowsSeen: number[] }).__rowsSeen);
}

test('a long list comes in parts: the first screenful with the page, the rest a few at a time', async ({
  page,
  request,
}) => {
  const near = (await (
    await request.post('/api/get-delivery-restaurants', {
      data: { latitude: Number(PARK_STREET.lat), longitude: Number(PARK_STREET.lng) },
    })
  ).json()) as Array<{ slug: string }>;
  // More than two parts of the list, or this test would prove nothing.
  expect(near.length).toBeGreaterThan(14);
  await atParkStreet(page);
  const cards = '#restaurant-list a[href^="/restaurantDetail/"]';
  await page.addInitScript(`window.__rowSelector = ${JSON.stringify(cards)}; ${ROWS_SEEN}`);
  await page.goto('/restaurants');
  const counts = await rowsAsTheyCame(page, cards, near.length);
  // Three cards on a phone's first screen, then two more at a time (a slow phone's task each), up to
  // the whole list.
  expect(counts[0]).toBe(3);
  expect(counts.length).toBeGreaterThan(2);
  const steps = counts.slice(1).map((n, i) => n - counts[i]!);
  expect(Math.max(...steps)).toBeLessThanOrEqual(2);
  expect(counts.at(-1)).toBe(near.length);

  // A menu too: the dishes under the restaurant's header first, then the rest.
  const dishes = await menuRowCount(request, near[0]!.slug);
  expect(dishes).toBeGreaterThan(13);
  // Init scripts run in the order they were added: this one names the rows the first one counts.
  await page.addInitScript(`window.__rowSelector = ${JSON.stringify(DISH_ROWS)};`);
  await page.goto(`/restaurantDetail/${near[0]!.slug}`);
  const dishCounts = await rowsAsTheyCame(page, DISH_ROWS, dishes);
  expect(dishCounts[0]).toBe(4);
  expect(dishCounts.length).toBeGreaterThan(2);
});
