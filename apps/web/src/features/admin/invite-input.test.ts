import { describe, expect, it } from 'vitest';
import { inviteProblemField, mobileDigits, readInvite } from './invite-input.ts';

describe('mobileDigits', () => {
  it('reads an Indian mobile number however it was typed', () => {
    expect(mobileDigits('9876543210')).toBe('9876543210');
    expect(mobileDigits('+91 98765 43210')).toBe('9876543210');
    expect(mobileDigits('098765-43210')).toBe('9876543210');
    expect(mobileDigits('91 9876543210')).toBe('9876543210');
    expect(mobileDigits('(987) 654-3210')).toBe('9876543210');
  });
  it('refuses what is not one', () => {
    for (const bad of ['', '12345', '5876543210', '98765432100', 'abcdefghij', '+1 9876543210']) {
      expect(mobileDigits(bad)).toBeNull();
    }
  });
});

describe('readInvite', () => {
  it('sends the 10 digits and the trimmed name', () => {
    expect(readInvite({ phone: '+91 98765 43210', name: '  Asha Roy ' })).toEqual({
      ok: true,
      phone: '9876543210',
      name: 'Asha Roy',
    });
  });
  it('names the field it cannot send', () => {
    expect(readInvite({ phone: '123', name: 'Asha' })).toMatchObject({ ok: false, field: 'phone' });
    expect(readInvite({ phone: '9876543210', name: 'A' })).toMatchObject({ ok: false, field: 'name' });
  });
  it("finds the field a server's refusal is about", () => {
    expect(inviteProblemField('Enter a 10-digit mobile number.')).toBe('phone');
    expect(inviteProblemField('Enter a name of 2 to 60 characters.')).toBe('name');
    expect(inviteProblemField('level must be admin or support')).toBeNull();
  });
});
