import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { ToggleSwitch } from '../../components/ui/toggle-switch.tsx';
import { VegMark } from '../../components/ui/veg-mark.tsx';
import { type PartnerMenuItem, usePartnerMenu } from './api/get-partner-menu.ts';
import { useSetItemAvailability } from './api/set-item-availability.ts';
import css from './partner.module.css';

function ItemRow({ item, restaurantId }: { item: PartnerMenuItem; restaurantId: number }) {
  const { t } = useLingui();
  const set = useSetItemAvailability(restaurantId);
  const reason = set.error?.message;
  const inStock = Boolean(item.is_active);
  return (
    <li className={inStock ? css.dish : `${css.dish} ${css.dishOut}`}>
      <VegMark isVeg={Boolean(item.is_veg)} />
      <span className={css.dishName}>
        <span translate="no">{item.name}</span>{' '}
        <span className="muted small">{formatInr(rupeesToPaise(item.price))}</span>
        {!inStock && <span className={`tag ${css.outTag}`}>{t`Out of stock`}</span>}
      </span>
      <ToggleSwitch checked={inStock} onChange={(on) => set.mutate({ itemId: item.id, isActive: on })}>
        <Trans>In stock</Trans>
        <span className="visually-hidden" translate="no">
          : {item.name}
        </span>
      </ToggleSwitch>
      {set.isError && (
        <p className="form-problem small" role="alert">
          <Trans>Not saved: {reason}</Trans>
        </p>
      )}
    </li>
  );
}

/** The menu with an in-stock switch per dish: customers stop seeing a dish the moment it is switched off. */
export function MenuPanel({ restaurantId }: { restaurantId: number }) {
  const { t } = useLingui();
  const menu = usePartnerMenu(restaurantId);
  const [q, setQ] = useState('');
  if (menu.isPending) return <SkeletonCard label={t`Loading the menu`} />;
  if (menu.isError) {
    return (
      <div className="card" role="alert">
        <p>
          <Trans>We could not load the menu.</Trans> {menu.error.message}
        </p>
        <Button onClick={() => void menu.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (menu.data.length === 0) {
    return (
      <div className="empty">
        <UtensilsCrossed aria-hidden size={44} className="empty__icon" />
        <h2>
          <Trans>No dishes yet</Trans>
        </h2>
        <p className="muted">
          <Trans>Dishes added to the restaurant's menu show here.</Trans>
        </p>
      </div>
    );
  }
  const needle = q.trim().toLowerCase();
  const shown = menu.data.filter((i) => i.name.toLowerCase().includes(needle));
  const categories = [...new Set(shown.map((i) => i.category))];
  const out = menu.data.filter((i) => !i.is_active).length;
  const dishes = menu.data.length;
  return (
    <>
      <div className={css.menuTools}>
        <label className="search-field">
          <Search aria-hidden size={18} />
          <input
            type="search"
            placeholder={t`Search for dishes...`}
            aria-label={t`Search the menu`}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <p className="muted small">
          <Trans>
            {dishes} dishes · {out} out of stock
          </Trans>
        </p>
      </div>
      {shown.length === 0 && (
        <p className="muted">
          <Trans>No dish matches “{q}”.</Trans>
        </p>
      )}
      {categories.map((c, n) => (
        <section key={c} className={css.menuSection} aria-labelledby={`menu-category-${n}`}>
          <h2 id={`menu-category-${n}`} translate="no">
            {c}
          </h2>
          <ul className={css.dishes}>
            {shown
              .filter((i) => i.category === c)
              .map((i) => (
                <ItemRow key={i.id} item={i} restaurantId={restaurantId} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
