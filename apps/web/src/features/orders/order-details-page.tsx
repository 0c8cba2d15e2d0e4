import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { isActiveOrder } from '@khabar/domain/orders/order-state';
import { DELIVERY_TYPE, ORDER_STATUS, orderActions } from '@khabar/domain/orders/order-status';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, MapPin, Phone } from 'lucide-react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { OrderStepsList } from '../../components/order-steps/order-steps-list.tsx';
import { OrderRatingSection } from '../../components/rate-order/order-rating-section.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime, formatTime } from '../../lib/format-date.ts';
import { helpChatUrl, telHref } from '../../lib/help-chat.ts';
import { paymentText, statusText } from '../../lib/i18n/domain-text.ts';
import { useLocation, useParams } from '../../lib/router/router.tsx';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';
import { CancelOrder } from './cancel-order.tsx';
import { DeliveryPin } from './delivery-pin.tsx';
import css from './order-lifecycle.module.css';
import { RefundList } from './refund-list.tsx';
import { ReportProblem } from './report-problem.tsx';
import { RiderCard } from './rider-card.tsx';
import { useOrderDetails } from './use-order-details.ts';

const rs = (rupees: string) => formatInr(rupeesToPaise(rupees));

/** The delivery address's label, as the spec writes it ('Home'); a word of its own beside the nav's Home. */
function addressLabel(tag: string): string {
  if (tag === 'OFFICE') return t({ message: 'Office', context: 'address' });
  if (tag === 'OTHER') return t({ message: 'Other', context: 'address' });
  return t({ message: 'Home', context: 'address' });
}

/** `/orderDetails/:orderId`: everything about one order, with its bill. */
export function OrderDetailsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Order details`} />
      <main id="main" className={`page narrow ${css.details}`}>
        <OrderDetails />
      </main>
    </>
  );
}

function OrderDetails() {
  const { orderId = '' } = useParams();
  const justPlaced = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const details = useOrderDetails(orderId);
  const config = useAppConfig().data;
  const brand = useBrandName();
  const { t } = useLingui();

  if (details.isPending) {
    return <SkeletonCard label={t`Loading the order`} />;
  }
  if (details.isError) {
    return (
      <div role="alert" className="card">
        <p>
          {hasErrorCode(details.error, 'NOT_FOUND')
            ? t`We could not find this order.`
            : details.error.message}
        </p>
        <ButtonLink to="/myOrders">
          <Trans>See my orders</Trans>
        </ButtonLink>
      </div>
    );
  }
  const { data: o, resturant_details: r } = details.data;
  const count = o.orderitems.reduce((n, i) => n + i.quantity, 0);
  const status = o.orderstatus_id;
  const done = status === ORDER_STATUS.delivered;
  const cancelled = status === ORDER_STATUS.cancelled;
  const active = isActiveOrder(status);
  const wallet = rupeesToPaise(o.wallet_amount);
  const payable = rupeesToPaise(o.payable);
  // What the page says about the order comes from its status as the server last said it (the
  // domain's words, as on tracking): "just placed" only decides whether to greet.
  const greeting = justPlaced && isActiveOrder(status);
  const restaurantName = r?.name;
  const paidVia = paymentText({ statusId: status, paymentMode: o.payment_mode, payablePaise: payable });
  const orderNumber = o.unique_order_id;
  const when = formatDateTime(o.created_at);
  const total = rs(o.total);
  const doneAt = formatDateTime(o.delivered_at ?? o.updated_at);
  const expected = formatTime(o.promised_at);
  const cancelReason = o.cancel_reason;
  const chargePercent = Number(o.restaurant_charge);
  const taxPercent = Number(o.tax);

  return (
    <>
      {greeting && (
        <p className={`notice ${css.goodNotice}`} role="status">
          <CircleCheck aria-hidden size={18} />{' '}
          {restaurantName ? (
            <Trans>
              Order placed! <span translate="no">{restaurantName}</span> has your order.
            </Trans>
          ) : (
            <Trans>Order placed! The restaurant has your order.</Trans>
          )}
        </p>
      )}
      <section className="card" aria-labelledby="order-title">
        <h2 id="order-title">
          <Trans>
            ORDER #<span translate="no">{orderNumber}</span>
          </Trans>
        </h2>
        <p className="muted small">
          {when} · <Plural value={count} one="# item" other="# items" /> · {total}
        </p>
        {/* A live region: while the page follows the order, each new step is read out. */}
        <p role="status">
          <span className={cancelled ? 'status status--bad' : 'status'}>{statusText(status)}</span>
          {done ? (
            <>
              {' · '}
              {o.delivery_type === DELIVERY_TYPE.selfPickup ? (
                <Trans>Order picked up at {doneAt}</Trans>
              ) : (
                <Trans>Order delivered at {doneAt}</Trans>
              )}
            </>
          ) : !cancelled ? (
            <>
              {' · '}
              <Trans>expected by {expected}</Trans>
            </>
          ) : (
            ''
          )}
        </p>
        <ScheduledFor at={o.scheduled_for} />
        {cancelled && cancelReason && (
          <p className="small">
            <Trans>Reason: {cancelReason}</Trans>
          </p>
        )}
        {status !== ORDER_STATUS.awaitingPayment && <OrderStepsList order={o} />}
        {cancelled && <RefundList refunds={o.refunds ?? []} />}
      </section>

      <OrderRatingSection orderId={o.id} delivered={done} />
      <CancelOrder order={o} />
      {active && o.delivery_pin && (
        <DeliveryPin pin={o.delivery_pin} pickup={o.delivery_type === DELIVERY_TYPE.selfPickup} />
      )}
      {o.delivery_details && !cancelled && <RiderCard rider={o.delivery_details} />}
      {done && <ReportProblem orderId={o.id} />}

      {r && (
        <section className="card" aria-labelledby="from-title">
          <h2 id="from-title" className="card__title" translate="no">
            {r.name}
          </h2>
          <p className="muted small" translate="no">
            {r.address}
          </p>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${r.contact_number}`}>
            <Phone aria-hidden size={16} /> <Trans>Call Now</Trans>
          </ButtonAnchor>
        </section>
      )}

      {o.delivery_type === DELIVERY_TYPE.delivery && (
        <section className="card" aria-labelledby="to-title">
          <h2 id="to-title" className="card__title">
            <MapPin aria-hidden size={18} /> {addressLabel(o.address_tag)}
          </h2>
          <p className="muted small" translate="no">
            {o.address}
          </p>
        </section>
      )}

      <section className="card bill" aria-labelledby="bill-title">
        <h2 id="bill-title">
          <Trans>BILL DETAILS</Trans>
        </h2>
        <ul className={css.items}>
          {o.orderitems.map((i, n) => (
            // Two lines of one dish at one price (Half with raita, Half with egg) are still two lines.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            <li key={n}>
              <span>
                {i.quantity} x <span translate="no">{i.name}</span>
                <LineChoices choices={i.choices} />
              </span>
              <span>{formatInr(rupeesToPaise(i.price) * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>
              <Trans>Subtotal</Trans>
            </dt>
            <dd>{rs(o.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Restaurant Charges ({chargePercent}%)</Trans>
            </dt>
            <dd>{rs(o.restaurant_charge_amount)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Delivery Charge</Trans>
            </dt>
            <dd>{rs(o.delivery_charge)}</dd>
          </div>
          <div>
            <dt>
              <Trans>TAX ({taxPercent}%)</Trans>
            </dt>
            <dd>{rs(o.tax_amount)}</dd>
          </div>
          {o.driver_tip_amount !== '' && (
            <div>
              <dt>
                <Trans>Delivery Tip</Trans>
              </dt>
              <dd>{rs(o.driver_tip_amount)}</dd>
            </div>
          )}
          {rupeesToPaise(o.discount) > 0 && (
            <div className="bill__discount">
              <dt>
                <Trans>Total Discount</Trans>
                {details.data.coupon_details && (
                  <>
                    {' '}
                    (<span translate="no">{details.data.coupon_details.code}</span>)
                  </>
                )}
              </dt>
              <dd>-{rs(o.discount)}</dd>
            </div>
          )}
          <div className="bill__total">
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{rs(o.total)}</dd>
          </div>
          {wallet > 0 && (
            <div>
              <dt>
                <Trans>Paid from wallet</Trans>
              </dt>
              <dd>{formatInr(wallet)}</dd>
            </div>
          )}
        </dl>
        {(payable > 0 || wallet === 0) && <p className="muted small">{paidVia}</p>}
      </section>

      <div className="order-actions">
        {orderActions(status).track && (
          <ButtonLink to={`/liveTrack/${o.id}`}>
            <Trans>TRACK</Trans>
          </ButtonLink>
        )}
        {orderActions(status).reorder && r && (
          <ButtonLink to={`/restaurantDetail/${r.slug}`}>
            <Trans>RE ORDER</Trans>
          </ButtonLink>
        )}
        <NeedHelp
          chat={helpChatUrl(
            config?.supportChatUrl,
            t`Hi, I need help with my ${brand} order #${orderNumber}.`,
          )}
          phone={config?.supportPhone}
        />
      </div>
    </>
  );
}

/** NEED HELP: the support chat when one is configured, otherwise a call to the support number. */
function NeedHelp({ chat, phone }: { chat: string | null; phone: string | undefined }) {
  const { t } = useLingui();
  if (chat)
    return (
      <ButtonAnchor variant="ghost" href={chat} target="_blank" rel="noreferrer">
        <Trans>NEED HELP</Trans>
      </ButtonAnchor>
    );
  if (!phone) return null;
  return (
    <ButtonAnchor variant="ghost" href={telHref(phone)} aria-label={t`NEED HELP: call ${phone}`}>
      <Phone aria-hidden size={16} /> <Trans>NEED HELP</Trans>
    </ButtonAnchor>
  );
}
