import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { describe, expect, it } from 'vitest';
import {
  changedSlideFields,
  EMPTY_SLIDE_FORM,
  readSlideForm,
  slideFormValues,
  slideState,
} from './slide-values.ts';

const slide: AdminSlide = {
  id: 7,
  title: 'Biryani week',
  image: 'uploads/images/0123456789abcdef0123456789abcdef',
  restaurant_id: 2,
  coupon_id: null,
  link: '/restaurantDetail/aminia-darbar',
  position: 0,
  is_active: true,
  starts_at: '2026-12-01T04:30:00.000Z',
  ends_at: null,
  version: 3,
};
const NOW = Date.parse('2026-12-05T00:00:00Z');

describe('a promo slide in words', () => {
  it('shows only with a photo, switched on and within its dates', () => {
    expect(slideState(slide, NOW)).toBe('live');
    expect(slideState({ ...slide, image: null }, NOW)).toBe('no-photo');
    expect(slideState({ ...slide, is_active: false }, NOW)).toBe('hidden');
    expect(slideState(slide, Date.parse('2026-11-30T00:00:00Z'))).toBe('scheduled');
    expect(slideState({ ...slide, ends_at: '2026-12-04T00:00:00Z' }, NOW)).toBe('ended');
  });
});

describe('the slide form', () => {
  it('reads a slide back as it was, and sends nothing when nothing changed', () => {
    const read = readSlideForm(slideFormValues(slide));
    expect(read).toEqual({
      ok: true,
      fields: {
        title: 'Biryani week',
        restaurant_id: 2,
        coupon_id: null,
        starts_at: '2026-12-01T10:00:00+05:30',
        ends_at: null,
      },
    });
    if (read.ok) expect(changedSlideFields(slide, read.fields)).toEqual({});
  });

  it('a link to a coupon instead drops the restaurant', () => {
    const read = readSlideForm({ ...slideFormValues(slide), link: 'coupon', couponId: '4' });
    expect(read.ok && changedSlideFields(slide, read.fields)).toEqual({ restaurant_id: null, coupon_id: 4 });
  });

  it.each([
    [{ title: 'x' }, 'title'],
    [{ title: 'Ok', link: 'restaurant' as const }, 'restaurantId'],
    [{ title: 'Ok', link: 'coupon' as const }, 'couponId'],
    [{ title: 'Ok', startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' }, 'endsAt'],
  ])('refuses %j naming %s', (values, field) => {
    expect(readSlideForm({ ...EMPTY_SLIDE_FORM, ...values })).toMatchObject({ ok: false, field });
  });
});
