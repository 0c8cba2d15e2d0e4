import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_KINDS,
  COMPLAINT_PHOTO_WINDOW_MS,
  COMPLAINT_WINDOW_MS,
  type ComplaintKind,
  complaintRefundCap,
  complaintRefusal,
  complaintWindow,
  kindNeedsLines,
  kindNeedsPhoto,
  linesRefundPaise,
  refundsFlagged,
  reportableKinds,
} from '../src/support/complaint-rules.ts';

const DELIVERED = new Date('2026-11-19T08:00:00Z');
const after = (ms: number) => new Date(DELIVERED.getTime() + ms);
const MIN = 60_000;
const report = (over: Partial<Parameters<typeof complaintRefusal>[0]> = {}) =>
  complaintRefusal({
    statusId: 5,
    deliveredAt: DELIVERED,
    now: after(10 * MIN),
    kind: 'not_delivered',
    hasPhoto: false,
    lineCount: 0,
    ...over,
  });

describe('the report window', () => {
  it('is open until exactly 4 hours after delivery, and closed a millisecond later', () => {
    expect(report({ now: after(COMPLAINT_WINDOW_MS) })).toBeNull();
    expect(report({ now: after(COMPLAINT_WINDOW_MS + 1) })).toBe('too_late');
    expect(complaintWindow({ statusId: 5, deliveredAt: DELIVERED, now: DELIVERED })).toEqual({
      canReport: true,
      canSendPhoto: true,
      reportUntil: after(4 * 60 * MIN),
      photoUntil: after(60 * MIN),
    });
  });

  it('is closed for an order not delivered', () => {
    for (const statusId of [0, 1, 2, 3, 4, 6, 10]) {
      expect(report({ statusId, deliveredAt: null })).toBe('not_delivered');
    }
    expect(report({ statusId: 6 })).toBe('not_delivered');
    expect(report({ deliveredAt: null })).toBe('not_delivered');
  });
});

describe('photos', () => {
  it('are taken until exactly 1 hour after delivery', () => {
    expect(report({ hasPhoto: true, now: after(COMPLAINT_PHOTO_WINDOW_MS) })).toBeNull();
    expect(report({ hasPhoto: true, now: after(COMPLAINT_PHOTO_WINDOW_MS + 1) })).toBe('photo_too_late');
  });

  it('are required for quality and spilled, so those close after 1 hour', () => {
    expect(report({ kind: 'quality' })).toBe('photo_required');
    expect(report({ kind: 'spilled', hasPhoto: true })).toBeNull();
    expect(report({ kind: 'quality', hasPhoto: true, now: after(61 * MIN) })).toBe('photo_too_late');
    expect(report({ kind: 'spilled', now: after(61 * MIN) })).toBe('photo_required');
    expect(reportableKinds(true)).toEqual([...COMPLAINT_KINDS]);
    expect(reportableKinds(false)).toEqual(['missing_item', 'wrong_item', 'not_delivered']);
  });
});

describe('lines', () => {
  it('are needed for missing and wrong items and refused for the rest', () => {
    expect(kindNeedsLines('missing_item')).toBe(true);
    expect(kindNeedsLines('wrong_item')).toBe(true);
    expect(report({ kind: 'missing_item' })).toBe('lines_required');
    expect(report({ kind: 'missing_item', lineCount: 1 })).toBeNull();
    expect(report({ kind: 'not_delivered', lineCount: 1 })).toBe('lines_not_allowed');
  });

  it('are refunded at unit price times quantity, never more than ordered', () => {
    expect(
      linesRefundPaise([
        { unitPaise: 250_00, ordered: 2, quantity: 1 },
        { unitPaise: 99_50, ordered: 3, quantity: 3 },
      ]),
    ).toBe(250_00 + 3 * 99_50);
    expect(linesRefundPaise([{ unitPaise: 100, ordered: 2, quantity: 3 }])).toBeNull();
    expect(linesRefundPaise([{ unitPaise: 100, ordered: 2, quantity: 0 }])).toBeNull();
    expect(linesRefundPaise([{ unitPaise: 100, ordered: 2, quantity: 1.5 }])).toBeNull();
    expect(linesRefundPaise([])).toBe(0);
  });

  it('are worth at most the lines as ordered', () => {
    const line = fc.record({
      unitPaise: fc.integer({ min: 0, max: 100_000_00 }),
      ordered: fc.integer({ min: 1, max: 50 }),
      quantity: fc.integer({ min: -2, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const worth = linesRefundPaise(lines);
        const valid = lines.every((l) => l.quantity >= 1 && l.quantity <= l.ordered);
        expect(worth === null).toBe(!valid);
        if (worth !== null) {
          expect(worth).toBeLessThanOrEqual(lines.reduce((s, l) => s + l.unitPaise * l.ordered, 0));
          expect(worth).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('the refund cap', () => {
  it('is what was paid less what was refunded, never below 0', () => {
    expect(complaintRefundCap(500_00, 0)).toBe(500_00);
    expect(complaintRefundCap(500_00, 200_00)).toBe(300_00);
    expect(complaintRefundCap(500_00, 600_00)).toBe(0);
  });

  it('never lets a run of refunds pass what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.array(fc.integer({ min: 1, max: 10_000_00 }), { maxLength: 20 }),
        (paid, asks) => {
          let refunded = 0;
          for (const ask of asks) {
            if (ask <= complaintRefundCap(paid, refunded)) refunded += ask;
          }
          expect(refunded).toBeLessThanOrEqual(paid);
        },
      ),
    );
  });
});

describe('the flag', () => {
  it('goes up at 3 refunds in 30 days', () => {
    expect(refundsFlagged(2)).toBe(false);
    expect(refundsFlagged(3)).toBe(true);
    expect(refundsFlagged(10)).toBe(true);
  });
});

describe('any report', () => {
  it('is accepted exactly when every rule allows it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ComplaintKind>(...COMPLAINT_KINDS),
        fc.integer({ min: -MIN, max: 6 * 60 * MIN }),
        fc.boolean(),
        fc.integer({ min: 0, max: 3 }),
        (kind, elapsed, hasPhoto, lineCount) => {
          const refusal = report({ kind, now: after(elapsed), hasPhoto, lineCount });
          const ok =
            elapsed <= COMPLAINT_WINDOW_MS &&
            (!hasPhoto || elapsed <= COMPLAINT_PHOTO_WINDOW_MS) &&
            (!kindNeedsPhoto(kind) || hasPhoto) &&
            kindNeedsLines(kind) === lineCount > 0;
          expect(refusal === null).toBe(ok);
          // A report the page offers (its kinds by the photo window) is one the server takes.
          if (ok) expect(reportableKinds(elapsed <= COMPLAINT_PHOTO_WINDOW_MS)).toContain(kind);
        },
      ),
    );
  });
});
