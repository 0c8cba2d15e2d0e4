import { describe, expect, it } from 'vitest';
import { adminHomePath, adminPage, adminsOnlyReason, captainPath, restaurantPath } from './admin-paths.ts';

describe('adminPage', () => {
  it('reads each screen of the back office from the address', () => {
    expect(adminPage('')).toEqual({ page: 'home' });
    expect(adminPage('restaurants')).toEqual({ page: 'restaurants' });
    expect(adminPage('restaurants/')).toEqual({ page: 'restaurants' });
    expect(adminPage('restaurants/new')).toEqual({ page: 'new-restaurant' });
    expect(adminPage('restaurants/12')).toEqual({ page: 'restaurant', id: 12, tab: 'details' });
    expect(adminPage('orders/31/actions')).toEqual({ page: 'not-found' });
    expect(adminPage('orders/31/actions/x').page).toBe('not-found');
    expect(adminPage('orders/abc/actions').page).toBe('not-found');
    expect(adminPage('orders/31/refunds').page).toBe('not-found');
    expect(adminPage('restaurants/12/hours')).toEqual({ page: 'restaurant', id: 12, tab: 'hours' });
    expect(adminPage('restaurants/12/staff')).toEqual({ page: 'restaurant', id: 12, tab: 'staff' });
    expect(adminPage('coupons')).toEqual({ page: 'coupons' });
    expect(adminPage('coupons/new')).toEqual({ page: 'new-coupon' });
    expect(adminPage('coupons/3')).toEqual({ page: 'coupon', id: 3 });
    expect(adminPage('orders')).toEqual({ page: 'orders' });
    expect(adminPage('orders/42')).toEqual({ page: 'order', id: 42 });
    expect(adminPage('captains')).toEqual({ page: 'captains' });
    expect(adminPage('captains/4')).toEqual({ page: 'captain', id: 4 });
    expect(adminPage('operators')).toEqual({ page: 'operators' });
    expect(adminPage('audit')).toEqual({ page: 'audit' });
    expect(adminPage('settings')).toEqual({ page: 'settings' });
    expect(adminPage('slides')).toEqual({ page: 'slides' });
    expect(adminPage('slides/new')).toEqual({ page: 'new-slide' });
    expect(adminPage('slides/9')).toEqual({ page: 'slide', id: 9 });
    expect(adminPage('customers')).toEqual({ page: 'customers' });
    expect(adminPage('customers/42')).toEqual({ page: 'customer', id: 42 });
    expect(adminPage('credits')).toEqual({ page: 'credits' });
    expect(adminPage('complaints')).toEqual({ page: 'complaints' });
    expect(adminPage('dashboard')).toEqual({ page: 'dashboard' });
    expect(adminPage('statements')).toEqual({ page: 'statements' });
    expect(adminPage('ratings')).toEqual({ page: 'ratings' });
    expect(adminPage('webhooks')).toEqual({ page: 'webhooks' });
  });
  it('finds nothing at an address it does not know', () => {
    for (const path of [
      'nope',
      'restaurants/0',
      'orders/0',
      'orders/x',
      'orders/1/x',
      'restaurants/abc',
      'restaurants/1/menu/x',
      'restaurants/1/x',
      'customers/0',
      'customers/abc',
      'customers/1/orders',
      'credits/1',
      'ratings/5',
      'webhooks/5',
      'coupons/3/edit',
      'captains/0',
      'captains/abc',
      'captains/4/cash',
      'settings/tax',
      'slides/0',
      'slides/9/photo',
      'restaurants/new/hours',
    ]) {
      expect(adminPage(path)).toEqual({ page: 'not-found' });
    }
  });
});

describe('captainPath', () => {
  it('is the page adminPage reads back as that captain', () => {
    expect(captainPath(7)).toBe('/admin/captains/7');
    expect(adminPage(captainPath(7).replace('/admin/', ''))).toEqual({ page: 'captain', id: 7 });
  });
});

describe('restaurantPath', () => {
  it('is the restaurant page for its details, with the tab after it otherwise', () => {
    expect(restaurantPath(5)).toBe('/admin/restaurants/5');
    expect(restaurantPath(5, 'staff')).toBe('/admin/restaurants/5/staff');
  });
});

describe('adminsOnlyReason', () => {
  const reasonAt = (path: string) => adminsOnlyReason(adminPage(path));

  it('keeps the catalog, the settings, the people and the money figures from support', () => {
    for (const path of [
      'restaurants',
      'restaurants/new',
      'restaurants/12',
      'restaurants/12/hours',
      'restaurants/12/staff',
      'coupons',
      'coupons/new',
      'coupons/3',
      'slides',
      'slides/new',
      'slides/9',
      'settings',
      'operators',
      'statements',
      'captains/4',
      'webhooks',
    ]) {
      expect(reasonAt(path), path).toMatch(/admin/i);
    }
    expect(reasonAt('settings')).toBe('The business settings are read and changed by admins.');
  });

  it("leaves support's own screens open", () => {
    for (const path of [
      '',
      'orders',
      'orders/42',
      'customers',
      'customers/42',
      'credits',
      'dashboard',
      'captains',
      'audit',
      'ratings',
      'nope',
    ]) {
      expect(reasonAt(path), path).toBeNull();
    }
  });
});

describe('adminHomePath', () => {
  it('opens an admin at the restaurants and a support agent at the orders', () => {
    expect(adminHomePath('admin')).toBe('/admin/restaurants');
    expect(adminHomePath('support')).toBe('/admin/orders');
  });
});
