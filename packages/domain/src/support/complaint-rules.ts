// Complaints after the meal (issue 26): the policy's windows (report within 4 hours of delivery, photos
// within 1 hour), which kinds need lines or a photo, a line-based refund, the cap on what one order can
// get back, and when a customer's refunds are many enough to flag to support. The server checks these
// in the complaint's transaction; the page uses them to offer only what would be accepted. Why a report
// is refused, in words, is in errors/complaint-refusals.ts.

import type { ComplaintRefusal } from '../errors/complaint-refusals.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A problem may be reported until 4 hours after delivery (exactly 4 hours still may). */
export const COMPLAINT_WINDOW_MS = 4 * HOUR_MS;
/** A photo may be sent with a report until 1 hour after delivery (exactly 1 hour still may). */
export const COMPLAINT_PHOTO_WINDOW_MS = HOUR_MS;
/** A complaint's comment and support's reason: plain text up to this many characters. */
export const COMPLAINT_TEXT_MAX = 500;
/** Refunds paid into the wallet for a complaint are valid for 30 days (the policy). */
export const COMPLAINT_WALLET_VALID_MS = 30 * DAY_MS;
/** The span over which a customer's refunds are counted for the flag. */
export const REFUND_FLAG_WINDOW_MS = 30 * DAY_MS;
/** This many refunds in 30 days flags the customer to support (never refuses them by itself). */
export const REFUND_FLAG_COUNT = 3;

export const COMPLAINT_KINDS = ['missing_item', 'wrong_item', 'quality', 'spilled', 'not_delivered'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

/** The kinds in the customer's words. */
export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, string> = {
  missing_item: 'Missing item',
  wrong_item: 'Wrong item',
  quality: 'Food quality',
  spilled: 'Spilled or damaged',
  not_delivered: 'Not delivered',
};

/** Missing and wrong items name the order lines (and how many of each) they are about. */
export const kindNeedsLines = (kind: ComplaintKind): boolean =>
  kind === 'missing_item' || kind === 'wrong_item';

/** Quality and spillage are judged by a photo, so these are reported with one (hence within 1 hour). */
export const kindNeedsPhoto = (kind: ComplaintKind): boolean => kind === 'quality' || kind === 'spilled';

const since = (from: Date, now: Date) => now.getTime() - from.getTime();

/** Whether a report can be made now, and until when a photo and a report can be sent. */
export function complaintWindow(input: { statusId: number; deliveredAt: Date | null; now: Date }): {
  canReport: boolean;
  canSendPhoto: boolean;
  reportUntil: Date | null;
  photoUntil: Date | null;
} {
  const { deliveredAt, now } = input;
  if (input.statusId !== 5 || !deliveredAt) {
    return { canReport: false, canSendPhoto: false, reportUntil: null, photoUntil: null };
  }
  const elapsed = since(deliveredAt, now);
  return {
    canReport: elapsed <= COMPLAINT_WINDOW_MS,
    canSendPhoto: elapsed <= COMPLAINT_PHOTO_WINDOW_MS,
    reportUntil: new Date(deliveredAt.getTime() + COMPLAINT_WINDOW_MS),
    photoUntil: new Date(deliveredAt.getTime() + COMPLAINT_PHOTO_WINDOW_MS),
  };
}

/** Why this report cannot be made now, or null when it can. */
export function complaintRefusal(input: {
  statusId: number;
  deliveredAt: Date | null;
  now: Date;
  kind: ComplaintKind;
  hasPhoto: boolean;
  lineCount: number;
}): ComplaintRefusal | null {
  const window = complaintWindow(input);
  if (!window.reportUntil) return 'not_delivered';
  if (!window.canReport) return 'too_late';
  if (kindNeedsPhoto(input.kind) && !input.hasPhoto) return 'photo_required';
  if (input.hasPhoto && !window.canSendPhoto) return 'photo_too_late';
  if (kindNeedsLines(input.kind) && input.lineCount === 0) return 'lines_required';
  if (!kindNeedsLines(input.kind) && input.lineCount > 0) return 'lines_not_allowed';
  return null;
}

/** The kinds a report may be made with now (quality and spillage need the photo window). */
export function reportableKinds(canSendPhoto: boolean): ComplaintKind[] {
  return COMPLAINT_KINDS.filter((k) => canSendPhoto || !kindNeedsPhoto(k));
}

export interface RefundLine {
  /** What one unit was sold for (paise). */
  unitPaise: number;
  /** How many were ordered on this line. */
  ordered: number;
  /** How many the complaint is about. */
  quantity: number;
}

/**
 * What the items a complaint names are worth: unit price times quantity, each quantity between 1 and
 * what was ordered. Null when a quantity is out of that range (the report is refused, never trimmed).
 */
export function linesRefundPaise(lines: readonly RefundLine[]): number | null {
  let total = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > line.ordered) return null;
    total += line.unitPaise * line.quantity;
  }
  return total;
}

/**
 * The most a complaint can give back now: what was paid for the order minus what was already refunded
 * for it (earlier complaints included), never below 0.
 */
export function complaintRefundCap(paidPaise: number, refundedPaise: number): number {
  return Math.max(0, paidPaise - refundedPaise);
}

/** A customer with this many refunds in the last 30 days is shown to support as flagged. */
export const refundsFlagged = (refundsIn30Days: number): boolean => refundsIn30Days >= REFUND_FLAG_COUNT;
