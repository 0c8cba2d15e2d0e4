import type { APIRequestContext } from '@playwright/test';

/** A dish's row on the customer's menu (each section's list; Recommended's rows count too). */
export const DISH_ROWS = 'main section[aria-labelledby] > ul > li';

/**
 * How many rows the menu of `slug` shows once it is whole: its dishes by category and its
 * Recommended ones. The menu renders them a few at a time after the first screenful (decision 062).
 */
export async function menuRowCount(request: APIRequestContext, slug: string): Promise<number> {
  const menu = (await (await request.post(`/api/get-restaurant-items/${slug}`)).json()) as {
    items: Record<string, unknown[]>;
    recommended: unknown[];
  };
  return Object.values(menu.items).flat().length + menu.recommended.length;
}
