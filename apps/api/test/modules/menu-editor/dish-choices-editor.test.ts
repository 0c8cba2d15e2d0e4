// A dish's choices in the menu editor (issue 27): its restaurant's staff and the platform's admins
// add, change, reorder, switch and archive choice groups and their options; anyone else is told the
// dish (or group, or option) is not found. Every change names the dish's version and moves it on (two
// editors never overwrite each other), writes an audit row about the dish, and refuses bad input with
// a 400 that changes nothing.
import { schema } from '@khabar/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let staff: Session;
let otherStaff: Session;
let admin: Session;
let support: Session;
let customer: Session;
let captain: Session;
let aminiaId: number;
let arsalanId: number;

interface Choice {
  id: number;
  group_id: number;
  name: string;
  price: string;
  diet: string;
  is_active: boolean;
  position: number;
}
interface Group {
  id: number;
  item_id: number;
  name: string;
  kind: string;
  min: number;
  max: number;
  choices: Choice[];
}
interface Dish {
  id: number;
  name: string;
  version: number;
  price: string;
  choice_groups: Group[];
}

beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  arsalanId = (await dishesOf(t, 'tangra-golden-dragon')).restaurantId;
  staff = await logInStaff(t, aminiaId);
  otherStaff = await logInStaff(t, arsalanId);
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330008101');
  captain = await logInCaptain(t, 3);
});
afterAll(() => t?.close());

const editorMenu = async (who = staff) => {
  const res = await post(t, `menu-editor/restaurants/${aminiaId}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { categories: Array<{ id: number; name: string; dishes: Dish[] }> };
};
const dishInEditor = async (id: number) =>
  (await editorMenu()).categories.flatMap((c) => c.dishes).find((d) => d.id === id);

/** Sends a change and expects it saved: the answer is the whole dish. */
async function save(url: string, body: object, who = staff): Promise<Dish> {
  const res = await post(t, url, who.token, body);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json().data as Dish;
}

let dishCount = 0;
/** A dish of its own in a category of its own, at version 1, without choices. */
async function freshDish(): Promise<Dish> {
  dishCount++;
  const category = await post(t, `menu-editor/restaurants/${aminiaId}/categories`, staff.token, {
    name: `Choices ${dishCount}`,
  });
  expect(category.statusCode, category.body).toBe(200);
  return save(`menu-editor/categories/${category.json().data.id}/dishes`, {
    name: `Test Thali ${dishCount}`,
    price: 200,
    diet: 'veg',
  });
}

/** A fresh dish with a variant group (Half / Full) and an add-on group (Raita, Papad). */
async function dishWithChoices() {
  let dish = await freshDish();
  dish = await save(`menu-editor/dishes/${dish.id}/choice-groups`, {
    version: dish.version,
    name: 'Portion',
    kind: 'variant',
  });
  dish = await save(`menu-editor/dishes/${dish.id}/choice-groups`, {
    version: dish.version,
    name: 'Extras',
    kind: 'addon',
    max: 2,
  });
  const [portion, extras] = dish.choice_groups as [Group, Group];
  for (const [group, name, price, diet] of [
    [portion, 'Half', 0, 'veg'],
    [portion, 'Full', 140, 'veg'],
    [extras, 'Raita', '30.00', 'veg'],
    [extras, 'Egg', 20.5, 'egg'],
  ] as const) {
    dish = await save(`menu-editor/choice-groups/${group.id}/choices`, {
      version: dish.version,
      name,
      price,
      diet,
    });
  }
  return dish;
}

const groupRows = (itemId: number) =>
  t.handle.db
    .select()
    .from(schema.itemChoiceGroups)
    .where(eq(schema.itemChoiceGroups.itemId, itemId))
    .orderBy(asc(schema.itemChoiceGroups.position), asc(schema.itemChoiceGroups.id));
const choiceRows = (groupId: number) =>
  t.handle.db
    .select()
    .from(schema.itemChoices)
    .where(eq(schema.itemChoices.groupId, groupId))
    .orderBy(asc(schema.itemChoices.position), asc(schema.itemChoices.id));

describe('reading a dish with its choices', () => {
  it("the editor's menu has every dish's groups and options in order, archived ones left out", async () => {
    const menu = await editorMenu();
    const biryani = menu.categories.flatMap((c) => c.dishes).find((d) => d.name === 'Kolkata Mutton Biryani');
    expect(biryani?.choice_groups.map((g) => [g.name, g.kind, g.min, g.max])).toEqual([
      ['Portion', 'variant', 1, 1],
      ['Extras', 'addon', 0, 3],
    ]);
    expect(biryani?.choice_groups[0]?.choices.map((c) => [c.name, c.price, c.diet, c.is_active])).toEqual([
      ['Half', '0.00', 'veg', true],
      ['Full', '150.00', 'veg', true],
    ]);
    // Every group and option in the database is in the answer, once.
    const dishIds = menu.categories.flatMap((c) => c.dishes.map((d) => d.id));
    const stored = (
      await t.handle.db
        .select({ itemId: schema.itemChoiceGroups.itemId })
        .from(schema.itemChoiceGroups)
        .innerJoin(schema.items, eq(schema.items.id, schema.itemChoiceGroups.itemId))
        .where(and(eq(schema.items.restaurantId, aminiaId), isNull(schema.itemChoiceGroups.archivedAt)))
    ).filter((r) => dishIds.includes(r.itemId));
    expect(menu.categories.flatMap((c) => c.dishes).reduce((n, d) => n + d.choice_groups.length, 0)).toBe(
      stored.length,
    );
    expect(stored.length).toBeGreaterThan(0);
  });
});

describe('building a dish’s choices', () => {
  it('adds groups and options, each change moving the dish’s version on, and stores them', async () => {
    const dish = await dishWithChoices();
    expect(dish.version).toBe(7);
    expect(
      dish.choice_groups.map((g) => [
        g.name,
        g.kind,
        g.min,
        g.max,
        g.choices.map((c) => `${c.name} ${c.price} ${c.diet}`),
      ]),
    ).toEqual([
      ['Portion', 'variant', 1, 1, ['Half 0.00 veg', 'Full 140.00 veg']],
      ['Extras', 'addon', 0, 2, ['Raita 30.00 veg', 'Egg 20.50 egg']],
    ]);
    expect(await dishInEditor(dish.id)).toEqual(dish);
    const groups = await groupRows(dish.id);
    expect(groups.map((g) => [g.name, g.kind, g.minSelect, g.maxSelect])).toEqual([
      ['Portion', 'variant', 1, 1],
      ['Extras', 'addon', 0, 2],
    ]);
    const extras = await choiceRows(groups[1]!.id);
    expect(extras.map((c) => [c.name, c.pricePaise, c.isVeg, c.hasEgg, c.isActive])).toEqual([
      ['Raita', 3000, true, false, true],
      ['Egg', 2050, false, true, true],
    ]);
    // A dish's own edit answers its choices too (the editor's copy keeps them).
    const renamed = await save(`menu-editor/dishes/${dish.id}`, {
      version: dish.version,
      name: 'Renamed Thali',
    });
    expect(renamed.choice_groups).toEqual(dish.choice_groups);
  });

  it('changes a group and an option; a group made a variant is choose exactly one', async () => {
    let dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    dish = await save(`menu-editor/choice-groups/${extras.id}`, {
      version: dish.version,
      name: 'Add-ons',
      min: 1,
      max: 2,
    });
    expect(dish.choice_groups[1]).toMatchObject({ name: 'Add-ons', kind: 'addon', min: 1, max: 2 });
    dish = await save(`menu-editor/choice-groups/${portion.id}`, {
      version: dish.version,
      kind: 'addon',
      max: 2,
    });
    expect(dish.choice_groups[0]).toMatchObject({ kind: 'addon', min: 1, max: 2 });
    dish = await save(`menu-editor/choice-groups/${portion.id}`, { version: dish.version, kind: 'variant' });
    expect(dish.choice_groups[0]).toMatchObject({ kind: 'variant', min: 1, max: 1 });

    const raita = extras.choices[0]!;
    dish = await save(`menu-editor/choices/${raita.id}`, {
      version: dish.version,
      name: 'Boondi raita',
      price: '35.50',
      diet: 'egg',
    });
    expect(dish.choice_groups[1]?.choices[0]).toMatchObject({
      name: 'Boondi raita',
      price: '35.50',
      diet: 'egg',
    });
    dish = await save(`menu-editor/choices/${raita.id}`, { version: dish.version, diet: 'veg' });
    const [row] = await t.handle.db
      .select()
      .from(schema.itemChoices)
      .where(eq(schema.itemChoices.id, raita.id));
    expect(row).toMatchObject({ name: 'Boondi raita', pricePaise: 3550, isVeg: true, hasEgg: false });
  });

  it('switches an option out of stock and back; a group may ask for more than it has in stock', async () => {
    let dish = await dishWithChoices();
    const full = dish.choice_groups[0]!.choices[1]!;
    const half = dish.choice_groups[0]!.choices[0]!;
    for (const c of [full, half]) {
      dish = await save(`menu-editor/choices/${c.id}/stock`, { version: dish.version, is_active: false });
    }
    // The variant group now has nothing in stock: allowed (the editor warns customers cannot order it).
    expect(dish.choice_groups[0]?.choices.map((c) => c.is_active)).toEqual([false, false]);
    dish = await save(`menu-editor/choices/${full.id}/stock`, { version: dish.version, is_active: true });
    expect(dish.choice_groups[0]?.choices.map((c) => c.is_active)).toEqual([false, true]);
    const [row] = await t.handle.db
      .select()
      .from(schema.itemChoices)
      .where(eq(schema.itemChoices.id, half.id));
    expect(row?.isActive).toBe(false);
  });

  it('reorders groups and options, and refuses an order that is not every one of them once (409)', async () => {
    let dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    dish = await save(`menu-editor/dishes/${dish.id}/choice-groups/order`, {
      version: dish.version,
      group_ids: [extras.id, portion.id],
    });
    expect(dish.choice_groups.map((g) => g.name)).toEqual(['Extras', 'Portion']);
    const [raita, egg] = extras.choices as [Choice, Choice];
    dish = await save(`menu-editor/choice-groups/${extras.id}/choices/order`, {
      version: dish.version,
      choice_ids: [egg.id, raita.id],
    });
    expect(dish.choice_groups[0]?.choices.map((c) => c.name)).toEqual(['Egg', 'Raita']);
    expect((await dishInEditor(dish.id))?.choice_groups.map((g) => g.name)).toEqual(['Extras', 'Portion']);
    expect((await choiceRows(extras.id)).map((c) => c.name)).toEqual(['Egg', 'Raita']);

    const stale: Array<[string, object]> = [
      [`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [extras.id] }],
      [`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [extras.id, extras.id] }],
      [`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [portion.id, extras.id, 999_999] }],
      [`menu-editor/choice-groups/${extras.id}/choices/order`, { choice_ids: [raita.id] }],
      [
        `menu-editor/choice-groups/${extras.id}/choices/order`,
        { choice_ids: [raita.id, portion.choices[0]!.id] },
      ],
    ];
    for (const [url, body] of stale) {
      const res = await post(t, url, staff.token, { version: dish.version, ...body });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        'The choices changed since you opened them. Reload them and try again.',
      );
    }
    expect(await dishInEditor(dish.id)).toEqual(dish);
  });

  it('archives an option and a group: gone from the editor, kept in the database, and never changed again', async () => {
    let dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    const raita = extras.choices[0]!;
    dish = await save(`menu-editor/choices/${raita.id}/archive`, { version: dish.version });
    expect(dish.choice_groups[1]?.choices.map((c) => c.name)).toEqual(['Egg']);
    dish = await save(`menu-editor/choice-groups/${portion.id}/archive`, { version: dish.version });
    expect(dish.choice_groups.map((g) => g.name)).toEqual(['Extras']);
    expect((await dishInEditor(dish.id))?.choice_groups.map((g) => g.name)).toEqual(['Extras']);
    const stored = await groupRows(dish.id);
    expect(stored.map((g) => [g.name, g.archivedAt !== null])).toEqual([
      ['Portion', true],
      ['Extras', false],
    ]);
    expect((await choiceRows(extras.id)).map((c) => [c.name, c.archivedAt !== null])).toEqual([
      ['Raita', true],
      ['Egg', false],
    ]);
    // An option of an archived group, the archived group and the archived option are not found.
    const gone: Array<[string, object, string]> = [
      [
        `menu-editor/choice-groups/${portion.id}/choices`,
        { name: 'Quarter', price: 0, diet: 'veg' },
        'Choice group not found',
      ],
      [`menu-editor/choice-groups/${portion.id}`, { name: 'Plate' }, 'Choice group not found'],
      [`menu-editor/choice-groups/${portion.id}/archive`, {}, 'Choice group not found'],
      [`menu-editor/choice-groups/${portion.id}/choices/order`, { choice_ids: [] }, 'Choice group not found'],
      [`menu-editor/choices/${portion.choices[0]!.id}`, { price: 5 }, 'Option not found'],
      [`menu-editor/choices/${portion.choices[0]!.id}/stock`, { is_active: false }, 'Option not found'],
      [`menu-editor/choices/${raita.id}`, { price: 5 }, 'Option not found'],
      [`menu-editor/choices/${raita.id}/archive`, {}, 'Option not found'],
    ];
    for (const [url, body, message] of gone) {
      const res = await post(t, url, staff.token, { version: dish.version, ...body });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(message);
    }
    // The group ids an order names are only those on the menu: the archived one is refused.
    expect(
      (
        await post(t, `menu-editor/dishes/${dish.id}/choice-groups/order`, staff.token, {
          version: dish.version,
          group_ids: [extras.id, portion.id],
        })
      ).statusCode,
    ).toBe(409);
    // An archived dish's choices are gone with it.
    const archived = await post(t, `menu-editor/dishes/${dish.id}/archive`, staff.token, {
      version: dish.version,
    });
    expect(archived.statusCode).toBe(200);
    const res = await post(t, `menu-editor/choices/${extras.choices[1]!.id}/stock`, staff.token, {
      version: dish.version + 1,
      is_active: false,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a second group or option of the same name (409), in any case', async () => {
    const dish = await dishWithChoices();
    const extras = dish.choice_groups[1]!;
    const group = await post(t, `menu-editor/dishes/${dish.id}/choice-groups`, staff.token, {
      version: dish.version,
      name: 'extras',
      kind: 'addon',
      max: 1,
    });
    expect(group.statusCode).toBe(409);
    expect(group.json().message).toBe('This dish already has one called “extras”.');
    const option = await post(t, `menu-editor/choice-groups/${extras.id}/choices`, staff.token, {
      version: dish.version,
      name: 'RAITA',
      price: 1,
      diet: 'veg',
    });
    expect(option.statusCode).toBe(409);
    expect(option.json().message).toBe('Extras already has one called “RAITA”.');
  });
});

describe('who may change a dish’s choices', () => {
  it('the restaurant’s staff and admins; anyone else is told not found and nothing changes', async () => {
    const dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    const half = portion.choices[0]!;
    const calls: Array<[string, object]> = [
      [`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [extras.id, portion.id] }],
      [`menu-editor/dishes/${dish.id}/choice-groups`, { name: 'Sneaky', kind: 'addon', max: 1 }],
      [`menu-editor/choice-groups/${portion.id}`, { name: 'Plate' }],
      [
        `menu-editor/choice-groups/${portion.id}/choices/order`,
        { choice_ids: [portion.choices[1]!.id, half.id] },
      ],
      [`menu-editor/choice-groups/${portion.id}/choices`, { name: 'Sneaky', price: 1, diet: 'veg' }],
      [`menu-editor/choice-groups/${portion.id}/archive`, {}],
      [`menu-editor/choices/${half.id}`, { price: 1 }],
      [`menu-editor/choices/${half.id}/stock`, { is_active: false }],
      [`menu-editor/choices/${half.id}/archive`, {}],
    ];
    const before = JSON.stringify(await dishInEditor(dish.id));
    const notFound = [
      'Dish not found',
      'Dish not found',
      ...Array(4).fill('Choice group not found'),
      ...Array(3).fill('Option not found'),
    ];
    for (const [i, [url, body]] of calls.entries()) {
      for (const who of [otherStaff, support, customer, captain]) {
        const res = await post(t, url, who.token, { version: dish.version, ...body });
        expect(res.statusCode, `${url} as ${who.user.name}`).toBe(404);
        expect(res.json().message).toBe(notFound[i]);
      }
      expect((await post(t, url, null, { version: dish.version, ...body })).statusCode).toBe(401);
    }
    expect(JSON.stringify(await dishInEditor(dish.id))).toBe(before);

    // An admin may make each of them (in an order that leaves something for the next).
    let v = dish.version;
    const asAdmin = async (url: string, body: object) => {
      const saved = await save(url, { version: v, ...body }, admin);
      expect(saved.version).toBe(v + 1);
      v = saved.version;
      return saved;
    };
    for (const [url, body] of calls.filter(([url]) => !url.endsWith('/archive'))) await asAdmin(url, body);
    await asAdmin(`menu-editor/choices/${half.id}/archive`, {});
    const last = await asAdmin(`menu-editor/choice-groups/${portion.id}/archive`, {});
    expect(last.choice_groups.map((g) => g.name)).toEqual(['Extras', 'Sneaky']);
  });
});

describe('input', () => {
  it('refuses bad groups and options with a 400 in plain words, and writes nothing', async () => {
    const dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    const raita = extras.choices[0]!;
    const v = dish.version;
    const newGroup = `menu-editor/dishes/${dish.id}/choice-groups`;
    const group = `menu-editor/choice-groups/${extras.id}`;
    const newChoice = `menu-editor/choice-groups/${extras.id}/choices`;
    const choice = `menu-editor/choices/${raita.id}`;
    const goodGroup = { version: v, name: 'Sides', kind: 'addon', min: 0, max: 2 };
    const goodChoice = { version: v, name: 'Salad', price: 20, diet: 'veg' };
    const cases: Array<[string, object, RegExp]> = [
      [newGroup, { ...goodGroup, name: '' }, /Name the group in 1 to 60 characters/],
      [newGroup, { ...goodGroup, name: '   ' }, /Name the group/],
      [newGroup, { ...goodGroup, name: 'x'.repeat(61) }, /Name the group/],
      [newGroup, { ...goodGroup, name: 'Sides\u0000' }, /./],
      [newGroup, { ...goodGroup, kind: 'combo' }, /kind must be variant or addon/],
      [newGroup, { ...goodGroup, min: 3, max: 2 }, /min cannot be more than max/],
      [newGroup, { ...goodGroup, max: 21 }, /max must be from 1 to 20/],
      [newGroup, { ...goodGroup, max: 0 }, /max must be from 1 to 20/],
      [newGroup, { ...goodGroup, min: -1 }, /min must be from 0 to 20/],
      [newGroup, { ...goodGroup, max: 1e308 }, /max/],
      [newGroup, { ...goodGroup, max: '2.5' }, /max must be a whole number/],
      [newGroup, { ...goodGroup, max: undefined }, /Say how many options can be chosen at most/],
      [newGroup, { ...goodGroup, kind: 'variant', min: 0, max: 1 }, /A variant group is choose exactly one/],
      [newGroup, { ...goodGroup, kind: 'variant', min: 1, max: 2 }, /A variant group is choose exactly one/],
      [newGroup, { ...goodGroup, version: 0 }, /version/],
      [newGroup, { ...goodGroup, version: 2 ** 40 }, /version/],
      [group, { version: v, min: 3 }, /min cannot be more than max/],
      [group, { version: v, kind: 'variant', max: 2 }, /A variant group is choose exactly one/],
      [
        `menu-editor/choice-groups/${portion.id}`,
        { version: v, max: 2 },
        /A variant group is choose exactly one/,
      ],
      [group, { version: v, name: 'y'.repeat(61) }, /Name the group/],
      [newChoice, { ...goodChoice, name: '' }, /Name the option in 1 to 60 characters/],
      [newChoice, { ...goodChoice, name: 'z'.repeat(61) }, /Name the option/],
      [newChoice, { ...goodChoice, price: 100_001 }, /price must be from 0 to 100000 rupees/],
      [newChoice, { ...goodChoice, price: -1 }, /price must be from 0/],
      [newChoice, { ...goodChoice, price: 1e308 }, /price/],
      [newChoice, { ...goodChoice, price: '12.345' }, /price must be an amount in rupees/],
      [newChoice, { ...goodChoice, diet: 'veg_egg' }, /diet must be veg, non_veg or egg/],
      // A veg option with egg cannot be said: the mark is one of three.
      [newChoice, { version: v, name: 'Salad', price: 20, is_veg: true, has_egg: true }, /diet must be/],
      [newChoice, { ...goodChoice, is_active: 'yes' }, /is_active must be true or false/],
      [choice, { version: v, price: 100_000.01 }, /price/],
      [choice, { version: v, name: 'a\u0000b' }, /./],
      [`${choice}/stock`, { version: v, is_active: 1 }, /is_active must be true or false/],
      [`${choice}/stock`, { version: v }, /is_active must be true or false/],
      [
        `menu-editor/dishes/${dish.id}/choice-groups/order`,
        { version: v, group_ids: 'all' },
        /group_ids must be a list/,
      ],
      [
        `menu-editor/choice-groups/${extras.id}/choices/order`,
        { version: v, choice_ids: [0] },
        /choice_ids is not valid/,
      ],
      ['menu-editor/choices/99999999999/stock', { version: v, is_active: true }, /choiceId/],
      ['menu-editor/choice-groups/0', { version: v, name: 'x' }, /groupId/],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(t, url, staff.token, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)} ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await dishInEditor(dish.id)).toEqual(dish);
  });
});

describe('two editors of one dish', () => {
  it('a change against an older version of the dish is refused (409) on every endpoint', async () => {
    const dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    const half = portion.choices[0]!;
    // Someone else saves the dish first: every choice change holding the old version is told.
    const moved = await save(`menu-editor/dishes/${dish.id}`, { version: dish.version, price: 210 }, admin);
    const calls: Array<[string, object]> = [
      [`menu-editor/dishes/${dish.id}/choice-groups`, { name: 'Late', kind: 'addon', max: 1 }],
      [`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [extras.id, portion.id] }],
      [`menu-editor/choice-groups/${portion.id}`, { name: 'Late' }],
      [`menu-editor/choice-groups/${portion.id}/archive`, {}],
      [`menu-editor/choice-groups/${portion.id}/choices`, { name: 'Late', price: 1, diet: 'veg' }],
      [
        `menu-editor/choice-groups/${portion.id}/choices/order`,
        { choice_ids: [portion.choices[1]!.id, half.id] },
      ],
      [`menu-editor/choices/${half.id}`, { price: 1 }],
      [`menu-editor/choices/${half.id}/stock`, { is_active: false }],
      [`menu-editor/choices/${half.id}/archive`, {}],
    ];
    for (const [url, body] of calls) {
      const res = await post(t, url, staff.token, { version: dish.version, ...body });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe(
        'Someone else changed this dish since you opened it. Reload to see their change, then save again.',
      );
    }
    expect(await dishInEditor(dish.id)).toEqual(moved);

    // Two at once with the same version: one saves, the other is told.
    const [a, b] = await Promise.all([
      post(t, `menu-editor/choices/${half.id}`, staff.token, { version: moved.version, price: 5 }),
      post(t, `menu-editor/choices/${half.id}`, admin.token, { version: moved.version, price: 9 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = (a.statusCode === 200 ? a : b).json().data as Dish;
    expect((await dishInEditor(dish.id))?.choice_groups[0]?.choices[0]?.price).toBe(
      winner.choice_groups[0]?.choices[0]?.price,
    );
  });
});

describe('the audit log and the catalog', () => {
  it('writes a row about the dish for every change, with who made it', async () => {
    const dish = await dishWithChoices();
    const [portion, extras] = dish.choice_groups as [Group, Group];
    let v = dish.version;
    const step = async (url: string, body: object, who = staff) => {
      v = (await save(url, { version: v, ...body }, who)).version;
    };
    await step(`menu-editor/choice-groups/${extras.id}`, { max: 1 }, admin);
    await step(`menu-editor/choices/${extras.choices[0]!.id}`, { price: 45 });
    await step(`menu-editor/choices/${extras.choices[0]!.id}/stock`, { is_active: false });
    await step(`menu-editor/choice-groups/${extras.id}/choices/order`, {
      choice_ids: [extras.choices[1]!.id, extras.choices[0]!.id],
    });
    await step(`menu-editor/dishes/${dish.id}/choice-groups/order`, { group_ids: [extras.id, portion.id] });
    await step(`menu-editor/choices/${portion.choices[0]!.id}/archive`, {});
    await step(`menu-editor/choice-groups/${portion.id}/archive`, {});
    const { entries } = (await post(t, 'admin/audit', admin.token, { restaurant_id: aminiaId })).json().data;
    const mine = entries.filter(
      (e: { entity_id: string; entity: string }) => e.entity === 'item' && e.entity_id === String(dish.id),
    );
    expect(mine.map((e: { action: string; actor: { role: string } }) => [e.action, e.actor.role])).toEqual([
      ['item.choice_group.archive', 'staff'],
      ['item.choice.archive', 'staff'],
      ['item.choice_group.reorder', 'staff'],
      ['item.choice.reorder', 'staff'],
      ['item.choice.out_of_stock', 'staff'],
      ['item.choice.update', 'staff'],
      ['item.choice_group.update', 'admin'],
      ['item.choice.create', 'staff'],
      ['item.choice.create', 'staff'],
      ['item.choice.create', 'staff'],
      ['item.choice.create', 'staff'],
      ['item.choice_group.create', 'staff'],
      ['item.choice_group.create', 'staff'],
      ['item.create', 'staff'],
    ]);
    const priced = mine.find((e: { action: string }) => e.action === 'item.choice.update');
    expect(priced.before).toMatchObject({ name: 'Raita', price: '30.00' });
    expect(priced.after).toMatchObject({ name: 'Raita', price: '45.00' });
    const limited = mine.find((e: { action: string }) => e.action === 'item.choice_group.update');
    expect([limited.before.max, limited.after.max]).toEqual([2, 1]);
  });

  it('tells the catalog after each change: the customer menu is read again', async () => {
    // The customer menu shows a dish's choices once the catalog's read model loads them (another part
    // of issue 27). Until then, what proves the publish: a change to the dish's choices reloads the
    // menu, so a rename made straight in the database before it shows after it.
    const dish = await dishWithChoices();
    const menuOf = async () =>
      (await t.app.inject({ method: 'POST', url: '/api/get-restaurant-items/aminia-darbar' })).json() as {
        items: Record<string, Array<{ id: number; name: string }>>;
      };
    const names = async () =>
      Object.values((await menuOf()).items)
        .flat()
        .filter((d) => d.id === dish.id)
        .map((d) => d.name);
    expect(await names()).toEqual([dish.name]);
    await t.handle.db.update(schema.items).set({ name: 'Quiet Rename' }).where(eq(schema.items.id, dish.id));
    expect(await names()).toEqual([dish.name]);
    await save(`menu-editor/choices/${dish.choice_groups[1]!.choices[0]!.id}/stock`, {
      version: dish.version,
      is_active: false,
    });
    expect(await names()).toEqual(['Quiet Rename']);
  });
});
