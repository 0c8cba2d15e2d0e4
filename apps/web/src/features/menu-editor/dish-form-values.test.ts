import type { EditorDish } from '@khabar/domain/contracts/menu-editor/dish-fields';
import { describe, expect, it } from 'vitest';
import {
  amountPaise,
  changedDishFields,
  type DishFormValues,
  descriptionHtml,
  dishFormValues,
  EMPTY_DISH_FORM,
  readDishForm,
} from './dish-form-values.ts';

const form = (extra: Partial<DishFormValues>): DishFormValues => ({
  ...EMPTY_DISH_FORM,
  name: 'Paneer tikka',
  price: '249',
  ...extra,
});

describe('amountPaise', () => {
  it('reads rupees as typed, with or without the sign, grouping and paise', () => {
    expect(amountPaise('149')).toBe(14900);
    expect(amountPaise('149.5')).toBe(14950);
    expect(amountPaise(' ₹1,299.50 ')).toBe(129950);
    expect(amountPaise('Rs. 80')).toBe(8000);
    expect(amountPaise('0')).toBe(0);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '12e3', '1234567', '.5'])
      expect(amountPaise(bad)).toBeNull();
  });
});

describe('readDishForm', () => {
  it('sends trimmed text and prices as rupee strings', () => {
    expect(
      readDishForm(
        form({ name: '  Paneer tikka ', price: '249.5', oldPrice: '299', description: ' Smoky ' }),
      ),
    ).toEqual({
      ok: true,
      fields: {
        name: 'Paneer tikka',
        description: 'Smoky',
        price: '249.50',
        old_price: '299.00',
        diet: 'veg',
        is_recommended: false,
      },
    });
  });
  it('sends no old price when the field is empty', () => {
    const read = readDishForm(form({ oldPrice: '  ' }));
    expect(read.ok && read.fields.old_price).toBeNull();
  });
  it('names the field that cannot be sent', () => {
    expect(readDishForm(form({ name: 'P' }))).toMatchObject({ ok: false, field: 'name' });
    expect(readDishForm(form({ price: '' }))).toMatchObject({ ok: false, field: 'price' });
    expect(readDishForm(form({ oldPrice: 'soon' }))).toMatchObject({ ok: false, field: 'oldPrice' });
    expect(readDishForm(form({ description: 'x'.repeat(1001) }))).toMatchObject({
      ok: false,
      field: 'description',
    });
  });
  it('wants the old price above the price', () => {
    expect(readDishForm(form({ oldPrice: '249' }))).toEqual({
      ok: false,
      field: 'oldPrice',
      message: 'The old price must be more than the price.',
    });
    expect(readDishForm(form({ oldPrice: '249.01' })).ok).toBe(true);
  });
});

describe('descriptionHtml', () => {
  it('keeps every character as typed, in paragraphs', () => {
    expect(descriptionHtml('Fish & chips <3')).toBe('<p>Fish &amp; chips &lt;3</p>');
    expect(descriptionHtml('One\ntwo\n\n Three ')).toBe('<p>One<br>two</p><p>Three</p>');
    expect(descriptionHtml('  ')).toBe('');
  });
});

describe('changedDishFields', () => {
  const dish: EditorDish = {
    id: 7,
    category_id: 1,
    name: 'Paneer tikka',
    description: '<p>Smoky.</p>',
    price: '249.00',
    old_price: null,
    diet: 'veg',
    is_recommended: false,
    is_active: true,
    image: null,
    position: 1,
    version: 3,
    choice_groups: [],
  };
  const initial = dishFormValues(dish, 'Smoky.');
  const fieldsOf = (values: DishFormValues) => {
    const read = readDishForm(values);
    if (!read.ok) throw new Error(read.message);
    return read.fields;
  };
  it('is empty when nothing changed, however the price was typed', () => {
    expect(changedDishFields(initial, fieldsOf({ ...initial, price: '249' }))).toEqual({});
  });
  it('names only what changed, the description as HTML', () => {
    expect(
      changedDishFields(
        initial,
        fieldsOf({ ...initial, description: 'Smoky & hot.', oldPrice: '299', recommended: true }),
      ),
    ).toEqual({ description: '<p>Smoky &amp; hot.</p>', old_price: '299.00', is_recommended: true });
    expect(
      changedDishFields(initial, fieldsOf({ ...initial, name: 'Tikka', diet: 'egg', price: '199' })),
    ).toEqual({ name: 'Tikka', diet: 'egg', price: '199.00' });
  });
  it('sends a null old price when it is cleared', () => {
    const withOld = { ...initial, oldPrice: '299.00' };
    expect(changedDishFields(withOld, fieldsOf({ ...withOld, oldPrice: '' }))).toEqual({ old_price: null });
  });
});
