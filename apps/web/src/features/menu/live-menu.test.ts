import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestDish, whenIdle } from './live-menu.ts';
import { changesMenu, menuEventsPath } from './menu-events.ts';

const dish = (id: number, price: string, isActive = 1) => ({ id, price, is_active: isActive }) as MenuItem;
const event = (type: string): StreamEvent => ({
  id: null,
  type,
  order_id: null,
  status_id: null,
  payload: { restaurant_id: 1, version: 4 },
  at: '2026-11-19T07:30:00.000Z',
});

describe('the menu’s stream', () => {
  it('is the restaurant’s public menu-events path, the slug kept to one path segment', () => {
    expect(menuEventsPath('aminia-darbar')).toBe('restaurants/aminia-darbar/menu-events');
    expect(menuEventsPath('a/../b')).toBe('restaurants/a%2F..%2Fb/menu-events');
  });

  it('changes the menu on menu_changed only (a heartbeat or anything else changes nothing)', () => {
    expect(changesMenu(event('menu_changed'))).toBe(true);
    for (const type of ['position', 'resync', 'accepted', '']) expect(changesMenu(event(type))).toBe(false);
  });
});

describe('latestDish', () => {
  const shown = dish(7, '250.00');
  const menu: GetRestaurantItemsResponse = {
    recommended: [dish(3, '90.00')],
    items: { Biryani: [dish(5, '320.00')], Kebabs: [dish(7, '275.50', 0)] },
  };

  it('is the dish as the latest menu has it: a new price, out of stock', () => {
    expect(latestDish(menu, shown)).toMatchObject({ id: 7, price: '275.50', is_active: 0 });
    expect(latestDish(menu, dish(3, '80.00'))).toMatchObject({ price: '90.00' });
  });

  it('is null once the menu no longer shows it (archived, or its category hidden)', () => {
    expect(latestDish({ recommended: [], items: { Biryani: [dish(5, '320.00')] } }, shown)).toBeNull();
  });

  it('is the dish itself while there is no menu to compare with', () => {
    expect(latestDish(undefined, shown)).toBe(shown);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the browser to be idle, at most the timeout, and can be cancelled', () => {
    const requestIdleCallback = vi.fn(() => 42);
    const cancelIdleCallback = vi.fn();
    const task = () => {};
    const cancel = whenIdle(task, { requestIdleCallback, cancelIdleCallback }, 1_500);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it('falls back to a short timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task, {});
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, {})();
    vi.advanceTimersByTime(1_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
