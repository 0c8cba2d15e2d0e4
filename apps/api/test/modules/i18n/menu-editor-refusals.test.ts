// Every refusal the menu editor's calls give, in the staff's language (issue 28): a restaurant's staff
// who save in Hindi or Bengali read why not in it, the price checks too, at the field the envelope
// names, and English stays what it was. Each case is asked without Accept-Language, in Hindi and in
// Bengali: the English is checked word for word, the other two have no English word left (the names
// the staff wrote aside), and the envelope's code, status and field paths are the same in all three.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import { logInStaff, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let staff: Session;
let aminiaId: number;
let otherCategoryId: number;
const ids = { category: 0, dish: 0, group: 0, choice: 0, version: 0, categoryVersion: 0 };

/** Names the test's staff wrote, which stay as written in every language. */
const NAMES = ['Refusals', 'refusals', 'Dal Makhani', 'Portion', 'Half', 'Full', 'Extras'];

beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  const other = (await dishesOf(t, 'tangra-golden-dragon')).restaurantId;
  staff = await logInStaff(t, aminiaId);
  const otherStaff = await logInStaff(t, other);
  otherCategoryId = (await post(t, `menu-editor/restaurants/${other}`, otherStaff.token)).json().data
    .categories[0].id;
  const category = (
    await post(t, `menu-editor/restaurants/${aminiaId}/categories`, staff.token, { name: 'Refusals' })
  ).json().data;
  const dish = (
    await post(t, `menu-editor/categories/${category.id}/dishes`, staff.token, {
      name: 'Dal Makhani',
      price: 180,
      old_price: 200,
      diet: 'veg',
    })
  ).json().data;
  const withGroup = (
    await post(t, `menu-editor/dishes/${dish.id}/choice-groups`, staff.token, {
      version: dish.version,
      name: 'Portion',
      kind: 'variant',
    })
  ).json().data;
  const group = withGroup.choice_groups[0];
  const withChoice = (
    await post(t, `menu-editor/choice-groups/${group.id}/choices`, staff.token, {
      version: withGroup.version,
      name: 'Half',
      price: 0,
      diet: 'veg',
    })
  ).json().data;
  Object.assign(ids, {
    category: category.id,
    categoryVersion: category.version,
    dish: dish.id,
    group: group.id,
    choice: withChoice.choice_groups[0].choices[0].id,
    version: withChoice.version,
  });
});
afterAll(() => t?.close());

type Language = 'en' | 'hi' | 'bn';
type Answer = {
  status: number;
  body: { code: string; message: string; errors?: { path: string; message: string }[] };
};

const ask = async (
  language: Language,
  url: string,
  payload: unknown,
  token: string | null = staff.token,
): Promise<Answer> => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      'content-type': 'application/json',
      ...(language === 'en' ? {} : { 'accept-language': language }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() };
};

/** Latin words left once the names are taken out (₹, digits, quotes and punctuation are no words). */
const englishIn = (text: string) =>
  (NAMES.reduce((s, n) => s.replaceAll(n, ' '), text).match(/[A-Za-z]{2,}/g) ?? []).filter(
    (w) => !['MB', 'JPEG', 'PNG', 'WebP', 'AVIF'].includes(w),
  );

/** The case asked in the three languages: English as given, the others translated whole. */
async function inEachLanguage(url: string, payload: unknown, english: string, token?: string | null) {
  const en = await ask('en', url, payload, token);
  expect(en.body.message, url).toBe(english);
  for (const language of ['hi', 'bn'] as const) {
    const said = await ask(language, url, payload, token);
    expect(said.status, `${language} ${english}`).toBe(en.status);
    expect(said.body.code).toBe(en.body.code);
    expect(said.body.errors?.map((e) => e.path)).toEqual(en.body.errors?.map((e) => e.path));
    for (const message of [said.body.message, ...(said.body.errors ?? []).map((e) => e.message)]) {
      expect(englishIn(message), `${language}: ${english} -> ${message}`).toEqual([]);
    }
  }
  return en;
}

describe('the menu editor’s price checks', () => {
  it('say a price out of range, not in rupees or with three decimals in Hindi and Bengali, at the price', async () => {
    const newDish = `menu-editor/categories/${ids.category}/dishes`;
    const good = { name: 'Dal Makhani', diet: 'veg' };
    const cases: Array<[string, object, string, string, Record<Language, string>]> = [
      [
        newDish,
        { ...good, price: 200_000 },
        'price',
        'price must be from 0 to 100000 rupees',
        {
          en: 'price must be from 0 to 100000 rupees',
          hi: 'दाम ₹0 से ₹1,00,000 के बीच रखें।',
          bn: 'দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।',
        },
      ],
      [
        newDish,
        { ...good, price: '12.345' },
        'price',
        'price must be an amount in rupees',
        {
          en: 'price must be an amount in rupees',
          hi: 'दाम रुपये में लिखें, जैसे 149 या 149.50।',
          bn: 'দাম টাকায় লিখুন, যেমন 149 বা 149.50।',
        },
      ],
      [
        newDish,
        { ...good, price: 10.005 },
        'price',
        'price can have at most two decimals',
        {
          en: 'price can have at most two decimals',
          hi: 'दाम: दशमलव के बाद ज़्यादा से ज़्यादा दो अंक लिखें।',
          bn: 'দাম: দশমিকের পরে সর্বোচ্চ দুটি অঙ্ক লিখুন।',
        },
      ],
      [
        `menu-editor/dishes/${ids.dish}`,
        { version: ids.version, old_price: 150_000 },
        'old_price',
        'old_price must be from 0 to 100000 rupees',
        {
          en: 'old_price must be from 0 to 100000 rupees',
          hi: 'पुराना दाम ₹0 से ₹1,00,000 के बीच रखें।',
          bn: 'আগের দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।',
        },
      ],
      [
        `menu-editor/dishes/${ids.dish}`,
        { version: ids.version, price: 250 },
        'old_price',
        'The old price must be more than the price.',
        {
          en: 'The old price must be more than the price.',
          hi: 'पुराना दाम अभी के दाम से ज़्यादा होना चाहिए।',
          bn: 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।',
        },
      ],
      // An option's price: what it adds to the dish's.
      [
        `menu-editor/choice-groups/${ids.group}/choices`,
        { version: ids.version, name: 'Full', price: 100_001, diet: 'veg' },
        'price',
        'price must be from 0 to 100000 rupees',
        {
          en: 'price must be from 0 to 100000 rupees',
          hi: 'दाम ₹0 से ₹1,00,000 के बीच रखें।',
          bn: 'দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।',
        },
      ],
      [
        `menu-editor/choices/${ids.choice}`,
        { version: ids.version, price: 'free' },
        'price',
        'price must be an amount in rupees',
        {
          en: 'price must be an amount in rupees',
          hi: 'दाम रुपये में लिखें, जैसे 149 या 149.50।',
          bn: 'দাম টাকায় লিখুন, যেমন 149 বা 149.50।',
        },
      ],
      // A group's min and max.
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { version: ids.version, name: 'Extras', kind: 'addon', max: 25 },
        'max',
        'max must be from 1 to 20',
        {
          en: 'max must be from 1 to 20',
          hi: '"ज़्यादा से ज़्यादा" 1 से 20 तक की पूरी संख्या होनी चाहिए।',
          bn: '"সর্বোচ্চ" 1 থেকে 20-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
        },
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { version: ids.version, name: 'Extras', kind: 'addon', min: 3, max: 2 },
        'min',
        'min cannot be more than max.',
        {
          en: 'min cannot be more than max.',
          hi: '"कम से कम" "ज़्यादा से ज़्यादा" से बड़ा नहीं हो सकता।',
          bn: '"কমপক্ষে" "সর্বোচ্চ"-এর চেয়ে বেশি হতে পারে না।',
        },
      ],
      [
        `menu-editor/choice-groups/${ids.group}`,
        { version: ids.version, min: 1.5 },
        'min',
        'min must be a whole number',
        {
          en: 'min must be a whole number',
          hi: '"कम से कम" पूरी संख्या होनी चाहिए।',
          bn: '"কমপক্ষে" একটি পূর্ণ সংখ্যা হতে হবে।',
        },
      ],
    ];
    for (const [url, payload, path, english, said] of cases) {
      for (const language of ['en', 'hi', 'bn'] as const) {
        const res = await ask(language, url, payload);
        expect(res.status, `${language} ${english}`).toBe(400);
        expect(res.body).toMatchObject({
          code: 'BAD_REQUEST',
          message: said[language],
          errors: [{ path, message: said[language] }],
        });
      }
    }
    // Nothing was written by any of them.
    const menu = (await post(t, `menu-editor/restaurants/${aminiaId}`, staff.token)).json().data;
    const dish = menu.categories
      .flatMap((c: { dishes: { id: number }[] }) => c.dishes)
      .find((d: { id: number }) => d.id === ids.dish);
    expect(dish).toMatchObject({ price: '180.00', old_price: '200.00', version: ids.version });
    expect(dish.choice_groups.map((g: { name: string }) => g.name)).toEqual(['Portion']);
  });
});

describe('every other refusal of the menu editor', () => {
  it('from its contracts, in each language, with no English word left', async () => {
    const dishes = `menu-editor/categories/${ids.category}/dishes`;
    const good = { name: 'Dal Makhani', price: 60, diet: 'veg' };
    const v = { version: ids.version };
    const cases: Array<[string, unknown, string]> = [
      [dishes, { ...good, name: 'D' }, 'Name the dish in 2 to 80 characters.'],
      [dishes, { price: 60, diet: 'veg' }, 'Name the dish in 2 to 80 characters.'],
      [dishes, { ...good, description: 'x'.repeat(1001) }, 'Keep the description to 1,000 characters.'],
      [dishes, { ...good, description: 5 }, 'description must be text'],
      [dishes, { ...good, diet: 'vegan' }, 'diet must be veg, non_veg or egg'],
      [dishes, { ...good, is_recommended: 'yes' }, 'is_recommended must be true or false'],
      [dishes, { name: 'Dal Makhani', diet: 'veg' }, 'price must be an amount in rupees'],
      [dishes, { ...good, price: 60, old_price: 50 }, 'The old price must be more than the price.'],
      [dishes, { ...good, name: 'Dal\u0000' }, 'name contains a NUL character'],
      [dishes, { ...good, description: 'Ro\uFFFDan' }, 'description is not valid UTF-8 text'],
      [dishes, { ...good, price: 1e300 }, 'price is too large a number'],
      [dishes, { ...good, token: 5 }, 'token must be a string'],
      [dishes, { ...good, token: 'x'.repeat(201) }, 'token is too long (at most 200 characters)'],
      [dishes, { ...good, user_id: [] }, 'user_id is not valid'],
      [dishes, [1], 'The request must be an object'],
      ['menu-editor/categories/0/dishes', good, 'categoryId is not valid'],
      ['menu-editor/categories/x/dishes', good, 'categoryId must be a whole number'],
      [
        `menu-editor/restaurants/${aminiaId}/categories`,
        { name: '' },
        'Name the category in 1 to 60 characters.',
      ],
      [`menu-editor/restaurants/0/categories`, { name: 'Thali' }, 'restaurantId is not valid'],
      [
        `menu-editor/categories/${ids.category}`,
        { version: 1, is_hidden: 'no' },
        'is_hidden must be true or false',
      ],
      [`menu-editor/dishes/${ids.dish}`, {}, 'version must be a whole number'],
      [`menu-editor/dishes/${ids.dish}`, { version: 0 }, 'version is not valid'],
      [`menu-editor/dishes/${ids.dish}`, { ...v, category_id: 'x' }, 'category_id must be a whole number'],
      [`menu-editor/dishes/${ids.dish}`, { ...v, is_active: 'x' }, 'is_active must be true or false'],
      ['menu-editor/dishes/0/archive', v, 'itemId is not valid'],
      [
        `menu-editor/restaurants/${aminiaId}/categories/order`,
        { category_ids: 'x' },
        'category_ids must be a list of ids',
      ],
      [
        `menu-editor/restaurants/${aminiaId}/categories/order`,
        { category_ids: ['x'] },
        'category_ids must be a whole number',
      ],
      [`menu-editor/categories/${ids.category}/dishes/order`, {}, 'item_ids must be a list of ids'],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups/order`,
        { ...v, group_ids: 5 },
        'group_ids must be a list of ids',
      ],
      [
        `menu-editor/choice-groups/${ids.group}/choices/order`,
        { ...v, choice_ids: [0] },
        'choice_ids is not valid',
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { ...v, name: '', kind: 'variant' },
        'Name the group in 1 to 60 characters.',
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { ...v, name: 'Extras', kind: 'some' },
        'kind must be variant or addon',
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { ...v, name: 'Extras', kind: 'addon' },
        'Say how many options can be chosen at most (max).',
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { ...v, name: 'Extras', kind: 'addon', min: -1, max: 2 },
        'min must be from 0 to 20',
      ],
      [
        `menu-editor/dishes/0/choice-groups`,
        { ...v, name: 'Extras', kind: 'variant' },
        'itemId is not valid',
      ],
      ['menu-editor/choice-groups/0', v, 'groupId is not valid'],
      [
        `menu-editor/choice-groups/${ids.group}/choices`,
        { ...v, name: '', price: 1, diet: 'veg' },
        'Name the option in 1 to 60 characters.',
      ],
      [
        `menu-editor/choice-groups/${ids.group}/choices`,
        { ...v, name: 'Full', price: 1, diet: 'veg', is_active: 1 },
        'is_active must be true or false',
      ],
      [`menu-editor/choices/${ids.choice}/stock`, v, 'is_active must be true or false'],
      ['menu-editor/choices/0/stock', { ...v, is_active: true }, 'choiceId is not valid'],
      [`menu-editor/choices/${ids.choice}/archive`, {}, 'version must be a whole number'],
    ];
    for (const [url, payload, english] of cases) {
      const en = await inEachLanguage(url, payload, english);
      expect(en.status, english).toBe(400);
    }
  });

  it('from its services, and at the door, in each language', async () => {
    const stale = { version: ids.version - 1 };
    const cases: Array<[string, unknown, string, number, string | null]> = [
      [
        `menu-editor/dishes/${ids.dish}`,
        { ...stale, price: 190 },
        'Someone else changed this dish since you opened it. Reload to see their change, then save again.',
        409,
        staff.token,
      ],
      [
        `menu-editor/categories/${ids.category}`,
        { version: ids.categoryVersion + 5, name: 'Refusals' },
        'Someone else changed this category since you opened it. Reload to see their change, then save again.',
        409,
        staff.token,
      ],
      [
        `menu-editor/restaurants/${aminiaId}/categories`,
        { name: 'refusals' },
        'This menu already has a category called “refusals”.',
        409,
        staff.token,
      ],
      [
        `menu-editor/dishes/${ids.dish}/choice-groups`,
        { version: ids.version, name: 'Portion', kind: 'variant' },
        'This dish already has one called “Portion”.',
        409,
        staff.token,
      ],
      [
        `menu-editor/choice-groups/${ids.group}/choices`,
        { version: ids.version, name: 'Half', price: 0, diet: 'veg' },
        'Portion already has one called “Half”.',
        409,
        staff.token,
      ],
      [
        `menu-editor/choice-groups/${ids.group}`,
        { version: ids.version, kind: 'variant', min: 0 },
        'A variant group is choose exactly one: its min and max are both 1.',
        400,
        staff.token,
      ],
      [
        `menu-editor/dishes/${ids.dish}`,
        { version: ids.version, category_id: otherCategoryId },
        'category_id is not a category of this menu',
        400,
        staff.token,
      ],
      [
        `menu-editor/restaurants/${aminiaId}/categories/order`,
        { category_ids: [ids.category] },
        'The menu changed since you opened it. Reload it and try again.',
        409,
        staff.token,
      ],
      [
        `menu-editor/choice-groups/${ids.group}/choices/order`,
        { version: ids.version, choice_ids: [ids.choice, ids.choice] },
        'The choices changed since you opened them. Reload them and try again.',
        409,
        staff.token,
      ],
      ['menu-editor/dishes/99999', { version: 1 }, 'Dish not found', 404, staff.token],
      ['menu-editor/categories/99999', { version: 1 }, 'Category not found', 404, staff.token],
      ['menu-editor/choice-groups/99999', { version: 1 }, 'Choice group not found', 404, staff.token],
      [
        'menu-editor/choices/99999/stock',
        { version: 1, is_active: true },
        'Option not found',
        404,
        staff.token,
      ],
      ['menu-editor/restaurants/99999', {}, 'Restaurant not found', 404, staff.token],
      [`menu-editor/restaurants/${aminiaId}`, {}, 'Please log in to continue.', 401, null],
      [
        `menu-editor/restaurants/${aminiaId}`,
        {},
        'Your session has ended. Please log in again.',
        401,
        'x'.repeat(40),
      ],
    ];
    for (const [url, payload, english, status, token] of cases) {
      const en = await inEachLanguage(url, payload, english, token);
      expect(en.status, english).toBe(status);
    }
  });

  it('from a dish’s photo form, in each language', async () => {
    const BOUNDARY = 'menu-editor-refusals';
    const form = (parts: Array<{ name: string; value: string; filename?: string }>) =>
      Buffer.from(
        `${parts
          .map(
            (p) =>
              `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${
                p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/jpeg` : ''
              }\r\n\r\n${p.value}\r\n`,
          )
          .join('')}--${BOUNDARY}--\r\n`,
      );
    const photo = { name: 'photo', value: 'not a photo at all', filename: 'dal.jpg' };
    const cases: Array<[Array<{ name: string; value: string; filename?: string }>, string]> = [
      [
        [{ name: 'version', value: String(ids.version) }],
        'Choose a photo: the form has no file in the field named photo.',
      ],
      [[photo], 'version is required: send the version you read.'],
      [[{ name: 'version', value: 'one' }, photo], 'version must be a whole number'],
      [
        [
          { name: 'version', value: String(ids.version) },
          { ...photo, name: 'picture' },
        ],
        'Send the photo in the field named photo.',
      ],
      [
        [{ name: 'version', value: String(ids.version) }, photo, { ...photo, name: 'photo' }],
        'Send one photo at a time: this form has more than one file.',
      ],
      [[{ name: 'version', value: '1\u0000' }, photo], 'version contains a NUL character.'],
      [[{ name: 'version', value: '1' }, { name: 'version', value: '1' }, photo], 'version is sent twice.'],
    ];
    for (const [parts, english] of cases) {
      const answers: Record<Language, { status: number; message: string }> = {} as never;
      for (const language of ['en', 'hi', 'bn'] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/menu-editor/dishes/${ids.dish}/photo`,
          headers: {
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
            authorization: `Bearer ${staff.token}`,
            ...(language === 'en' ? {} : { 'accept-language': language }),
          },
          payload: form(parts),
        });
        answers[language] = { status: res.statusCode, message: res.json().message };
      }
      expect(answers.en.message).toBe(english);
      expect(answers.en.status).toBeGreaterThanOrEqual(400);
      for (const language of ['hi', 'bn'] as const) {
        expect(answers[language].status).toBe(answers.en.status);
        expect(englishIn(answers[language].message), `${language}: ${english}`).toEqual([]);
      }
    }
    const json = await inEachLanguage(
      `menu-editor/dishes/${ids.dish}/photo`,
      { version: 1 },
      'Send the photo as multipart/form-data.',
    );
    expect(json.status).toBe(415);
  });

  it('answers an admin at the menu editor in the language asked, as its staff', async () => {
    const admin = await logIn(t.app, '8000000001');
    // The back office's own calls answer in English (decision 049); a menu is edited through the menu
    // editor's calls, whoever edits it, and they answer in the asking screen's language.
    const res = await ask(
      'bn',
      `menu-editor/categories/${ids.category}/dishes`,
      { name: 'Dal', price: 200_000, diet: 'veg' },
      admin.token,
    );
    expect(res.body.message).toBe('দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।');
  });
});
