import type { EditorChoiceGroup } from '@khabar/domain/contracts/menu-editor/choice-fields';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  groupWarning,
  optionFormValues,
  readGroupForm,
  readOptionForm,
} from './choice-values.ts';

const option = (id: number, is_active = true) => ({
  id,
  group_id: 1,
  name: `Option ${id}`,
  price: '0.00',
  diet: 'veg' as const,
  is_active,
  position: id,
});
const group = (min: number, active: boolean[]): EditorChoiceGroup => ({
  id: 1,
  item_id: 1,
  name: 'Portion',
  kind: min === 1 ? 'variant' : 'addon',
  min,
  max: Math.max(min, 1),
  position: 0,
  choices: active.map((a, i) => option(i + 1, a)),
});

describe('the group form', () => {
  it('sends a variant as choose exactly one, whatever the numbers say', () => {
    expect(readGroupForm({ name: ' Portion ', kind: 'variant', min: '0', max: '9' })).toEqual({
      ok: true,
      fields: { name: 'Portion', kind: 'variant', min: 1, max: 1 },
    });
  });

  it('sends an add-on group with its range, and names the field that is wrong', () => {
    expect(readGroupForm({ name: 'Extras', kind: 'addon', min: '0', max: '3' })).toEqual({
      ok: true,
      fields: { name: 'Extras', kind: 'addon', min: 0, max: 3 },
    });
    const field = (min: string, max: string, name = 'Extras') => {
      const read = readGroupForm({ name, kind: 'addon', min, max });
      return read.ok ? null : read.field;
    };
    expect(field('0', '3', '')).toBe('name');
    expect(field('0', '3', 'x'.repeat(61))).toBe('name');
    expect(field('-1', '3')).toBe('min');
    expect(field('1.5', '3')).toBe('min');
    expect(field('21', '21')).toBe('min');
    expect(field('0', '0')).toBe('max');
    expect(field('0', '21')).toBe('max');
    expect(field('0', '')).toBe('max');
    expect(field('4', '3')).toBe('min');
  });
});

describe('the option form', () => {
  it('reads the price in rupees (empty is free) and refuses what is not an amount', () => {
    expect(readOptionForm({ name: 'Extra papad', price: '₹10', diet: 'veg' })).toEqual({
      ok: true,
      fields: { name: 'Extra papad', price: '10.00', diet: 'veg' },
    });
    expect(readOptionForm({ name: 'No onion', price: ' ', diet: 'veg' })).toMatchObject({
      fields: { price: '0.00' },
    });
    for (const price of ['abc', '-5', '10.555', '100001']) {
      expect(readOptionForm({ name: 'Raita', price, diet: 'veg' })).toMatchObject({
        ok: false,
        field: 'price',
      });
    }
    expect(readOptionForm({ name: '  ', price: '5', diet: 'egg' })).toMatchObject({
      ok: false,
      field: 'name',
    });
  });

  it('sends only what changed', () => {
    const before = optionFormValues({ name: 'Raita', price: '30.00', diet: 'veg' });
    expect(changedFields(before, { name: 'Raita', price: '30.00', diet: 'veg' })).toEqual({});
    expect(changedFields(before, { name: 'Raita', price: '35.00', diet: 'egg' })).toEqual({
      price: '35.00',
      diet: 'egg',
    });
  });
});

describe('the warning under a group', () => {
  it('says customers cannot order the dish while a group has fewer in stock than its minimum', () => {
    expect(groupWarning(group(1, []))).toBe(
      'Customers cannot order this dish until Portion has an option in stock.',
    );
    expect(groupWarning(group(1, [false, false]))).toBe(
      'Customers cannot order this dish until Portion has an option in stock.',
    );
    expect(groupWarning(group(1, [false, true]))).toBeNull();
    expect(groupWarning(group(2, [true, false, false]))).toBe(
      'Customers cannot order this dish until Portion has 2 options in stock.',
    );
    expect(groupWarning(group(0, []))).toBeNull();
  });
});
