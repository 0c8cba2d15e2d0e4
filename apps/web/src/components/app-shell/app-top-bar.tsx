import { itemCount } from '@khabar/domain/cart/cart';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgePercent, ChevronDown, CircleHelp, MapPin, Search, ShoppingBag, User } from 'lucide-react';
import { useCart } from '../../lib/cart-store.ts';
import { useDeliveryPoint } from '../../lib/delivery-point.ts';
import { Link, NavLink } from '../../lib/router/router.tsx';
import { useUser } from '../../lib/session-store.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import { BrandLogo } from '../ui/brand-logo.tsx';
import css from './app-top-bar.module.css';

/**
 * The top bar of the list screens: logo, the delivery address (a guest changes it on /setLocation, a
 * customer picks one of their saved addresses) and, on the desktop, Search, Offers, Help, the account
 * and the cart.
 */
export function AppTopBar({ showAddress = true }: { showAddress?: boolean }) {
  const { t } = useLingui();
  const user = useUser();
  const brand = useBrandName();
  const count = itemCount(useCart());
  // The same place the list and the cart use (decision 015).
  const addressText = useDeliveryPoint()?.address ?? '';
  const where = addressText || t`not set`;
  const firstName = user?.name.split(' ')[0];
  return (
    <header className={`page-header ${css.bar}`}>
      <Link to="/restaurants" className={css.logo} aria-label={t`${brand} home`}>
        <BrandLogo />
      </Link>
      {showAddress && (
        <Link
          to={user ? '/manageAddress' : '/setLocation'}
          className={css.address}
          aria-label={t`Delivery location: ${where}. Change`}
        >
          <MapPin aria-hidden size={18} />
          <span className={css.addressText} translate={addressText ? 'no' : undefined}>
            {addressText || t`Set your location`}
          </span>
          <ChevronDown aria-hidden size={16} />
        </Link>
      )}
      <nav className={css.nav} aria-label={t`Main`}>
        <NavLink to="/search" className={css.link}>
          <Search aria-hidden size={18} /> <Trans>Search</Trans>
        </NavLink>
        <NavLink to="/offers" className={css.link}>
          <BadgePercent aria-hidden size={18} /> <Trans>Offers</Trans>
        </NavLink>
        <NavLink to="/help" className={css.link}>
          <CircleHelp aria-hidden size={18} /> <Trans>Help</Trans>
        </NavLink>
        {user ? (
          <NavLink to="/account" className={css.link}>
            <User aria-hidden size={18} />{' '}
            {firstName ? <span translate="no">{firstName}</span> : <Trans>Account</Trans>}
          </NavLink>
        ) : (
          <NavLink to="/login" className={css.link}>
            <User aria-hidden size={18} /> <Trans>Sign in</Trans>
          </NavLink>
        )}
        <NavLink to="/cart" className={css.link}>
          <ShoppingBag aria-hidden size={18} /> <Trans>Cart</Trans>
          {count > 0 && (
            <span className="badge">
              {count}
              <span className="visually-hidden">
                {' '}
                <Trans>items</Trans>
              </span>
            </span>
          )}
        </NavLink>
      </nav>
    </header>
  );
}
