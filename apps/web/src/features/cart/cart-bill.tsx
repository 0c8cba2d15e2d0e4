import type { CartQuote } from '@khabar/domain/contracts/orders/cart-quote';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));
const percent = (p: string) => String(Number(p));

/** The bill breakdown as the server priced it: every charge on its own row, then To Pay. */
export function CartBill({
  bill,
  deliveryKnown,
  mode,
}: {
  bill: CartQuote['bill'];
  deliveryKnown: boolean;
  mode: 'delivery' | 'self';
}) {
  const wallet = rupeesToPaise(bill.wallet_used);
  return (
    <section className="card bill" aria-labelledby="bill-title">
      <h2 id="bill-title">BILL DETAILS</h2>
      <dl>
        <div>
          <dt>Item Total</dt>
          <dd>{rs(bill.item_total)}</dd>
        </div>
        <div>
          <dt>Restaurant Charges ({percent(bill.packaging_percent)}%)</dt>
          <dd>{rs(bill.packaging)}</dd>
        </div>
        <div>
          <dt>{mode === 'self' ? 'Delivery Fee (self pickup)' : 'Delivery Fee'}</dt>
          <dd>{deliveryKnown ? rs(bill.delivery) : '—'}</dd>
        </div>
        {rupeesToPaise(bill.tip) > 0 && (
          <div>
            <dt>Delivery Tip</dt>
            <dd>{rs(bill.tip)}</dd>
          </div>
        )}
        <div>
          <dt>Taxes ({percent(bill.tax_percent)}%)</dt>
          <dd>{rs(bill.tax)}</dd>
        </div>
        {rupeesToPaise(bill.discount) > 0 && (
          <div className="bill__discount">
            <dt>Total Discount</dt>
            <dd>-{rs(bill.discount)}</dd>
          </div>
        )}
        {wallet > 0 && (
          <>
            <div>
              <dt>Total</dt>
              <dd>{rs(bill.total)}</dd>
            </div>
            <div className="bill__discount">
              <dt>From wallet</dt>
              <dd>-{formatInr(wallet)}</dd>
            </div>
          </>
        )}
        <div className="bill__total">
          <dt>To Pay</dt>
          <dd>{rs(bill.payable)}</dd>
        </div>
      </dl>
    </section>
  );
}
