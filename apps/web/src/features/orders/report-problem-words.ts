// The words of "Report a problem" (issue 26): the kinds of problem and where a report stands. The domain
// keeps them in English for the API and the back office; a customer reads them in the screen's language,
// chosen by the domain's values (a kind, a status), never by its English.

import type { ComplaintJson } from '@khabar/domain/contracts/complaints/complaint-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import type { ComplaintKind } from '@khabar/domain/support/complaint-rules';
import { t } from '@lingui/core/macro';

/** A kind of problem, as the customer picks it (the domain's COMPLAINT_KIND_LABELS). */
export function complaintKindText(kind: ComplaintKind): string {
  const words: Record<ComplaintKind, string> = {
    missing_item: t`Missing item`,
    wrong_item: t`Wrong item`,
    quality: t`Food quality`,
    spilled: t`Spilled or damaged`,
    not_delivered: t`Not delivered`,
  };
  return words[kind];
}

/**
 * Where a report stands, for an open or refunded one; a rejected one is said with support's own note
 * beside it (the screen marks the note as written).
 */
export function complaintOutcomeText(c: ComplaintJson): string {
  if (c.status === 'open') return t`Support is looking into it (usually within 24-48 hours).`;
  if (c.status === 'rejected') return t`Not refunded:`;
  const amount = formatInr(rupeesToPaise(c.refund_amount ?? '0.00'));
  return c.refunded_to === 'source'
    ? t`${amount} refunded to your original payment method; banks take 3-4 business days to show it.`
    : t`${amount} refunded to your wallet, valid for 30 days.`;
}
