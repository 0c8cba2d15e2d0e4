// The restaurant's Details form as typed, and what a save sends: the server's own bounds, checked first
// so a typo is named at once (the server's answer stays the authority: its 400s name the field).
import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { hasErrorCode } from '../../lib/api-client.ts';
import { DAY_NAMES } from './hours-week.ts';
import { plainWords, problemFieldOf } from './server-problem.ts';

export interface RestaurantFormValues {
  name: string;
  slug: string;
  description: string;
  msg: string;
  address: string;
  locality: string;
  latitude: string;
  longitude: string;
  contact_number: string;
  price_for_two: string;
  packaging_percent: string;
  commission_percent: string;
  delivery_charge_type: 'FIXED' | 'DYNAMIC';
  base_delivery_charge: string;
  base_delivery_distance_km: string;
  extra_delivery_charge: string;
  delivery_radius_km: string;
  delivery_time_min: string;
  is_active: boolean;
  is_featured: boolean;
  is_pureveg: boolean;
  is_accept_cod: boolean;
}
export type RestaurantField = keyof RestaurantFormValues;

/** Each field's label and what it takes, in the groups an admin thinks in. */
export const RESTAURANT_LABELS: Record<RestaurantField, string> = {
  name: 'Name',
  slug: 'Web address',
  description: 'Cuisines',
  msg: 'Tagline',
  address: 'Address',
  locality: 'Locality',
  latitude: 'Latitude',
  longitude: 'Longitude',
  contact_number: 'Contact number',
  price_for_two: 'Price for two (₹)',
  packaging_percent: 'Packaging charge (%)',
  commission_percent: 'Commission (%)',
  delivery_charge_type: 'Delivery charge',
  base_delivery_charge: 'Base charge (₹)',
  base_delivery_distance_km: 'Base distance (km)',
  extra_delivery_charge: 'Extra charge per km (₹)',
  delivery_radius_km: 'Delivery radius (km)',
  delivery_time_min: 'Delivery time (minutes)',
  is_active: 'Active',
  is_featured: 'Featured',
  is_pureveg: 'Pure veg',
  is_accept_cod: 'Accepts cash on delivery',
};

/** The API's field names as the form says them, for the server's messages. */
const RESTAURANT_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(RESTAURANT_LABELS).map(([k, v]) => [k, v.replace(/ \(.*\)$/, '').toLowerCase()]),
);

/**
 * What the create and update calls take for these fields (numbers as numbers; slug null: the server
 * makes it from the name). Both calls' bodies are typed by their contracts, which check this.
 */
export interface RestaurantFields {
  name: string;
  slug: string | null;
  description: string;
  msg: string;
  address: string;
  locality: string;
  latitude: number;
  longitude: number;
  contact_number: string;
  price_for_two: number;
  packaging_percent: number;
  commission_percent: number;
  delivery_charge_type: 'FIXED' | 'DYNAMIC';
  base_delivery_charge: number;
  base_delivery_distance_km: number;
  extra_delivery_charge: number;
  delivery_radius_km: number;
  delivery_time_min: number;
  is_active: boolean;
  is_featured: boolean;
  is_pureveg: boolean;
  is_accept_cod: boolean;
}

export const EMPTY_RESTAURANT_FORM: RestaurantFormValues = {
  name: '',
  slug: '',
  description: '',
  msg: '',
  address: '',
  locality: '',
  latitude: '',
  longitude: '',
  contact_number: '',
  price_for_two: '',
  packaging_percent: '0',
  commission_percent: '0',
  delivery_charge_type: 'FIXED',
  base_delivery_charge: '',
  base_delivery_distance_km: '',
  extra_delivery_charge: '0',
  delivery_radius_km: '',
  delivery_time_min: '',
  is_active: true,
  is_featured: false,
  is_pureveg: false,
  is_accept_cod: true,
};

/** "300.00" -> "300", "42.50" -> "42.50": an amount as someone would type it. */
const amountText = (rupees: string) => rupees.replace(/\.00$/, '');

export const restaurantFormValues = (r: AdminRestaurant): RestaurantFormValues => ({
  name: r.name,
  slug: r.slug,
  description: r.description,
  msg: r.msg,
  address: r.address,
  locality: r.locality,
  latitude: String(r.latitude),
  longitude: String(r.longitude),
  contact_number: r.contact_number,
  price_for_two: amountText(r.price_for_two),
  packaging_percent: String(r.packaging_percent),
  commission_percent: String(r.commission_percent),
  delivery_charge_type: r.delivery_charge_type,
  base_delivery_charge: amountText(r.base_delivery_charge),
  base_delivery_distance_km: String(r.base_delivery_distance_km),
  extra_delivery_charge: amountText(r.extra_delivery_charge),
  delivery_radius_km: String(r.delivery_radius_km),
  delivery_time_min: String(r.delivery_time_min),
  is_active: r.is_active,
  is_featured: r.is_featured,
  is_pureveg: r.is_pureveg,
  is_accept_cod: r.is_accept_cod,
});

/** A restaurant's address part from its name, as the server makes it: 'Peter Cat' -> 'peter-cat'. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface NumberRule {
  min: number;
  max: number;
  decimals: number;
  message: string;
  signed?: boolean;
}

const NUMBERS = {
  latitude: { min: -90, max: 90, decimals: 15, signed: true, message: 'Enter the latitude, like 22.5526.' },
  longitude: {
    min: -180,
    max: 180,
    decimals: 15,
    signed: true,
    message: 'Enter the longitude, like 88.3524.',
  },
  price_for_two: {
    min: 0,
    max: 100_000,
    decimals: 2,
    message: 'Enter the price for two in rupees, 0 to 1,00,000.',
  },
  packaging_percent: { min: 0, max: 30, decimals: 2, message: 'Enter the packaging charge as 0 to 30 %.' },
  commission_percent: { min: 0, max: 50, decimals: 2, message: 'Enter the commission as 0 to 50 %.' },
  base_delivery_charge: {
    min: 0,
    max: 1_000,
    decimals: 2,
    message: 'Enter the base delivery charge in rupees, 0 to 1,000.',
  },
  base_delivery_distance_km: {
    min: 0,
    max: 30,
    decimals: 1,
    message: 'Enter the base distance as 0 to 30 km (one decimal at most).',
  },
  extra_delivery_charge: {
    min: 0,
    max: 500,
    decimals: 2,
    message: 'Enter the extra charge per km in rupees, 0 to 500.',
  },
  delivery_radius_km: {
    min: 0.5,
    max: 30,
    decimals: 1,
    message: 'Enter the delivery radius as 0.5 to 30 km (one decimal at most).',
  },
  delivery_time_min: {
    min: 5,
    max: 180,
    decimals: 0,
    message: 'Enter the delivery time as 5 to 180 minutes.',
  },
} as const satisfies Record<string, NumberRule>;
type NumberField = keyof typeof NUMBERS;

/** The number typed ("1,200", " 22.55 "), within the rule, or null. */
export function readNumber(text: string, rule: NumberRule): number | null {
  const plain = text.replace(/[,\s₹%]/g, '');
  const fraction = rule.decimals > 0 ? `(\\.\\d{1,${rule.decimals}})?` : '';
  if (!new RegExp(`^${rule.signed ? '-?' : ''}\\d{1,7}${fraction}$`).test(plain)) return null;
  const value = Number(plain);
  return value >= rule.min && value <= rule.max ? value : null;
}

/**
 * Where the typed latitude and longitude put the restaurant's pin, or null while either is not yet a
 * coordinate (the pin then stays where it was: typing "22." does not throw it into the sea).
 */
export function typedPoint(values: Pick<RestaurantFormValues, 'latitude' | 'longitude'>) {
  const lat = readNumber(values.latitude, NUMBERS.latitude);
  const lng = readNumber(values.longitude, NUMBERS.longitude);
  return lat === null || lng === null ? null : { lat, lng };
}

type Checked =
  | { ok: true; fields: RestaurantFields }
  | { ok: false; field: RestaurantField; message: string };

const textRules: readonly [RestaurantField & keyof RestaurantFields, number, number, string][] = [
  ['name', 2, 80, 'Name the restaurant in 2 to 80 characters.'],
  ['description', 0, 200, 'Keep the cuisines line to 200 characters.'],
  ['msg', 0, 60, 'Keep the tagline to 60 characters.'],
  ['address', 5, 200, 'Write the address in 5 to 200 characters.'],
  ['locality', 2, 60, 'Name the locality in 2 to 60 characters.'],
];

/**
 * The fields to send, or the first that cannot be sent and why. A blank slug is null: the server makes
 * one from the name (with a number when taken), when creating and when editing alike.
 */
export function readRestaurantForm(values: RestaurantFormValues): Checked {
  const text: Record<string, string> = {};
  for (const [field, min, max, message] of textRules) {
    const v = (values[field] as string).trim();
    if (v.length < min || v.length > max) return { ok: false, field, message };
    text[field] = v;
  }
  const slug = values.slug.trim().toLowerCase() || null;
  if (slug !== null && (slug.length < 3 || slug.length > 80 || !SLUG.test(slug))) {
    return {
      ok: false,
      field: 'slug',
      message: 'Write the web address as 3 to 80 letters a-z, digits and single hyphens, or leave it blank.',
    };
  }
  const contact = values.contact_number.replace(/[\s()+-]/g, '');
  if (!/^\d{10,12}$/.test(contact)) {
    return { ok: false, field: 'contact_number', message: 'Enter a contact number of 10 to 12 digits.' };
  }
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of Object.keys(NUMBERS) as NumberField[]) {
    const rule: NumberRule = NUMBERS[field];
    const n = readNumber(values[field], rule);
    if (n === null) return { ok: false, field, message: rule.message };
    numbers[field] = n;
  }
  const n = numbers as Record<NumberField, number>;
  return {
    ok: true,
    fields: {
      name: text.name ?? '',
      slug,
      description: text.description ?? '',
      msg: text.msg ?? '',
      address: text.address ?? '',
      locality: text.locality ?? '',
      contact_number: contact,
      ...n,
      delivery_charge_type: values.delivery_charge_type,
      is_active: values.is_active,
      is_featured: values.is_featured,
      is_pureveg: values.is_pureveg,
      is_accept_cod: values.is_accept_cod,
    },
  };
}

/**
 * Only the fields that differ from the restaurant as read (a save names nothing it did not change); a
 * web address emptied is sent as null, to be made again from the name.
 */
export function changedRestaurantFields(
  base: AdminRestaurant,
  fields: RestaurantFields,
): Partial<RestaurantFields> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as (keyof RestaurantFields)[]) {
    const now = fields[key];
    const before = base[key];
    const same = typeof now === 'number' ? Number(before) === now : now === before;
    if (!same) changed[key] = now;
  }
  return changed as Partial<RestaurantFields>;
}

const REFUSABLE: Record<string, RestaurantField | 'hours'> = {
  ...Object.fromEntries(Object.keys(RESTAURANT_LABELS).map((k) => [k, k as RestaurantField])),
  hours: 'hours',
};

type RestaurantRefusal =
  | { on: 'field'; field: RestaurantField | null; message: string }
  | { on: 'hours'; day: number | null; message: string };

/**
 * A refusal of a create or a save that the form can point at: a 400 (the field it names, or the day of
 * the hours), or a web address another restaurant has (409). Null for anything else (a 409 of someone
 * else's save, offline): the form says it and offers the latest.
 */
export function restaurantRefusal(err: Error): RestaurantRefusal | null {
  if (hasErrorCode(err, 'CONFLICT') && /already has the address/i.test(err.message)) {
    return { on: 'field', field: 'slug', message: err.message };
  }
  if (!hasErrorCode(err, 'BAD_REQUEST')) return null;
  const message = plainWords(err.message, RESTAURANT_WORDS);
  const field = problemFieldOf(err, REFUSABLE);
  if (field === 'hours') {
    const day = DAY_NAMES.findIndex((name) => err.message.includes(name));
    return { on: 'hours', day: day === -1 ? null : day, message };
  }
  return { on: 'field', field, message };
}
