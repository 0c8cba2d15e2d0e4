import { itemCount } from '@khabar/domain/cart/cart';
import { Bell, House, Menu, ShoppingBag } from 'lucide-react';
import { useCart } from '../../lib/cart-store.ts';
import { NavLink } from '../../lib/router/router.tsx';
import css from './bottom-nav.module.css';

/** The phone's bottom bar (width <= 768 px): Home, Alerts, Cart with a count badge, More. */
export function BottomNav() {
  const count = itemCount(useCart());
  return (
    <nav className={css.bar} aria-label="Main">
      <NavLink to="/restaurants" className={css.item}>
        <House aria-hidden size={22} />
        Home
      </NavLink>
      <NavLink to="/notifications" className={css.item}>
        <Bell aria-hidden size={22} />
        Alerts
      </NavLink>
      <NavLink to="/cart" className={css.item}>
        <span className={css.icon}>
          <ShoppingBag aria-hidden size={22} />
          {count > 0 && (
            <span className="badge">
              {count}
              <span className="visually-hidden"> items</span>
            </span>
          )}
        </span>
        Cart
      </NavLink>
      <NavLink to="/account" className={css.item}>
        <Menu aria-hidden size={22} />
        More
      </NavLink>
    </nav>
  );
}
