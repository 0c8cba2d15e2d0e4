import { formatInr } from '@khabar/domain/money/rupees';
import type { Bill } from '@khabar/domain/pricing/bill';

/** The bill breakdown: every charge on its own row, then To Pay. */
export function CartBill({
  bill,
  taxBp,
  packagingText,
  deliveryKnown,
  mode,
}: {
  bill: Bill;
  taxBp: number;
  packagingText: string;
  deliveryKnown: boolean;
  mode: 'delivery' | 'self';
}) {
  return (
    <section className="card bill" aria-labelledby="bill-title">
      <h2 id="bill-title">BILL DETAILS</h2>
      <dl>
        <div>
          <dt>Item Total</dt>
          <dd>{formatInr(bill.itemTotal)}</dd>
        </div>
        <div>
          <dt>Restaurant Charges ({packagingText}%)</dt>
          <dd>{formatInr(bill.packaging)}</dd>
        </div>
        <div>
          <dt>{mode === 'self' ? 'Delivery Fee (self pickup)' : 'Delivery Fee'}</dt>
          <dd>{deliveryKnown ? formatInr(bill.delivery) : '—'}</dd>
        </div>
        {bill.tip > 0 && (
          <div>
            <dt>Delivery Tip</dt>
            <dd>{formatInr(bill.tip)}</dd>
          </div>
        )}
        <div>
          <dt>Taxes ({taxBp / 100}%)</dt>
          <dd>{formatInr(bill.tax)}</dd>
        </div>
        {bill.discount > 0 && (
          <div className="bill__discount">
            <dt>Total Discount</dt>
            <dd>-{formatInr(bill.discount)}</dd>
          </div>
        )}
        <div className="bill__total">
          <dt>To Pay</dt>
          <dd>{formatInr(bill.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
