// A dish's choices in the menu editor (issue 27): the staff of Bhojohori Rannaghar give their Niramish
// Thali an add-on group "Extras" with "Extra papad +₹10", switch an option out of stock, move an option
// and the group up, see the editor warn when the group asks for more than it has in stock, and find
// all of it saved after a reload; then remove the group, asked first. Keyboard and screen-reader
// names throughout, axe on the open dish editor.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/guest.ts';
import { callAs, sessionOf, signedIn, staffPhone } from '../support/people.ts';

const BHOJOHORI = { id: 9, name: 'Bhojohori Rannaghar' };
const THALI = 'Niramish Thali';

type Editor = {
  data: {
    categories: Array<{
      dishes: Array<{
        id: number;
        name: string;
        version: number;
        choice_groups: Array<{ id: number; name: string }>;
      }>;
    }>;
  };
};

/** Screenshots of the dish editor at the two widths, to look at (SHOTS=1): CI's runs have no one to look at them. */
async function shoot(page: Page, name: string, seen: Locator) {
  if (!process.env.SHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
    await seen.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/menu-editor-choices-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('the staff give a thali an add-on group, switch an option off, reorder, and find it saved after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await sessionOf(request, staffPhone(BHOJOHORI.id));
  // A retry starts from the seeded thali: an "Extras" group left by an earlier try is taken off.
  const editor = await callAs<Editor>(request, staff, `menu-editor/restaurants/${BHOJOHORI.id}`);
  let thali = editor.data.categories.flatMap((c) => c.dishes).find((d) => d.name === THALI)!;
  for (const left of thali.choice_groups.filter((g) => g.name === 'Extras')) {
    const archived = await callAs<{ data: typeof thali }>(
      request,
      staff,
      `menu-editor/choice-groups/${left.id}/archive`,
      {
        version: thali.version,
      },
    );
    thali = archived.data;
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, staff);
  await page.goto(`/partner/menu/${BHOJOHORI.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit menu: ${BHOJOHORI.name}` })).toBeVisible();
  const openThali = async () => {
    await page.getByRole('button', { name: `Edit ${THALI}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${THALI}` });
    return { dialog, choices: dialog.getByRole('region', { name: 'Choices' }) };
  };
  let { dialog, choices } = await openThali();
  const group = (name: string) =>
    choices.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name, exact: true }) });
  const optionsOf = (name: string) =>
    group(name)
      .getByRole('list', { name: `Options of ${name}` })
      .getByRole('listitem');

  // The seeded group, with its rule in words.
  await expect(group('Add to your thali')).toContainText('Choose up to 3');
  await expect(optionsOf('Add to your thali')).toHaveCount(3);

  // ---- A new add-on group, "Extras", up to 2.
  await choices.getByRole('button', { name: 'Add a group' }).click();
  const newGroup = choices.getByRole('form', { name: 'New group' });
  await expect(newGroup.getByRole('textbox', { name: 'Group name' })).toBeFocused();
  await newGroup.getByRole('textbox', { name: 'Group name' }).fill('Extras');
  await newGroup.getByRole('radio', { name: /Add what they like/ }).check();
  await newGroup.getByRole('textbox', { name: 'At most' }).fill('2');
  await newGroup.getByRole('button', { name: 'Add group' }).click();
  await expect(group('Extras')).toContainText('Add-ons');
  await expect(group('Extras')).toContainText('Choose up to 2');
  await expect(group('Extras')).toContainText('No options yet.');
  const addOption = group('Extras').getByRole('button', { name: 'Add an option to Extras' });
  await expect(addOption).toBeFocused();

  // ---- Two options, one after the other (the form stays open for the next).
  await addOption.click();
  const newOption = group('Extras').getByRole('form', { name: 'New option in Extras' });
  const optionName = newOption.getByRole('textbox', { name: 'Option name' });
  await expect(optionName).toBeFocused();
  await optionName.fill('Extra papad');
  await newOption.getByRole('textbox', { name: 'Adds (₹)' }).fill('10');
  await newOption.getByRole('button', { name: 'Add option' }).click();
  await expect(optionsOf('Extras')).toHaveCount(1);
  await expect(optionName).toHaveValue('');
  await expect(optionName).toBeFocused();
  await optionName.fill('Aam kasundi');
  await newOption.getByRole('textbox', { name: 'Adds (₹)' }).fill('15.50');
  await newOption.getByRole('button', { name: 'Add option' }).click();
  await expect(optionsOf('Extras')).toHaveCount(2);
  // A price that is not an amount is named at its field, and nothing is sent.
  await optionName.fill('Ghee');
  await newOption.getByRole('textbox', { name: 'Adds (₹)' }).fill('ten');
  await newOption.getByRole('button', { name: 'Add option' }).click();
  await expect(newOption.getByRole('alert')).toHaveText(/Enter what it adds in rupees/);
  await expect(newOption.getByRole('textbox', { name: 'Adds (₹)' })).toBeFocused();
  await shoot(page, 'option-form', newOption);
  await newOption.getByRole('button', { name: 'Done' }).click();
  await expect(addOption).toBeFocused();
  await expect(optionsOf('Extras')).toHaveText([/Extra papad\s*adds \+₹10/, /Aam kasundi\s*adds \+₹15\.50/]);

  // ---- Extra papad out of stock; Aam kasundi moved up; the group moved above the seeded one (each
  // control waits for the save before it: "Saving…" says one is under way).
  const saved = () => expect(choices.getByRole('status')).toHaveText('');
  await saved();
  await group('Extras')
    .getByRole('switch', { name: /^In stock ?: Extra papad$/ })
    .uncheck();
  await expect(optionsOf('Extras').filter({ hasText: 'Extra papad' })).toContainText('Out of stock');
  await saved();
  await group('Extras').getByRole('button', { name: 'Move Aam kasundi up' }).click();
  await expect(optionsOf('Extras')).toHaveText([/Aam kasundi/, /Extra papad/]);
  // At the top its up button is off: the focus stays on the option, on its way down.
  await expect(group('Extras').getByRole('button', { name: 'Move Aam kasundi down' })).toBeFocused();
  await saved();
  await choices.getByRole('button', { name: 'Move group Extras up' }).click();
  await expect(choices.getByRole('heading', { level: 4 })).toHaveText(['Extras', 'Add to your thali']);

  // ---- Asking for at least 2 while one is in stock: saved, and the editor warns.
  await group('Extras').getByRole('button', { name: 'Edit group Extras' }).click();
  const editGroup = group('Extras').getByRole('form', { name: 'Edit Extras' });
  await editGroup.getByRole('textbox', { name: 'At least' }).fill('2');
  await editGroup.getByRole('button', { name: 'Save group' }).click();
  await expect(group('Extras')).toContainText('Choose 2');
  await expect(group('Extras')).toContainText(
    'Customers cannot order this dish until Extras has 2 options in stock.',
  );
  await saved();
  await expectAccessible(page);
  await shoot(page, 'editor', group('Extras'));

  // ---- The dish's own form still saves after all that: it goes on from the choices' version.
  await dialog
    .getByRole('textbox', { name: 'Description (optional)' })
    .fill('Rice, dal, shukto, two vegetables and mishti');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${THALI}.` })).toBeVisible();

  // ---- After a reload, everything as it was left.
  await page.reload();
  ({ dialog, choices } = await openThali());
  await expect(choices.getByRole('heading', { level: 4 })).toHaveText(['Extras', 'Add to your thali']);
  await expect(optionsOf('Extras')).toHaveText([
    /Aam kasundi\s*adds \+₹15\.50/,
    /Extra papad\s*adds \+₹10\s*Out of stock/,
  ]);
  await expect(group('Extras').getByRole('switch', { name: /^In stock ?: Extra papad$/ })).not.toBeChecked();
  await expect(group('Extras').getByRole('switch', { name: /^In stock ?: Aam kasundi$/ })).toBeChecked();
  await expect(group('Extras')).toContainText('Choose 2');

  // ---- Removing the group asks first; keeping it changes nothing, removing takes it off.
  await group('Extras').getByRole('button', { name: 'Remove group Extras' }).click();
  const keep = group('Extras').getByRole('button', { name: 'Keep it' });
  await expect(keep).toBeFocused();
  await expect(keep).toHaveAccessibleDescription(/Remove the group Extras\?/);
  await keep.click();
  await saved();
  await expect(group('Extras').getByRole('button', { name: 'Remove group Extras' })).toBeFocused();
  await group('Extras').getByRole('button', { name: 'Remove group Extras' }).click();
  await group('Extras').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(choices.getByRole('heading', { level: 4 })).toHaveText(['Add to your thali']);
  await expect(choices.getByRole('button', { name: 'Add a group' })).toBeFocused();
  await expectAccessible(page);
});
