import type { CouponSummary } from '@khabar/domain/contracts/catalog/restaurant';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import css from './coupon-card.module.css';

/** What a coupon gives, in words: "20% off up to ₹100 on orders of ₹199 or more". */
function couponTermsText(c: CouponSummary): string {
  const amount = (v: string) => formatInr(rupeesToPaise(v), { trimZeros: true });
  const percent = Number(c.discount);
  const flat = amount(c.discount);
  const off = c.discount_type === 'PERCENTAGE' ? t`${percent}% off` : t`${flat} off`;
  const upTo = c.upto_amount ? amount(c.upto_amount) : '';
  const cap = c.discount_type === 'PERCENTAGE' && c.upto_amount ? ` ${t`up to ${upTo}`}` : '';
  const minimum = amount(c.min_order_amount);
  const min = rupeesToPaise(c.min_order_amount) > 0 ? ` ${t`on orders of ${minimum} or more`}` : '';
  return `${off}${cap}${min}`;
}

/** Why a coupon cannot be used any more, as its card says it (issue 23 item 11). */
export interface CouponRefused {
  /** 'USED', 'FIRST ORDER ONLY' or 'USED UP'. */
  label: string;
  message: string;
}

/**
 * One coupon: its code, name, description and terms, with Copy Code and, in a cart, Apply. The terms
 * are printed once, from the numbers the server applies; the description says what the offer is for.
 * A coupon the customer can no longer use says so instead of offering Apply.
 */
export function CouponCard({
  coupon,
  onCopy,
  onApply,
  applied = false,
  refused = null,
}: {
  coupon: CouponSummary;
  onCopy: (code: string) => void;
  onApply?: () => void;
  applied?: boolean;
  refused?: CouponRefused | null;
}) {
  const code = coupon.code;
  return (
    <li className={`card ${css.card} ${refused ? css.refused : ''}`}>
      <div className={css.head}>
        <TicketPercent aria-hidden size={20} />
        <strong className={css.code} translate="no">
          {coupon.code}
        </strong>
      </div>
      <h3 translate="no">{coupon.name}</h3>
      <p className="muted" translate="no">
        {coupon.description}
      </p>
      <p className="small">
        {couponTermsText(coupon)}
        {coupon.first_order_only === 1 && ` · ${t`first order only`}`}
      </p>
      {refused && (
        <p className="small">
          <span className="status status--bad">{refused.label}</span> {refused.message}
        </p>
      )}
      <div className={css.actions}>
        <Button
          variant="outline"
          size="small"
          onClick={() => onCopy(coupon.code)}
          aria-label={t`Copy Code ${code}`}
        >
          <Trans>Copy Code</Trans>
        </Button>
        {onApply && !refused && (
          <Button
            size="small"
            onClick={onApply}
            disabled={applied}
            aria-label={applied ? t`${code} applied` : t`Apply ${code}`}
          >
            {applied ? <Trans>APPLIED</Trans> : <Trans>APPLY</Trans>}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Copies a code and says so in the spec's words. */
export const copyCode = (code: string, say: (text: string) => void) =>
  navigator.clipboard?.writeText(code).then(
    () => say(t`Code Copied!`),
    () => say(t`Could not copy. The code is ${code}.`),
  ) ?? say(t`Could not copy. The code is ${code}.`);

/** The list the coupon cards stand in: one column, or as many as fit (`grid`). */
export function CouponList({ grid = false, children }: { grid?: boolean; children: ReactNode }) {
  return <ul className={grid ? `card-list ${css.grid}` : 'card-list'}>{children}</ul>;
}
