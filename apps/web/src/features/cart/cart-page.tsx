import { changeQuantity, itemCount, subtotalPaise } from '@khabar/domain/cart/cart';
import { formatInr } from '@khabar/domain/money/rupees';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import { Clock, MapPin, ShoppingBag, TicketPercent } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppTopBar } from '../../components/app-shell/app-top-bar.tsx';
import { BottomNav } from '../../components/app-shell/bottom-nav.tsx';
import { QuantityStepper } from '../../components/ui/quantity-stepper.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import { useCart } from '../../lib/cart-store.ts';
import { saveCoupon, useCoupon } from '../../lib/coupon-store.ts';
import { useGuestAddress } from '../../lib/guest-address.ts';
import { useChosenLocation, useDeliveryMode } from '../../lib/location-store.ts';
import { saveCart } from '../../lib/save-cart.ts';
import { useUser } from '../../lib/session-store.ts';
import { CartBill } from './cart-bill.tsx';
import { useCartQuote } from './use-cart-quote.ts';

/** `/cart`: the cart, where it goes, what it costs; a guest logs in here to pay. */
export function CartPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const mode = useDeliveryMode();
  const location = useChosenLocation();
  const guestAddress = useGuestAddress();
  const user = useUser();
  const coupon = useCoupon();
  const snackbar = useSnackbar();
  const discount = coupon ? couponDiscount(couponTerms(coupon), subtotalPaise(cart)) : null;
  const quote = useCartQuote(cart, location, mode, {
    discountPaise: discount?.ok ? discount.discountPaise : 0,
  });
  const count = itemCount(cart);
  // A message left by the screen that sent the customer here (e.g. 'Coupon applied successfully!').
  useEffect(() => {
    const flash = sessionStorage.getItem('flash');
    if (flash) snackbar.show(flash);
    sessionStorage.removeItem('flash');
  }, [snackbar.show]);
  const change = (itemId: number, delta: 1 | -1) => {
    if (saveCart(changeQuantity(cart, itemId, delta)).couponDropped) snackbar.show('Coupon removed!');
  };

  if (count === 0) {
    return (
      <>
        <AppTopBar showAddress={false} />
        <main id="main" className="page page--with-nav page--centered">
          <ShoppingBag aria-hidden size={64} className="empty__icon" />
          <h1>Your cart is empty.</h1>
          <p className="muted">You can go to home page to view more restaurants.</p>
          <Link className="btn btn--primary" to="/restaurants">
            SEE RESTAURANTS NEAR YOU
          </Link>
        </main>
        <BottomNav />
      </>
    );
  }

  const r = quote.restaurant;
  const subtotal = subtotalPaise(cart);
  const belowMinimum = subtotal < quote.minOrderPaise;
  // A customer's orders go to their default address; a guest's to the address they set here.
  const saved = user?.default_address ?? guestAddress;
  const addressLine = saved
    ? [saved.house, saved.address].filter(Boolean).join(', ')
    : (location?.address ?? '');

  return (
    <>
      <AppTopBar showAddress={false} />
      <main id="main" className="page page--with-nav cart-page">
        <h1 className="cart-page__title">Cart</h1>
        <div className="cart-layout">
          <div className="cart-layout__main">
            <section className="card" aria-labelledby="where-title">
              <h2 id="where-title" className="card__title">
                <MapPin aria-hidden size={18} /> {mode === 'self' ? 'Self pickup from' : 'Deliver to'}
                {saved && mode === 'delivery' && <span className="tag">{saved.tag}</span>}
              </h2>
              {mode === 'self' ? (
                <p>{r ? `${r.name}, ${r.address}` : '…'}</p>
              ) : (
                <>
                  <p>{addressLine || 'No delivery address yet.'}</p>
                  {saved?.landmark && <p className="muted small">Near {saved.landmark}</p>}
                  <Link className="link" to={user ? '/manageAddress' : '/setLocation?from=cart'}>
                    {saved ? 'Change address' : 'Add house / flat and landmark'}
                  </Link>
                </>
              )}
              {quote.minutes !== null && !quote.blocker && (
                <p className="cart-page__eta">
                  <Clock aria-hidden size={16} />{' '}
                  {mode === 'self' ? `Pickup in ${quote.minutes} min` : `Delivery in ${quote.minutes} mins`}
                </p>
              )}
            </section>

            <section className="card" aria-labelledby="lines-title">
              <div className="cart-restaurant">
                {r && <img src={mediaUrl(r.image)} alt="" width={56} height={56} />}
                <div>
                  <h2 id="lines-title">
                    <Link to={`/restaurantDetail/${cart.restaurant?.slug}`}>{cart.restaurant?.name}</Link>
                  </h2>
                  {r && <p className="muted small">{r.locality}</p>}
                </div>
              </div>
              <ul className="cart-lines">
                {cart.lines.map((l) => (
                  <li key={l.itemId} className="cart-line">
                    <VegMark isVeg={l.isVeg} />
                    <span className="cart-line__name">{l.name}</span>
                    <QuantityStepper
                      name={l.name}
                      quantity={l.quantity}
                      onAdd={() => change(l.itemId, 1)}
                      onRemove={() => change(l.itemId, -1)}
                    />
                    <span className="cart-line__price">{formatInr(l.pricePaise * l.quantity)}</span>
                  </li>
                ))}
              </ul>
              <Link className="link" to={`/restaurantDetail/${cart.restaurant?.slug}`}>
                + Add more items
              </Link>
            </section>

            <section className="card coupon-row" aria-label="Coupon">
              <TicketPercent aria-hidden size={20} />
              {coupon ? (
                <>
                  <p>
                    <strong>{coupon.code}</strong> applied
                    {discount?.ok && (
                      <span className="muted"> · you save {formatInr(discount.discountPaise)}</span>
                    )}
                  </p>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    onClick={() => {
                      saveCoupon(null);
                      snackbar.show('Coupon removed!');
                    }}
                  >
                    Remove
                  </button>
                </>
              ) : (
                <Link className="link" to="/coupons">
                  Apply coupon
                </Link>
              )}
            </section>

            <p className="notice">
              Orders once placed cannot be cancelled after 2 minutes of booking and are non-refundable
            </p>
          </div>

          <div className="cart-layout__side">
            {quote.loading ? (
              <section className="card" aria-busy="true">
                <div className="skeleton skeleton--line" style={{ width: '50%' }} />
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line" />
                <div className="skeleton skeleton--line" style={{ width: '70%' }} />
              </section>
            ) : quote.bill ? (
              <CartBill
                bill={quote.bill}
                taxBp={quote.taxBp}
                packagingText={r ? String(Number(r.restaurant_charges)) : '0'}
                deliveryKnown={quote.blocker !== "Restaurant doesn't serve in this location."}
                mode={mode}
              />
            ) : (
              <p role="alert">We could not price this cart. {quote.restaurantError?.message}</p>
            )}

            <section className="card" aria-labelledby="pay-title">
              <h2 id="pay-title">Choose payment method</h2>
              {quote.blocker && (
                <p className="blocker" role="status">
                  {quote.blocker}
                </p>
              )}
              {belowMinimum && (
                <p className="blocker" role="status">
                  Add {formatInr(quote.minOrderPaise - subtotal)} more: the minimum order is{' '}
                  {formatInr(quote.minOrderPaise, { trimZeros: true })}.
                </p>
              )}
              {user ? (
                <Link className="btn btn--primary btn--block" to="/checkout">
                  Proceed To Pay
                </Link>
              ) : (
                <button
                  type="button"
                  className="btn btn--primary btn--block"
                  onClick={() => {
                    localStorage.setItem('fromCart', '1');
                    navigate('/login');
                  }}
                >
                  Login / Signup to continue
                </button>
              )}
            </section>
          </div>
        </div>
      </main>
      <BottomNav />
      {snackbar.element}
    </>
  );
}
