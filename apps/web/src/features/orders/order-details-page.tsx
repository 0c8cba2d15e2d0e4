import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { isActiveOrder, paymentLine, placedGreeting } from '@khabar/domain/orders/order-state';
import {
  DELIVERY_TYPE,
  ORDER_STATUS,
  orderActions,
  orderStatusLabel,
} from '@khabar/domain/orders/order-status';
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
const TAG_LABEL: Record<string, string> = { HOME: 'Home', OFFICE: 'Office', OTHER: 'Other' };

/** `/orderDetails/:orderId`: everything about one order, with its bill. */
export function OrderDetailsPage() {
  return (
    <>
      <PageHeader title="Order details" />
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

  if (details.isPending) {
    return <SkeletonCard label="Loading the order" />;
  }
  if (details.isError) {
    return (
      <div role="alert" className="card">
        <p>
          {hasErrorCode(details.error, 'NOT_FOUND') ? 'We could not find this order.' : details.error.message}
        </p>
        <ButtonLink to="/myOrders">See my orders</ButtonLink>
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
  const greeting = justPlaced
    ? placedGreeting({ statusId: status, restaurantName: r?.name ?? 'The restaurant' })
    : null;
  const paidVia = paymentLine({ statusId: status, paymentMode: o.payment_mode, payablePaise: payable });

  return (
    <>
      {greeting && (
        <p className={`notice ${css.goodNotice}`} role="status">
          <CircleCheck aria-hidden size={18} /> {greeting}
        </p>
      )}
      <section className="card" aria-labelledby="order-title">
        <h2 id="order-title">ORDER #{o.unique_order_id}</h2>
        <p className="muted small">
          {formatDateTime(o.created_at)} · {count} {count === 1 ? 'item' : 'items'} · {rs(o.total)}
        </p>
        {/* A live region: while the page follows the order, each new step is read out. */}
        <p role="status">
          <span className={cancelled ? 'status status--bad' : 'status'}>{orderStatusLabel(status)}</span>
          {done
            ? ` · ${o.delivery_type === DELIVERY_TYPE.selfPickup ? 'Order picked up at' : 'Order delivered at'} ${formatDateTime(o.delivered_at ?? o.updated_at)}`
            : !cancelled
              ? ` · expected by ${formatTime(o.promised_at)}`
              : ''}
        </p>
        <ScheduledFor at={o.scheduled_for} />
        {cancelled && o.cancel_reason && <p className="small">Reason: {o.cancel_reason}</p>}
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
          <h2 id="from-title" className="card__title">
            {r.name}
          </h2>
          <p className="muted small">{r.address}</p>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${r.contact_number}`}>
            <Phone aria-hidden size={16} /> Call Now
          </ButtonAnchor>
        </section>
      )}

      {o.delivery_type === DELIVERY_TYPE.delivery && (
        <section className="card" aria-labelledby="to-title">
          <h2 id="to-title" className="card__title">
            <MapPin aria-hidden size={18} /> {TAG_LABEL[o.address_tag] ?? 'Home'}
          </h2>
          <p className="muted small">{o.address}</p>
        </section>
      )}

      <section className="card bill" aria-labelledby="bill-title">
        <h2 id="bill-title">BILL DETAILS</h2>
        <ul className={css.items}>
          {o.orderitems.map((i, n) => (
            // Two lines of one dish at one price (Half with raita, Half with egg) are still two lines.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
            <li key={n}>
              <span>
                {i.quantity} x {i.name}
                <LineChoices choices={i.choices} />
              </span>
              <span>{formatInr(rupeesToPaise(i.price) * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl>
          <div>
            <dt>Subtotal</dt>
            <dd>{rs(o.subtotal)}</dd>
          </div>
          <div>
            <dt>Restaurant Charges ({Number(o.restaurant_charge)}%)</dt>
            <dd>{rs(o.restaurant_charge_amount)}</dd>
          </div>
          <div>
            <dt>Delivery Charge</dt>
            <dd>{rs(o.delivery_charge)}</dd>
          </div>
          <div>
            <dt>TAX ({Number(o.tax)}%)</dt>
            <dd>{rs(o.tax_amount)}</dd>
          </div>
          {o.driver_tip_amount !== '' && (
            <div>
              <dt>Delivery Tip</dt>
              <dd>{rs(o.driver_tip_amount)}</dd>
            </div>
          )}
          {rupeesToPaise(o.discount) > 0 && (
            <div className="bill__discount">
              <dt>
                Total Discount{details.data.coupon_details ? ` (${details.data.coupon_details.code})` : ''}
              </dt>
              <dd>-{rs(o.discount)}</dd>
            </div>
          )}
          <div className="bill__total">
            <dt>Total</dt>
            <dd>{rs(o.total)}</dd>
          </div>
          {wallet > 0 && (
            <div>
              <dt>Paid from wallet</dt>
              <dd>{formatInr(wallet)}</dd>
            </div>
          )}
        </dl>
        {(payable > 0 || wallet === 0) && <p className="muted small">{paidVia}</p>}
      </section>

      <div className="order-actions">
        {orderActions(status).track && <ButtonLink to={`/liveTrack/${o.id}`}>TRACK</ButtonLink>}
        {orderActions(status).reorder && r && (
          <ButtonLink to={`/restaurantDetail/${r.slug}`}>RE ORDER</ButtonLink>
        )}
        <NeedHelp
          chat={helpChatUrl(
            config?.supportChatUrl,
            `Hi, I need help with my ${brand} order #${o.unique_order_id}.`,
          )}
          phone={config?.supportPhone}
        />
      </div>
    </>
  );
}

/** NEED HELP: the support chat when one is configured, otherwise a call to the support number. */
function NeedHelp({ chat, phone }: { chat: string | null; phone: string | undefined }) {
  if (chat)
    return (
      <ButtonAnchor variant="ghost" href={chat} target="_blank" rel="noreferrer">
        NEED HELP
      </ButtonAnchor>
    );
  if (!phone) return null;
  return (
    <ButtonAnchor variant="ghost" href={telHref(phone)} aria-label={`NEED HELP: call ${phone}`}>
      <Phone aria-hidden size={16} /> NEED HELP
    </ButtonAnchor>
  );
}
