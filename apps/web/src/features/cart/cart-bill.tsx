import type { CartQuote } from '@khabar/domain/contracts/orders/cart-quote';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans } from '@lingui/react/macro';

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
  const packagingPercent = percent(bill.packaging_percent);
  const taxPercent = percent(bill.tax_percent);
  return (
    <section className="card bill" aria-labelledby="bill-title">
      <h2 id="bill-title">
        <Trans>BILL DETAILS</Trans>
      </h2>
      <dl>
        <div>
          <dt>
            <Trans>Item Total</Trans>
          </dt>
          <dd>{rs(bill.item_total)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Restaurant Charges ({packagingPercent}%)</Trans>
          </dt>
          <dd>{rs(bill.packaging)}</dd>
        </div>
        <div>
          <dt>{mode === 'self' ? <Trans>Delivery Fee (self pickup)</Trans> : <Trans>Delivery Fee</Trans>}</dt>
          <dd>{deliveryKnown ? rs(bill.delivery) : '—'}</dd>
        </div>
        {rupeesToPaise(bill.tip) > 0 && (
          <div>
            <dt>
              <Trans>Delivery Tip</Trans>
            </dt>
            <dd>{rs(bill.tip)}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Taxes ({taxPercent}%)</Trans>
          </dt>
          <dd>{rs(bill.tax)}</dd>
        </div>
        {rupeesToPaise(bill.discount) > 0 && (
          <div className="bill__discount">
            <dt>
              <Trans>Total Discount</Trans>
            </dt>
            <dd>-{rs(bill.discount)}</dd>
          </div>
        )}
        {wallet > 0 && (
          <>
            <div>
              <dt>
                <Trans>Total</Trans>
              </dt>
              <dd>{rs(bill.total)}</dd>
            </div>
            <div className="bill__discount">
              <dt>
                <Trans>From wallet</Trans>
              </dt>
              <dd>-{formatInr(wallet)}</dd>
            </div>
          </>
        )}
        <div className="bill__total">
          <dt>
            <Trans>To Pay</Trans>
          </dt>
          <dd>{rs(bill.payable)}</dd>
        </div>
      </dl>
    </section>
  );
}
