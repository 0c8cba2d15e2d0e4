import type { AdminRestaurant } from '@khabar/domain/contracts/admin/restaurants/restaurant-fields';
import { updateRestaurantBody } from '@khabar/domain/contracts/admin/restaurants/update-restaurant';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  changedRestaurantFields,
  EMPTY_RESTAURANT_FORM,
  type RestaurantFormValues,
  readNumber,
  readRestaurantForm,
  restaurantFormValues,
  restaurantRefusal,
  slugOf,
  typedPoint,
} from './restaurant-form-values.ts';

const restaurant: AdminRestaurant = {
  id: 7,
  slug: 'peter-cat',
  name: 'Peter Cat',
  description: 'Continental, Kebabs',
  msg: 'Chelo kebab since 1975',
  image: 'restaurants/peter-cat.svg',
  address: '18A Park Street, Kolkata',
  locality: 'Park Street',
  latitude: 22.5526,
  longitude: 88.3524,
  contact_number: '03322298841',
  is_active: true,
  is_accepting_orders: true,
  is_featured: false,
  is_pureveg: false,
  is_accept_cod: true,
  price_for_two: '1200.00',
  delivery_time_min: 40,
  packaging_percent: 2.5,
  commission_percent: 18,
  delivery_charge_type: 'DYNAMIC',
  base_delivery_charge: '30.00',
  base_delivery_distance_km: 3,
  extra_delivery_charge: '8.50',
  delivery_radius_km: 7.5,
  hours: [{ day: 1, opens: '12:00', closes: '23:00' }],
  version: 4,
};

const filled: RestaurantFormValues = {
  ...EMPTY_RESTAURANT_FORM,
  name: '  Arsalan  ',
  address: '119A Park Street, Kolkata',
  locality: 'Park Circus',
  latitude: '22.5405',
  longitude: '88.3656',
  contact_number: '+91 98300 12345',
  price_for_two: '₹1,000',
  base_delivery_charge: '25',
  base_delivery_distance_km: '2.5',
  delivery_radius_km: '6',
  delivery_time_min: '35',
};

describe('readRestaurantForm', () => {
  it('reads a filled form as the API takes it: trimmed text, numbers, digits of the phone', () => {
    const read = readRestaurantForm(filled);
    expect(read).toEqual({
      ok: true,
      fields: expect.objectContaining({
        name: 'Arsalan',
        slug: null,
        contact_number: '919830012345',
        latitude: 22.5405,
        longitude: 88.3656,
        price_for_two: 1000,
        packaging_percent: 0,
        base_delivery_distance_km: 2.5,
        delivery_radius_km: 6,
        delivery_time_min: 35,
        delivery_charge_type: 'FIXED',
        is_active: true,
        is_accept_cod: true,
      }),
    });
  });
  it('leaves a blank slug to the server (null: made from the name), and sends a typed one in lower case', () => {
    expect(readRestaurantForm(filled)).toMatchObject({ ok: true, fields: { slug: null } });
    expect(readRestaurantForm({ ...filled, slug: 'Arsalan-Park' })).toMatchObject({
      ok: true,
      fields: { slug: 'arsalan-park' },
    });
  });
  it('names the first field it cannot send', () => {
    expect(readRestaurantForm({ ...filled, name: 'A' })).toMatchObject({ ok: false, field: 'name' });
    expect(readRestaurantForm({ ...filled, slug: 'bad--slug' })).toMatchObject({
      ok: false,
      field: 'slug',
    });
    expect(readRestaurantForm({ ...filled, contact_number: '12345' })).toMatchObject({
      ok: false,
      field: 'contact_number',
    });
    expect(readRestaurantForm({ ...filled, latitude: '' })).toMatchObject({
      ok: false,
      field: 'latitude',
    });
    expect(readRestaurantForm({ ...filled, longitude: '200' })).toMatchObject({
      ok: false,
      field: 'longitude',
    });
    expect(readRestaurantForm({ ...filled, packaging_percent: '31' })).toMatchObject({
      ok: false,
      field: 'packaging_percent',
    });
    expect(readRestaurantForm({ ...filled, delivery_radius_km: '0.25' })).toMatchObject({
      ok: false,
      field: 'delivery_radius_km',
    });
    expect(readRestaurantForm({ ...filled, delivery_time_min: '30.5' })).toMatchObject({
      ok: false,
      field: 'delivery_time_min',
    });
  });
});

describe('readNumber', () => {
  const km = { min: 0, max: 30, decimals: 1, message: '' };
  it('reads numbers within the bounds and decimals', () => {
    expect(readNumber('2.5', km)).toBe(2.5);
    expect(readNumber(' 30 ', km)).toBe(30);
    expect(readNumber('2.55', km)).toBeNull();
    expect(readNumber('31', km)).toBeNull();
    expect(readNumber('-1', km)).toBeNull();
    expect(readNumber('', km)).toBeNull();
    expect(readNumber('-22.5', { ...km, min: -90, max: 90, signed: true })).toBe(-22.5);
  });
});

describe('typedPoint', () => {
  it('puts the pin where both typed coordinates say, and nowhere while either is half-typed', () => {
    expect(typedPoint({ latitude: '22.554', longitude: ' 88.3519 ' })).toEqual({ lat: 22.554, lng: 88.3519 });
    expect(typedPoint({ latitude: '-33.9', longitude: '-70.6' })).toEqual({ lat: -33.9, lng: -70.6 });
    expect(typedPoint({ latitude: '22.', longitude: '88.35' })).toBeNull();
    expect(typedPoint({ latitude: '', longitude: '88.35' })).toBeNull();
    expect(typedPoint({ latitude: '22.55', longitude: '' })).toBeNull();
    expect(typedPoint({ latitude: '91', longitude: '88.35' })).toBeNull();
    expect(typedPoint({ latitude: '22.55', longitude: '181' })).toBeNull();
  });
});

describe('restaurantFormValues and changedRestaurantFields', () => {
  it('prefills the form from the restaurant as read', () => {
    expect(restaurantFormValues(restaurant)).toMatchObject({
      price_for_two: '1200',
      extra_delivery_charge: '8.50',
      packaging_percent: '2.5',
      delivery_radius_km: '7.5',
      delivery_time_min: '40',
      delivery_charge_type: 'DYNAMIC',
    });
  });
  it('finds nothing changed in the form as it was read', () => {
    const read = readRestaurantForm(restaurantFormValues(restaurant));
    if (!read.ok) throw new Error(read.message);
    expect(changedRestaurantFields(restaurant, read.fields)).toEqual({});
  });
  it('sends only what changed, deactivation included', () => {
    const values = { ...restaurantFormValues(restaurant), price_for_two: '1300', is_active: false, msg: '' };
    const read = readRestaurantForm(values);
    if (!read.ok) throw new Error(read.message);
    expect(changedRestaurantFields(restaurant, read.fields)).toEqual({
      price_for_two: 1300,
      is_active: false,
      msg: '',
    });
  });
  it('sends an emptied web address as null, for the server to make again from the name', () => {
    const read = readRestaurantForm({ ...restaurantFormValues(restaurant), slug: ' ' });
    if (!read.ok) throw new Error(read.message);
    expect(changedRestaurantFields(restaurant, read.fields)).toEqual({ slug: null });
  });
  it('sends what the update contract takes, in its units: rupees, percent, km, minutes', () => {
    const values = {
      ...restaurantFormValues(restaurant),
      slug: '',
      price_for_two: '1,350.50',
      packaging_percent: '3.25',
      base_delivery_distance_km: '2.5',
      delivery_time_min: '45',
    };
    const read = readRestaurantForm(values);
    if (!read.ok) throw new Error(read.message);
    const sent = { version: restaurant.version, ...changedRestaurantFields(restaurant, read.fields) };
    expect(updateRestaurantBody.parse(sent)).toEqual({
      version: 4,
      slug: null,
      price_for_two: 1350.5,
      packaging_percent: 3.25,
      base_delivery_distance_km: 2.5,
      delivery_time_min: 45,
    });
  });
});

describe('slugOf', () => {
  it('makes the web address from the name as the server does', () => {
    expect(slugOf('Peter Cat')).toBe('peter-cat');
    expect(slugOf('  Café Mezzuna & Co. ')).toBe('cafe-mezzuna-co');
  });
});

describe('restaurantRefusal', () => {
  it('points a 400 at the field it names, in the form’s words', () => {
    const err = new ApiError('price_for_two must be from 0 to 100000 rupees', 400, 'BAD_REQUEST', {
      errors: [{ path: 'price_for_two', message: '' }],
    });
    expect(restaurantRefusal(err)).toEqual({
      on: 'field',
      field: 'price_for_two',
      message: 'Price for two must be from 0 to 100000 rupees',
    });
  });
  it('points a refusal of the hours at its day', () => {
    const err = new ApiError('hours: Tuesday: 12:00-16:00 overlaps the next window', 400, 'BAD_REQUEST', {
      errors: [{ path: 'hours', message: '' }],
    });
    expect(restaurantRefusal(err)).toMatchObject({ on: 'hours', day: 2 });
  });
  it('points a taken web address at the slug, and leaves other conflicts to the reload', () => {
    const taken = new ApiError('Another restaurant already has the address peter-cat.', 409, 'CONFLICT');
    expect(restaurantRefusal(taken)).toMatchObject({ on: 'field', field: 'slug' });
    const stale = new ApiError('Someone else changed this restaurant since you opened it.', 409, 'CONFLICT');
    expect(restaurantRefusal(stale)).toBeNull();
    expect(restaurantRefusal(new ApiError('You seem to be offline.', 0))).toBeNull();
  });
});
