import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import css from './cart.module.css';

/**
 * The total and the pay button. On a phone it stays fixed above the bottom bar, as in every food app,
 * so paying never needs scrolling 2-3 screens down to the end of the bill.
 */
export function PayBar({
  bill,
  children,
}: {
  bill: { total: string; payable: string } | undefined;
  children: ReactNode;
}) {
  // What is paid now (the bill's To Pay); when the wallet pays it all, the total it pays.
  const payable = bill ? rupeesToPaise(bill.payable) : 0;
  return (
    <div className={css.payBar}>
      {bill && (
        <p className={css.payTotal}>
          <span className="muted small">{payable > 0 ? <Trans>To Pay</Trans> : <Trans>Total</Trans>}</span>{' '}
          <strong>{formatInr(payable > 0 ? payable : rupeesToPaise(bill.total))}</strong>
        </p>
      )}
      {children}
    </div>
  );
}
