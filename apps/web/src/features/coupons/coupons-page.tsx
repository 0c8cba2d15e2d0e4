import { subtotalPaise } from '@khabar/domain/cart/cart';
import { couponDiscount, couponTerms } from '@khabar/domain/pricing/coupon-discount';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { CouponCard, CouponList, copyCode } from '../../components/coupon/coupon-card.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { useCart } from '../../lib/cart-store.ts';
import { saveCoupon, useCoupon } from '../../lib/coupon-store.ts';
import { useNavigate } from '../../lib/router/router.tsx';
import { useCoupons } from '../../lib/use-coupons.ts';

/** `/coupons`: the coupons for the cart's restaurant; applying one checks its minimum first. */
export function CouponsPage() {
  const navigate = useNavigate();
  const cart = useCart();
  const applied = useCoupon();
  const snackbar = useSnackbar();
  const coupons = useCoupons(cart.restaurant?.id);
  const list = (coupons.data ?? []).filter((c) => c.is_active === 1);

  return (
    <>
      <PageHeader title="Apply Coupon" fallback="/cart" />
      <main id="main" className="page narrow">
        {!cart.restaurant ? (
          <div className="empty">
            <h2>Your cart is empty.</h2>
            <p className="muted">Add dishes first; coupons are for a restaurant’s cart.</p>
            <ButtonLink to="/offers">See all offers</ButtonLink>
          </div>
        ) : coupons.isPending ? (
          <p className="muted" aria-busy="true">
            Loading coupons…
          </p>
        ) : coupons.isError ? (
          <p role="alert">We could not load coupons. {coupons.error.message}</p>
        ) : list.length === 0 ? (
          <div className="empty">
            <h2>No coupons for {cart.restaurant.name} right now</h2>
            <p className="muted">Look again later, or see the offers of other restaurants.</p>
          </div>
        ) : (
          <>
            <p className="muted">Coupons for {cart.restaurant.name}</p>
            <CouponList>
              {list.map((c) => (
                <CouponCard
                  key={c.id}
                  coupon={c}
                  applied={applied?.id === c.id}
                  onCopy={(code) => copyCode(code, snackbar.show)}
                  onApply={() => {
                    const result = couponDiscount(couponTerms(c), subtotalPaise(cart));
                    if (!result.ok) {
                      snackbar.show(result.message);
                      return;
                    }
                    saveCoupon(c);
                    sessionStorage.setItem('flash', 'Coupon applied successfully!');
                    navigate('/cart');
                  }}
                />
              ))}
            </CouponList>
          </>
        )}
      </main>
      {snackbar.element}
    </>
  );
}
