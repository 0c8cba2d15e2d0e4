import { describe, expect, it } from 'vitest';
import { agoText, captainState, plateOf, readOnboard, readReason } from './captain-values.ts';

describe('captainState', () => {
  it('is suspended whatever the duty switch says, else on or off duty', () => {
    expect(captainState({ suspended_at: '2026-01-01T00:00:00Z', is_on_duty: true })).toBe('suspended');
    expect(captainState({ suspended_at: null, is_on_duty: true })).toBe('on');
    expect(captainState({ suspended_at: null, is_on_duty: false })).toBe('off');
  });
});

describe('readOnboard', () => {
  it('reads the phone, the name and the plate as the server takes them', () => {
    expect(readOnboard({ phone: '+91 98300 12345', name: ' Ravi ', vehicle: 'wb 02  an 1041' })).toEqual({
      ok: true,
      phone: '9830012345',
      name: 'Ravi',
      vehicle_number: 'WB 02 AN 1041',
    });
  });
  it('names the field it cannot send', () => {
    expect(readOnboard({ phone: '12345', name: 'Ravi', vehicle: 'WB02' })).toMatchObject({ field: 'phone' });
    expect(readOnboard({ phone: '9830012345', name: 'R', vehicle: 'WB02' })).toMatchObject({ field: 'name' });
    expect(readOnboard({ phone: '9830012345', name: 'Ravi', vehicle: 'WB-02' })).toMatchObject({
      field: 'vehicle',
    });
    expect(plateOf(' ka 01 ')).toBe('KA 01');
  });
});

describe('readReason', () => {
  it('takes 3 to 200 characters, trimmed', () => {
    expect(readReason('  Rude to a customer ')).toBe('Rude to a customer');
    expect(readReason(' ab ')).toBeNull();
    expect(readReason('x'.repeat(201))).toBeNull();
  });
});

describe('agoText', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const at = (iso: string) => `at ${iso}`;
  it('says a recent position in minutes or hours, an old one by its date', () => {
    expect(agoText('2026-05-01T11:59:30Z', now, at)).toBe('just now');
    expect(agoText('2026-05-01T11:48:00Z', now, at)).toBe('12 min ago');
    expect(agoText('2026-05-01T09:00:00Z', now, at)).toBe('3 h ago');
    expect(agoText('2026-04-29T09:00:00Z', now, at)).toBe('at 2026-04-29T09:00:00Z');
  });
});
