import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { GROUP_FIELD_OF_PATH, OPTION_FIELD_OF_PATH } from './choice-values.ts';
import { DISH_FIELD_OF_PATH } from './dish-form-values.ts';
import { formField, isFormRefusal } from './refused-field.ts';

/** A refusal as the API client makes it from the server's envelope. */
const refusal = (
  status: number,
  code: 'BAD_REQUEST' | 'CONFLICT' | 'NOT_FOUND',
  message: string,
  path?: string,
) =>
  new ApiError(message, status, code, {
    success: false,
    code,
    message,
    ...(path && { errors: [{ path, message }] }),
  });

describe('the field a refusal is about', () => {
  it("is the envelope's path, read in the form's names, whatever language the words are in", () => {
    const bengali = refusal(400, 'BAD_REQUEST', 'আগের দাম এখনকার দামের চেয়ে বেশি হতে হবে।', 'old_price');
    expect(formField(bengali, DISH_FIELD_OF_PATH)).toBe('oldPrice');
    expect(isFormRefusal(bengali)).toBe(true);
    expect(formField(refusal(400, 'BAD_REQUEST', 'x', 'description'), DISH_FIELD_OF_PATH)).toBe(
      'description',
    );
    expect(formField(refusal(400, 'BAD_REQUEST', 'x', 'min'), GROUP_FIELD_OF_PATH)).toBe('min');
    expect(formField(refusal(400, 'BAD_REQUEST', 'x', 'price'), OPTION_FIELD_OF_PATH)).toBe('price');
  });

  it("puts the server's price and count checks, said in Hindi or Bengali, at their field", () => {
    // What the server says when the form's own check lets a price through (₹2,00,000 is six digits).
    const dishPrice = refusal(400, 'BAD_REQUEST', 'दाम ₹0 से ₹1,00,000 के बीच रखें।', 'price');
    expect(formField(dishPrice, DISH_FIELD_OF_PATH)).toBe('price');
    expect(isFormRefusal(dishPrice)).toBe(true);
    const optionPrice = refusal(400, 'BAD_REQUEST', 'দাম ₹0 থেকে ₹1,00,000-এর মধ্যে রাখুন।', 'price');
    expect(formField(optionPrice, OPTION_FIELD_OF_PATH)).toBe('price');
    const most = refusal(400, 'BAD_REQUEST', '"সর্বোচ্চ" 1 থেকে 20-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।', 'max');
    expect(formField(most, GROUP_FIELD_OF_PATH)).toBe('max');
  });

  it('is none when the words name a field but the envelope does not', () => {
    const words = refusal(400, 'BAD_REQUEST', 'The old price must be more than the price.');
    expect(formField(words, DISH_FIELD_OF_PATH)).toBeNull();
    // Still the form's: a bad request is shown on the form, not as a failed save.
    expect(isFormRefusal(words)).toBe(true);
  });

  it("is none for a path the form does not have, or one that is the object's own", () => {
    expect(formField(refusal(400, 'BAD_REQUEST', 'x', 'category_id'), DISH_FIELD_OF_PATH)).toBeNull();
    expect(formField(refusal(400, 'BAD_REQUEST', 'x', 'toString'), DISH_FIELD_OF_PATH)).toBeNull();
  });

  it('puts a name already taken (a 409 with a path) on the form, and a stale save or a thing gone below it', () => {
    const taken = refusal(409, 'CONFLICT', 'This dish already has one called “Size”.', 'name');
    expect(isFormRefusal(taken)).toBe(true);
    expect(formField(taken, GROUP_FIELD_OF_PATH)).toBe('name');
    expect(
      isFormRefusal(refusal(409, 'CONFLICT', 'Someone else changed this dish since you opened it.')),
    ).toBe(false);
    expect(isFormRefusal(refusal(404, 'NOT_FOUND', 'Dish not found'))).toBe(false);
    expect(isFormRefusal(new Error('offline'))).toBe(false);
  });
});
