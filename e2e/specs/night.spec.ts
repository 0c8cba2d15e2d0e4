import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, expectAccessible } from '../support/guest.ts';
import { advanceServerClock } from '../support/people.ts';

// At night the list and the menus say that nothing is open and when it opens, never a delivery time
// (issue 23, item 10: at 00:06, "Top 37 Restaurants near you · 0 open now" above 37 closed cards, and a
// closed menu saying "Delivers in 31 min", "Today: 12:00 - 24:00").

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** Moves this worker's server clock to the next `hh:mm` in Kolkata (it only goes forward). */
async function serverClockTo(request: APIRequestContext, hh: number, mm: number) {
  const res = await request.post('/api/dev/clock', { data: { advance_seconds: 1 } });
  const now = new Date((await res.json()).data.now as string);
  // Seconds since midnight in India time (UTC+05:30).
  const sinceMidnight = (now.getTime() / 1000 + 330 * MINUTE) % DAY;
  const target = hh * 3600 + mm * MINUTE;
  await advanceServerClock(request, Math.ceil((target - sinceMidnight + DAY) % DAY) || DAY);
}

test.describe('at night', () => {
  test('the list says nothing is open and when the first opens; a closed menu says when it opens', async ({
    page,
    request,
  }, info) => {
    // The server's clock moves half a day in this test: one layout; the next tests get lunch time back.
    test.skip(info.project.name !== 'phone', 'the hours are a server rule; one layout is enough');
    await serverClockTo(request, 0, 6);
    try {
      await atParkStreet(page);
      await page.goto('/restaurants');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Nothing near you is open now' }),
      ).toBeVisible();
      await expect(page.getByText('The first opens at 7:00 am.')).toBeVisible();
      await expect(page.getByText(/\d+ open now/)).toHaveCount(0);
      const cards = page.getByRole('main').getByRole('link', { name: /Closed now|Unavailable/ });
      await expect(cards.first()).toBeVisible();
      // Every card is closed, and none promises a time.
      await expect(page.getByRole('main')).not.toContainText(/Delivers in|\d+ MINS/);
      await expect(page.getByRole('link', { name: /College Street Coffee House/ })).toContainText(
        'Opens at 7:00 am',
      );
      await expect(page.getByRole('link', { name: /Camac Street Grill/ })).toContainText('Opens at 12:00 pm');
      await expectAccessible(page);

      await page.getByRole('link', { name: /Camac Street Grill/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Camac Street Grill' })).toBeVisible();
      const about = page.getByRole('region', { name: 'About the restaurant' });
      await expect(about.getByRole('status')).toHaveText(
        'Restaurant is closed. Opens at 12:00 pm. Today: 12:00 pm till midnight',
      );
      await expect(about).not.toContainText(/Delivers in|24:00/);
      await expect(page.getByRole('button', { name: /^Add / }).first()).toBeDisabled();
      await expectAccessible(page);
    } finally {
      // Lunch time again (the next day) for the tests after this one on this worker's server.
      await serverClockTo(request, 13, 0);
    }
  });
});
