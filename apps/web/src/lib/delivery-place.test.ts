import type { AddressJson } from '@khabar/domain/contracts/account/address';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryPlaceOf } from './delivery-place.ts';
import { deliveryPointOf } from './delivery-point.ts';
import type { GuestAddress } from './guest-address.ts';
import type { ChosenLocation } from './location-store.ts';
import type { StoredUser } from './session-store.ts';

// Decision 015: one delivery place, whatever the browser holds.

const coord = fc.integer({ min: 0, max: 3 }).map((n) => 22.5 + n / 100);
const tag = fc.constantFrom('HOME', 'OFFICE', 'OTHER') as fc.Arbitrary<'HOME' | 'OFFICE' | 'OTHER'>;
const location: fc.Arbitrary<ChosenLocation> = fc.record({ lat: coord, lng: coord, address: fc.string() });
const guest: fc.Arbitrary<GuestAddress> = fc.record({
  address: fc.string(),
  house: fc.string(),
  landmark: fc.string(),
  tag,
  latitude: coord,
  longitude: coord,
});
const address: fc.Arbitrary<AddressJson> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  tag,
  house: fc.string(),
  landmark: fc.string(),
  address: fc.string(),
  latitude: coord,
  longitude: coord,
});
const userWith = (def: AddressJson | null): StoredUser => ({
  id: 1,
  name: 'A',
  auth_token: 't',
  email: '',
  phone: '9876543210',
  photo: null,
  wallet_balance: '0.00',
  default_address_id: def?.id ?? null,
  default_address: def,
});
const samePoint = (g: GuestAddress | null, l: ChosenLocation | null) =>
  g !== null && l !== null && g.latitude === l.lat && g.longitude === l.lng;

describe('the delivery place', () => {
  it('of a guest is the chosen location, with the guest’s details only when they are for that point', () => {
    fc.assert(
      fc.property(fc.option(guest), fc.option(location), (g, l) => {
        const place = deliveryPlaceOf(null, g, l);
        if (!l) {
          expect(place).toBeNull();
          return;
        }
        expect(place).toMatchObject({ lat: l.lat, lng: l.lng, address: l.address, addressId: null });
        expect(place?.house).toBe(samePoint(g, l) ? g?.house : '');
      }),
    );
  });

  it('of a customer is the account’s default address, wherever the browser’s location points', () => {
    fc.assert(
      fc.property(address, fc.option(location), (def, l) => {
        const place = deliveryPlaceOf(userWith(def), null, l);
        expect(place).toEqual({
          lat: def.latitude,
          lng: def.longitude,
          address: def.address,
          house: def.house,
          landmark: def.landmark,
          tag: def.tag,
          addressId: def.id,
        });
      }),
    );
  });

  it('stays the place chosen as a guest until the account has it (never switched silently at login)', () => {
    fc.assert(
      fc.property(fc.option(address), guest, (def, g) => {
        const here = { lat: g.latitude, lng: g.longitude, address: g.address };
        const place = deliveryPlaceOf(userWith(def), g, here);
        expect(place).toMatchObject({ lat: g.latitude, lng: g.longitude, house: g.house, addressId: null });
      }),
    );
  });

  it('stays a street completed in the cart, saved as an address that is not the default (decision 030)', () => {
    fc.assert(
      fc.property(address, guest, fc.integer({ min: 1, max: 1000 }), (def, g, savedAs) => {
        const kept = { ...g, address_id: savedAs };
        const here = { lat: g.latitude, lng: g.longitude, address: g.address };
        const place = deliveryPlaceOf(userWith(def), kept, here);
        expect(place).toMatchObject({ lat: g.latitude, house: g.house, addressId: savedAs });
      }),
    );
  });

  it('of a customer with no address is the place chosen on this device, or none', () => {
    fc.assert(
      fc.property(fc.option(location), (l) => {
        const place = deliveryPlaceOf(userWith(null), null, l);
        expect(place === null ? null : { lat: place.lat, lng: place.lng }).toEqual(
          l ? { lat: l.lat, lng: l.lng } : null,
        );
      }),
    );
  });

  it('is at the point the list and the top bar use, for anyone and anything stored', () => {
    fc.assert(
      fc.property(
        fc.option(address),
        fc.boolean(),
        fc.option(guest),
        fc.option(location),
        (def, loggedIn, g, l) => {
          const user = loggedIn ? userWith(def) : null;
          const place = deliveryPlaceOf(user, g, l);
          const point = deliveryPointOf(user, g !== null, l);
          expect(place === null ? null : { lat: place.lat, lng: place.lng, address: place.address }).toEqual(
            point,
          );
        },
      ),
    );
  });
});
