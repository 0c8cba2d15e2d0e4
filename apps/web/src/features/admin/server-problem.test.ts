import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { plainWords, problemFieldOf } from './server-problem.ts';

const fields = {
  price_for_two: 'price',
  delivery_charge: 'charge',
  extra_delivery_charge: 'extra',
  name: 'name',
} as const;

describe('problemFieldOf', () => {
  it('reads the field from the path of the first problem', () => {
    const err = new ApiError('Name the restaurant in 2 to 80 characters.', 400, 'BAD_REQUEST', {
      errors: [{ path: 'name', message: '…' }],
    });
    expect(problemFieldOf(err, fields)).toBe('name');
  });
  it('else finds the longest field name in the message', () => {
    const err = new ApiError('extra_delivery_charge must be from 0 to 500 rupees a km', 400, 'BAD_REQUEST');
    expect(problemFieldOf(err, fields)).toBe('extra');
  });
  it('names no field when the message names none, or for what is not the API answering', () => {
    expect(problemFieldOf(new ApiError('Something went wrong', 400, 'BAD_REQUEST'), fields)).toBeNull();
    expect(problemFieldOf(new Error('name'), fields)).toBeNull();
  });
});

describe('plainWords', () => {
  it("puts the API's names in words and starts with a capital", () => {
    expect(plainWords('price_for_two must be a number')).toBe('Price for two must be a number');
    expect(plainWords('hours: Monday: overlaps', {})).toBe('Hours: Monday: overlaps');
    expect(plainWords('max_uses_per_user must be from 1', { max_uses_per_user: 'uses per customer' })).toBe(
      'Uses per customer must be from 1',
    );
  });
});
