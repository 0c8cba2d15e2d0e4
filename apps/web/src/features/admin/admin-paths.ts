// Which back-office screen an address under /admin shows (the `*` of the `admin/*` route): one lazy
// route for the whole back office, its screens chosen here. A restaurant's menu editor is its own route.
import type { OperatorLevel } from '@khabar/domain/contracts/admin/operator-fields';

export type RestaurantTab = 'details' | 'hours' | 'staff';

export type AdminPage =
  | { page: 'home' }
  | { page: 'restaurants' }
  | { page: 'new-restaurant' }
  | { page: 'restaurant'; id: number; tab: RestaurantTab }
  | { page: 'coupons' }
  | { page: 'new-coupon' }
  | { page: 'coupon'; id: number }
  | { page: 'orders' }
  | { page: 'order'; id: number }
  | { page: 'captains' }
  | { page: 'captain'; id: number }
  | { page: 'operators' }
  | { page: 'audit' }
  | { page: 'settings' }
  | { page: 'slides' }
  | { page: 'new-slide' }
  | { page: 'slide'; id: number }
  | { page: 'customers' }
  | { page: 'customer'; id: number }
  | { page: 'credits' }
  | { page: 'complaints' }
  | { page: 'dashboard' }
  | { page: 'statements' }
  | { page: 'ratings' }
  | { page: 'webhooks' }
  | { page: 'not-found' };

const idOf = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** 'restaurants/12/hours' -> the restaurant 12's Hours; anything unknown is not found. */
export function adminPage(splat: string): AdminPage {
  const parts = splat.split('/').filter(Boolean);
  const [section, second, third, ...rest] = parts;
  if (rest.length > 0) return { page: 'not-found' };
  if (section === undefined) return { page: 'home' };
  if (section === 'restaurants') {
    if (second === undefined) return { page: 'restaurants' };
    if (second === 'new' && third === undefined) return { page: 'new-restaurant' };
    const id = idOf(second);
    if (id === null) return { page: 'not-found' };
    if (third === undefined) return { page: 'restaurant', id, tab: 'details' };
    if (third === 'hours' || third === 'staff') return { page: 'restaurant', id, tab: third };
    return { page: 'not-found' };
  }
  if (section === 'coupons') {
    if (third !== undefined) return { page: 'not-found' };
    if (second === undefined) return { page: 'coupons' };
    if (second === 'new') return { page: 'new-coupon' };
    const id = idOf(second);
    return id === null ? { page: 'not-found' } : { page: 'coupon', id };
  }
  if (section === 'orders') {
    if (third !== undefined) return { page: 'not-found' };
    if (second === undefined) return { page: 'orders' };
    const id = idOf(second);
    return id === null ? { page: 'not-found' } : { page: 'order', id };
  }
  if (section === 'slides') {
    if (third !== undefined) return { page: 'not-found' };
    if (second === undefined) return { page: 'slides' };
    if (second === 'new') return { page: 'new-slide' };
    const id = idOf(second);
    return id === null ? { page: 'not-found' } : { page: 'slide', id };
  }
  if (section === 'customers') {
    if (third !== undefined) return { page: 'not-found' };
    if (second === undefined) return { page: 'customers' };
    const id = idOf(second);
    return id === null ? { page: 'not-found' } : { page: 'customer', id };
  }
  if (section === 'captains' && second !== undefined) {
    const id = idOf(second);
    return id === null || third !== undefined ? { page: 'not-found' } : { page: 'captain', id };
  }
  if (second !== undefined) return { page: 'not-found' };
  if (section === 'credits') return { page: 'credits' };
  if (section === 'complaints') return { page: 'complaints' };
  if (
    section === 'captains' ||
    section === 'operators' ||
    section === 'audit' ||
    section === 'settings' ||
    section === 'dashboard' ||
    section === 'statements' ||
    section === 'ratings' ||
    section === 'webhooks'
  ) {
    return { page: section };
  }
  return { page: 'not-found' };
}

/** The address of a captain's page: the cash they hold and hand in. */
export const captainPath = (id: number) => `/admin/captains/${id}`;

/** The address of a restaurant's tab. */
export const restaurantPath = (id: number, tab: RestaurantTab = 'details') =>
  tab === 'details' ? `/admin/restaurants/${id}` : `/admin/restaurants/${id}/${tab}`;

/**
 * Why a screen is an admin's alone, said to a support agent at its address (the server refuses them the
 * screen's calls anyway); null where support works. Support sees what support needs and no more
 * (issue 25): the catalog, the settings, the people and the money figures are an admin's.
 */
export function adminsOnlyReason(page: AdminPage): string | null {
  switch (page.page) {
    case 'restaurants':
    case 'new-restaurant':
    case 'restaurant':
      return 'Restaurants, their hours and their staff are looked after by admins.';
    case 'coupons':
    case 'new-coupon':
    case 'coupon':
      return 'Coupons are set up by admins.';
    case 'slides':
    case 'new-slide':
    case 'slide':
      return 'Promo slides are set up by admins.';
    case 'settings':
      return 'The business settings are read and changed by admins.';
    case 'operators':
      return 'Only admins manage operators.';
    case 'statements':
      return "A restaurant's statement is money figures: admins see them.";
    case 'webhooks':
      return "Webhooks lead to integrators' systems: admins set them up.";
    case 'captain':
      return 'The cash a captain holds is a money figure: admins see it and record hand-ins.';
    default:
      return null;
  }
}

/** Where `/admin` opens: an admin at the restaurants, a support agent at the orders. */
export const adminHomePath = (level: OperatorLevel) =>
  level === 'admin' ? '/admin/restaurants' : '/admin/orders';
