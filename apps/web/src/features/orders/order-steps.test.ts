import { describe, expect, it } from 'vitest';
import { orderSteps } from './order-steps.ts';
import { refundText } from './refund-text.ts';

const base = { created_at: '2026-11-19T07:30:00Z' };

describe('orderSteps', () => {
  it('walks a delivery through five steps, each with its time once it happened', () => {
    const steps = orderSteps({
      ...base,
      delivery_type: 1,
      orderstatus_id: 4,
      accepted_at: '2026-11-19T07:31:00Z',
      ready_at: '2026-11-19T07:45:00Z',
      picked_up_at: '2026-11-19T07:50:00Z',
      delivered_at: null,
    });
    expect(steps.map((s) => s.label)).toEqual(['Placed', 'Accepted', 'Food ready', 'Picked up', 'Delivered']);
    expect(steps.map((s) => s.at !== null)).toEqual([true, true, true, true, false]);
  });
  it('gives a pickup order its own last steps', () => {
    const steps = orderSteps({ ...base, delivery_type: 2, orderstatus_id: 1 });
    expect(steps.map((s) => s.label)).toEqual(['Placed', 'Accepted', 'Ready for pickup', 'Collected']);
  });
  it('ends a cancelled order at Cancelled, with Accepted only if it was', () => {
    const early = orderSteps({
      ...base,
      delivery_type: 1,
      orderstatus_id: 6,
      cancelled_at: '2026-11-19T07:31:00Z',
    });
    expect(early.map((s) => s.label)).toEqual(['Placed', 'Cancelled']);
    const late = orderSteps({
      ...base,
      delivery_type: 1,
      orderstatus_id: 6,
      accepted_at: '2026-11-19T07:31:00Z',
      cancelled_at: '2026-11-19T07:32:00Z',
    });
    expect(late.map((s) => s.label)).toEqual(['Placed', 'Accepted', 'Cancelled']);
  });
});

describe('refundText', () => {
  it('says where the money went and whether it arrived', () => {
    expect(refundText({ method: 'wallet', amount: '250.00', status: 'processed' })).toBe(
      '₹250.00 refunded to your wallet',
    );
    expect(refundText({ method: 'gateway', amount: '1049.50', status: 'pending' })).toBe(
      '₹1,049.50 is being refunded to your original payment method',
    );
    expect(refundText({ method: 'gateway', amount: '99.00', status: 'failed' })).toMatch(
      /did not go through/,
    );
  });
});
