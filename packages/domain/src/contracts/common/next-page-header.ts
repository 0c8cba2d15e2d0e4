/**
 * A list whose answer is the spec's bare array (self pickup) names the page after it in this header,
 * absent on the last page. Its own module: the web reads it without loading the contracts' zod.
 */
export const NEXT_PAGE_HEADER = 'x-next-page';
