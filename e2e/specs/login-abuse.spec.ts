import type { Page } from '@playwright/test';
import { codeFor, freshPhone, reviewerPhone, uniqueIp } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, expectAccessible } from '../support/guest.ts';

// A login code belongs to the browser that asked for it (issue 24, item 2; decision 025): the browser's
// device cookie goes back with the code, so a stranger who sees or guesses at the number's code
// elsewhere can neither use it nor wear it out.

const refused = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Invalid or expired OTP. Ask for a new code.' }));

test('the code works only in the browser that asked for it, and strangers’ guesses leave it alive', async ({
  person,
  request,
}, info) => {
  const phone = reviewerPhone(info.project.name === 'phone' ? 14 : 15, info.retry);
  const owner = await person();
  const stranger = await person();

  // The owner asks for a code.
  await atParkStreet(owner);
  await owner.goto('/login');
  await owner.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await owner.getByRole('button', { name: 'VERIFY' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'OTP sent to your mobile no.' })).toBeVisible();
  const code = await codeFor(request, phone);

  // A stranger, on another network and browser, asks for the same number within the minute: no new
  // code, but the field for one.
  await atParkStreet(stranger);
  await stranger.goto('/login');
  await stranger.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await stranger.getByRole('button', { name: 'VERIFY' }).click();
  await expect(stranger.getByRole('alert')).toContainText(
    'Please wait a minute before asking for another code.',
  );
  // The owner's own code, seen over a shoulder, is no good in the stranger's browser...
  const strangerCode = stranger.getByRole('textbox', { name: 'One-time code' });
  await strangerCode.fill(code);
  await stranger.getByRole('button', { name: 'LOGIN' }).click();
  await refused(stranger).toBeVisible();
  // ...and five wrong guesses there are refused the same way, taking none of the code's tries.
  for (const guess of ['11111', '22222', '33333', '44444', '55555']) {
    if (guess === code) continue;
    await expect(stranger.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    await strangerCode.fill(guess);
    await stranger.getByRole('button', { name: 'LOGIN' }).click();
  }
  await refused(stranger).toBeVisible();
  await expectAccessible(stranger);
  await stranger.screenshot({ path: `.artifacts/login-abuse-stranger-${info.project.name}.png` });

  // The owner logs in with their code.
  await owner.getByRole('textbox', { name: 'One-time code' }).fill(code);
  await owner.getByRole('button', { name: 'LOGIN' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Logged In successfully!' })).toBeVisible();
  await expect(owner).toHaveURL(/\/restaurants$/);
  // The stranger's browser is still nobody's.
  await stranger.goto('/account');
  await expect(stranger.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('a refusal that sends no code says why, and does not ask for a code', async ({ page }) => {
  // A network that asked for twenty codes this hour, for numbers none of its browsers logged in with.
  const network = uniqueIp();
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': network });
  for (let i = 0; i < 20; i++) {
    expect((await page.request.get(`/api/send-registration-otp/${freshPhone()}`)).status()).toBe(200);
  }
  await atParkStreet(page);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(freshPhone());
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many codes asked from this network. Try again in an hour.',
  );
  // No code is on its way: no field for one, no "Enter the code we sent".
  await expect(page.getByRole('textbox', { name: 'One-time code' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'VERIFY' })).toBeEnabled();
});
