/**
 * Where to go once logged in: a page that sent the person here (`/login?next=/partner`, the consoles),
 * else back to the cart when the customer came from it (docs/product.md, Login and account), else the
 * restaurants.
 */
export function afterLoginPath(next: string | null = null): string {
  const fromCart = localStorage.getItem('fromCart');
  localStorage.removeItem('fromCart');
  if (next) return next;
  return fromCart ? '/cart' : '/restaurants';
}

/** A `next` that stays on this site: a path, never `//elsewhere` or a URL of another origin. */
export function safeNextPath(next: string | null): string | null {
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}

/** The spec waits 0.8 s after a login before moving on, so the success message can be read. */
export const REDIRECT_DELAY_MS = 800;
