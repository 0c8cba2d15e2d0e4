import type { AdminCoupon } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import { describe, expect, it } from 'vitest';
import {
  changedCouponFields,
  codeAsTyped,
  couponFormValues,
  couponState,
  datesText,
  discountText,
  EMPTY_COUPON_FORM,
  kolkataInput,
  kolkataIso,
  minimumText,
  readCouponForm,
} from './coupon-values.ts';

const coupon: AdminCoupon = {
  id: 3,
  code: 'WELCOME20',
  name: 'Welcome offer',
  description: '',
  restaurant_id: null,
  discount_type: 'PERCENTAGE',
  discount_value: 20,
  upto_amount: '100.00',
  min_order_amount: '199.00',
  max_uses_per_user: 1,
  max_uses_total: 500,
  first_order_only: false,
  starts_at: '2026-12-01T04:30:00.000Z',
  ends_at: '2026-12-31T18:29:00.000Z',
  is_active: true,
  uses: 12,
  version: 2,
};

describe('discountText, minimumText, datesText', () => {
  it('says a percentage with its cap, or an amount off', () => {
    expect(discountText(coupon)).toBe('20 % up to ₹100');
    expect(discountText({ ...coupon, upto_amount: null })).toBe('20 % off');
    expect(discountText({ discount_type: 'AMOUNT', discount_value: '75.00', upto_amount: null })).toBe(
      '₹75 off',
    );
    expect(discountText({ discount_type: 'AMOUNT', discount_value: '75.50', upto_amount: null })).toBe(
      '₹75.50 off',
    );
  });
  it('says no minimum as None', () => {
    expect(minimumText('199.00')).toBe('₹199');
    expect(minimumText('0.00')).toBe('None');
  });
  it('says the dates on Kolkata calendar', () => {
    expect(datesText(coupon)).toBe('1 Dec 2026 to 31 Dec 2026');
    expect(datesText({ starts_at: coupon.starts_at, ends_at: null })).toBe('From 1 Dec 2026');
    expect(datesText({ starts_at: null, ends_at: '2026-12-31T19:00:00Z' })).toBe('Until 1 Jan 2027');
    expect(datesText({ starts_at: null, ends_at: null })).toBe('No dates');
  });
});

describe('couponState', () => {
  const dec15 = Date.parse('2026-12-15T00:00:00Z');
  it('is active between its dates, scheduled before, expired after', () => {
    expect(couponState(coupon, dec15)).toBe('active');
    expect(couponState(coupon, Date.parse('2026-11-30T00:00:00Z'))).toBe('scheduled');
    expect(couponState(coupon, Date.parse('2027-01-02T00:00:00Z'))).toBe('expired');
  });
  it('is ended when switched off past its end, switched off before it', () => {
    expect(couponState({ ...coupon, is_active: false, ends_at: '2026-12-10T00:00:00Z' }, dec15)).toBe(
      'ended',
    );
    expect(couponState({ ...coupon, is_active: false }, dec15)).toBe('off');
  });
});

describe('kolkataInput and kolkataIso', () => {
  it('shows an instant on the Kolkata clock and reads it back with the offset', () => {
    expect(kolkataInput('2026-12-01T04:30:00.000Z')).toBe('2026-12-01T10:00');
    expect(kolkataInput(null)).toBe('');
    expect(kolkataIso('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(Date.parse(kolkataIso('2026-12-01T10:00') ?? '')).toBe(Date.parse('2026-12-01T04:30:00Z'));
    expect(kolkataIso('2026-12-01')).toBeNull();
  });
});

describe('codeAsTyped', () => {
  it('upper-cases the code and keeps only letters and digits', () => {
    expect(codeAsTyped('welcome 20!')).toBe('WELCOME20');
  });
});

describe('readCouponForm', () => {
  const form = {
    ...EMPTY_COUPON_FORM,
    code: 'diwali',
    name: ' Diwali ',
    value: '15%',
    upto: '₹150',
    restaurantId: '4',
    startsAt: '2026-11-01T00:00',
  };
  it('reads a percentage coupon as the API takes it', () => {
    expect(readCouponForm(form)).toEqual({
      ok: true,
      fields: {
        code: 'DIWALI',
        name: 'Diwali',
        description: '',
        restaurant_id: 4,
        discount_type: 'PERCENTAGE',
        discount_value: '15',
        upto_amount: '150',
        min_order_amount: '0',
        max_uses_per_user: null,
        max_uses_total: null,
        starts_at: '2026-11-01T00:00:00+05:30',
        ends_at: null,
        is_active: true,
        first_order_only: false,
      },
    });
    expect(readCouponForm({ ...form, firstOrderOnly: true })).toMatchObject({
      fields: { first_order_only: true },
    });
  });
  it('reads an amount coupon without a cap, for every restaurant', () => {
    const read = readCouponForm({
      ...form,
      discountType: 'AMOUNT',
      value: '75.5',
      restaurantId: '',
      maxUses: '3',
      totalUses: '1,000',
    });
    expect(read).toMatchObject({
      ok: true,
      fields: {
        discount_value: '75.5',
        upto_amount: null,
        restaurant_id: null,
        max_uses_per_user: 3,
        max_uses_total: 1000,
      },
    });
  });
  it('names what it cannot send', () => {
    expect(readCouponForm({ ...form, code: 'ab' })).toMatchObject({ ok: false, field: 'code' });
    expect(readCouponForm({ ...form, value: '12.5' })).toMatchObject({ ok: false, field: 'value' });
    expect(readCouponForm({ ...form, value: '101' })).toMatchObject({ ok: false, field: 'value' });
    expect(readCouponForm({ ...form, upto: '0' })).toMatchObject({ ok: false, field: 'upto' });
    expect(readCouponForm({ ...form, minimum: 'abc' })).toMatchObject({ ok: false, field: 'minimum' });
    expect(readCouponForm({ ...form, maxUses: '0' })).toMatchObject({ ok: false, field: 'maxUses' });
    expect(readCouponForm({ ...form, totalUses: '0' })).toMatchObject({ ok: false, field: 'totalUses' });
    expect(readCouponForm({ ...form, totalUses: '1000001' })).toMatchObject({
      ok: false,
      field: 'totalUses',
    });
    expect(readCouponForm({ ...form, endsAt: '2026-10-31T23:00' })).toMatchObject({
      ok: false,
      field: 'endsAt',
      message: 'The end must be after the start.',
    });
  });
});

describe('changedCouponFields', () => {
  const read = (values = couponFormValues(coupon)) => {
    const r = readCouponForm(values);
    if (!r.ok) throw new Error(r.message);
    return r.fields;
  };
  it('finds nothing changed in the coupon as read', () => {
    expect(couponFormValues(coupon)).toMatchObject({ value: '20', upto: '100', minimum: '199' });
    expect(changedCouponFields(coupon, read())).toEqual({});
  });
  it('sends the discount with its type, and only what changed', () => {
    const values = { ...couponFormValues(coupon), value: '25', minimum: '249', endsAt: '' };
    expect(changedCouponFields(coupon, read(values))).toEqual({
      discount_type: 'PERCENTAGE',
      discount_value: '25',
      min_order_amount: '249',
      ends_at: null,
    });
  });
  it('sends a changed or emptied total-uses limit', () => {
    expect(changedCouponFields(coupon, read({ ...couponFormValues(coupon), totalUses: '750' }))).toEqual({
      max_uses_total: 750,
    });
    expect(changedCouponFields(coupon, read({ ...couponFormValues(coupon), totalUses: '' }))).toEqual({
      max_uses_total: null,
    });
  });
  it('sends first-order-only when it is switched', () => {
    expect(
      changedCouponFields(
        coupon,
        read({ ...couponFormValues(coupon), firstOrderOnly: !coupon.first_order_only }),
      ),
    ).toEqual({ first_order_only: !coupon.first_order_only });
  });
  it('drops the cap when the discount becomes an amount', () => {
    const values = { ...couponFormValues(coupon), discountType: 'AMOUNT' as const, value: '50' };
    expect(changedCouponFields(coupon, read(values))).toEqual({
      discount_type: 'AMOUNT',
      discount_value: '50',
      upto_amount: null,
    });
  });
  it('reads times to the minute, as the form shows them', () => {
    const withSeconds = { ...coupon, ends_at: '2026-12-31T18:29:41.512Z' };
    expect(changedCouponFields(withSeconds, read(couponFormValues(withSeconds)))).toEqual({});
  });
});
