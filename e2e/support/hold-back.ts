import type { Page } from '@playwright/test';

/**
 * Holds back every request matching `url` (a page.route pattern) until the returned function is called,
 * as a slow network would: what the screen shows meanwhile, and what it does when the answer comes.
 */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
