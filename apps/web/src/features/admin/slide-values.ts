// A promo slide in the back office's words (where it links, when it shows) and its form: what is
// typed, checked with the server's rules, and what a create or a save sends. Times are Kolkata's.
import type { AdminSlide } from '@khabar/domain/contracts/admin/slides/slide-fields';
import { kolkataInput, kolkataIso } from './coupon-values.ts';

export type SlideState = 'live' | 'scheduled' | 'ended' | 'hidden' | 'no-photo';
export const SLIDE_STATE_LABEL: Record<SlideState, string> = {
  live: 'Showing',
  scheduled: 'Scheduled',
  ended: 'Ended',
  hidden: 'Hidden',
  'no-photo': 'Needs a photo',
};

/** Whether customers see the slide now, and if not, why (its link's own state aside). */
export function slideState(
  s: Pick<AdminSlide, 'image' | 'is_active' | 'starts_at' | 'ends_at'>,
  now: number,
) {
  if (!s.image) return 'no-photo';
  if (!s.is_active) return 'hidden';
  if (s.ends_at !== null && Date.parse(s.ends_at) <= now) return 'ended';
  if (s.starts_at !== null && Date.parse(s.starts_at) > now) return 'scheduled';
  return 'live';
}

export type LinkKind = 'none' | 'restaurant' | 'coupon';

export interface SlideFormValues {
  title: string;
  link: LinkKind;
  restaurantId: string;
  couponId: string;
  startsAt: string;
  endsAt: string;
}
export type SlideField = 'title' | 'restaurantId' | 'couponId' | 'startsAt' | 'endsAt';

export const EMPTY_SLIDE_FORM: SlideFormValues = {
  title: '',
  link: 'none',
  restaurantId: '',
  couponId: '',
  startsAt: '',
  endsAt: '',
};

export const slideFormValues = (s: AdminSlide): SlideFormValues => ({
  title: s.title,
  link: s.restaurant_id !== null ? 'restaurant' : s.coupon_id !== null ? 'coupon' : 'none',
  restaurantId: s.restaurant_id === null ? '' : String(s.restaurant_id),
  couponId: s.coupon_id === null ? '' : String(s.coupon_id),
  startsAt: kolkataInput(s.starts_at),
  endsAt: kolkataInput(s.ends_at),
});

/** What the create call takes (and a save, the changed part of it). */
export interface SlideFields {
  title: string;
  restaurant_id: number | null;
  coupon_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
}

type Checked = { ok: true; fields: SlideFields } | { ok: false; field: SlideField; message: string };
const refuse = (field: SlideField, message: string): Checked => ({ ok: false, field, message });

/** The fields to send, or the first that cannot be sent and why, in plain words. */
export function readSlideForm(v: SlideFormValues): Checked {
  const title = v.title.trim();
  if (title.length < 2 || title.length > 80) {
    return refuse('title', 'Write the title in 2 to 80 characters: it is read out for the photo.');
  }
  if (v.link === 'restaurant' && v.restaurantId === '')
    return refuse('restaurantId', 'Choose the restaurant.');
  if (v.link === 'coupon' && v.couponId === '') return refuse('couponId', 'Choose the coupon.');
  const startsAt = v.startsAt === '' ? null : kolkataIso(v.startsAt);
  if (v.startsAt !== '' && startsAt === null)
    return refuse('startsAt', 'Enter the start as a date and time.');
  const endsAt = v.endsAt === '' ? null : kolkataIso(v.endsAt);
  if (v.endsAt !== '' && endsAt === null) return refuse('endsAt', 'Enter the end as a date and time.');
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    return refuse('endsAt', 'The end must be after the start.');
  }
  return {
    ok: true,
    fields: {
      title,
      restaurant_id: v.link === 'restaurant' ? Number(v.restaurantId) : null,
      coupon_id: v.link === 'coupon' ? Number(v.couponId) : null,
      starts_at: startsAt,
      ends_at: endsAt,
    },
  };
}

/** What a save sends: only the fields that differ from the slide as it was read. */
export function changedSlideFields(before: AdminSlide, after: SlideFields): Partial<SlideFields> {
  const changes: Partial<SlideFields> = {};
  if (after.title !== before.title) changes.title = after.title;
  if (after.restaurant_id !== before.restaurant_id) changes.restaurant_id = after.restaurant_id;
  if (after.coupon_id !== before.coupon_id) changes.coupon_id = after.coupon_id;
  const same = (a: string | null, b: string | null) =>
    a === null ? b === null : b !== null && Date.parse(a) === Date.parse(b);
  if (!same(after.starts_at, before.starts_at)) changes.starts_at = after.starts_at;
  if (!same(after.ends_at, before.ends_at)) changes.ends_at = after.ends_at;
  return changes;
}
