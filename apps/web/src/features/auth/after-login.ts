/** Where to go once logged in: back to the cart when the customer came from it (SPEC.md section 4). */
export function afterLoginPath(): string {
  const fromCart = localStorage.getItem('fromCart');
  localStorage.removeItem('fromCart');
  return fromCart ? '/cart' : '/restaurants';
}

/** The spec waits 0.8 s after a login before moving on, so the success message can be read. */
export const REDIRECT_DELAY_MS = 800;
