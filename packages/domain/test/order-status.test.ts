import { describe, expect, it } from 'vitest';
import { orderActions, orderStatusLabel, orderTypeLabel } from '../src/orders/order-status.ts';

describe('order status', () => {
  it('labels the spec’s statuses, and any other as placed', () => {
    expect(orderStatusLabel(1)).toBe('Order Placed');
    expect(orderStatusLabel(2)).toBe('Preparing Food');
    expect(orderStatusLabel(3)).toBe('Delivery Agent Assigned');
    expect(orderStatusLabel(4)).toBe('Food is on the way');
    expect(orderStatusLabel(5)).toBe('Delivered');
    expect(orderStatusLabel(6)).toBe('Cancelled');
    expect(orderStatusLabel(10)).toBe('Food is ready for pickup');
    expect(orderStatusLabel(0)).toBe('Awaiting payment');
    expect(orderStatusLabel(7)).toBe('Order Placed');
  });

  it('offers TRACK, DELIVERED and RE-ORDER as the spec says', () => {
    expect(orderActions(1)).toEqual({ track: true, delivered: false, reorder: true });
    expect(orderActions(5)).toEqual({ track: false, delivered: true, reorder: true });
    expect(orderActions(6)).toEqual({ track: false, delivered: false, reorder: false });
  });

  it('names the order type', () => {
    expect(orderTypeLabel(1)).toBe('Delivery');
    expect(orderTypeLabel(2)).toBe('Self Pickup');
  });
});
