import { itemCount } from '@khabar/domain/cart/cart';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, House, Menu, ShoppingBag } from 'lucide-react';
import { useCart } from '../../lib/cart-store.ts';
import { NavLink } from '../../lib/router/router.tsx';
import css from './bottom-nav.module.css';

/** The phone's bottom bar (width <= 768 px): Home, Alerts, Cart with a count badge, More. */
export function BottomNav() {
  const { t } = useLingui();
  const count = itemCount(useCart());
  return (
    <nav className={css.bar} aria-label={t`Main`}>
      <NavLink to="/restaurants" className={css.item}>
        <House aria-hidden size={22} />
        <Trans>Home</Trans>
      </NavLink>
      <NavLink to="/notifications" className={css.item}>
        <Bell aria-hidden size={22} />
        <Trans>Alerts</Trans>
      </NavLink>
      <NavLink to="/cart" className={css.item}>
        <span className={css.icon}>
          <ShoppingBag aria-hidden size={22} />
          {count > 0 && (
            <span className="badge">
              {count}
              <span className="visually-hidden">
                {' '}
                <Trans>items</Trans>
              </span>
            </span>
          )}
        </span>
        <Trans>Cart</Trans>
      </NavLink>
      <NavLink to="/account" className={css.item}>
        <Menu aria-hidden size={22} />
        <Trans>More</Trans>
      </NavLink>
    </nav>
  );
}
