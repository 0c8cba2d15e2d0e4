/**
 * The screens where a new version is never offered (issue 28): the cart, the checkout (where the
 * payment gateway brings the customer back) and the login and sign-up a checkout may pass through. A
 * reload there could drop a payment under way or a code being typed.
 */
const BUSY = /^\/(cart|checkout|login|signup)(\/|$)/;

/** Whether `pathname` is a calm moment to offer "Update" (and reload after it). */
export const isCalmMoment = (pathname: string) => !BUSY.test(pathname);
