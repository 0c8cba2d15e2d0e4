import type { PartnerRestaurant } from '@khabar/domain/contracts/partner/get-partner-me';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { RoleGate } from '../../components/partner-shell/role-gate.tsx';
import { PushOffer } from '../../components/push-offer/push-offer.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSearchParams } from '../../lib/router/router.tsx';
import { usePartnerOrders } from './api/get-partner-orders.ts';
import { HistoryList } from './history-list.tsx';
import { MenuPanel } from './menu-panel.tsx';
import { NewOrderBanner, SoundToggle } from './new-order-banner.tsx';
import { OrderBoard } from './order-board.tsx';
import css from './partner.module.css';
import { RatingsPanel } from './ratings-panel.tsx';
import { RestaurantOpenSwitch } from './restaurant-open-switch.tsx';
import { useNewOrderAlert } from './use-new-order-alert.ts';

const TABS: readonly { id: TabId; label: MessageDescriptor }[] = [
  { id: 'orders', label: msg`Orders` },
  { id: 'history', label: msg`History` },
  { id: 'menu', label: msg`Menu` },
  { id: 'ratings', label: msg`Ratings` },
];
type TabId = 'orders' | 'history' | 'menu' | 'ratings';

function Console({ restaurant, several }: { restaurant: PartnerRestaurant; several: boolean }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.some((tab) => tab.id === params.get('tab'))
    ? (params.get('tab') as TabId)
    : 'orders';
  const setTab = (id: TabId) => setParams(id === 'orders' ? {} : { tab: id }, { replace: true });
  // The live list and its alert live above the tabs: a new order rings and shows while the menu is open.
  const orders = usePartnerOrders(restaurant.id);
  const alert = useNewOrderAlert(orders.data, restaurant.name);
  const waiting = orders.data?.length ?? 0;
  const tabs = TABS.map((tab) => ({
    id: tab.id,
    label: tab.id === 'orders' && waiting ? t`Orders (${waiting})` : t(tab.label),
  }));
  return (
    <>
      <PartnerTopBar title={t`Restaurant console`}>
        <LanguageSwitch />
        {several && (
          <ButtonLink variant="ghost" size="small" to="/partner">
            <Trans>Switch</Trans>
          </ButtonLink>
        )}
      </PartnerTopBar>
      <main id="main" className={css.console}>
        <div className={css.consoleHead}>
          <h1 translate="no">{restaurant.name}</h1>
          <div className={css.headTools}>
            <SoundToggle alert={alert} />
            <RestaurantOpenSwitch restaurant={restaurant} />
          </div>
        </div>
        <NewOrderBanner alert={alert} onShow={() => setTab('orders')} />
        <PushOffer
          audience="restaurant"
          restaurantId={restaurant.id}
          question={t`Tell this device of new orders, even with the console closed?`}
          done={t`This device will be told of every new order.`}
        />
        <Tabs tabs={tabs} active={tab} label={t`Console`} onChange={setTab}>
          {tab === 'orders' && <OrderBoard orders={orders} restaurantId={restaurant.id} />}
          {tab === 'history' && <HistoryList restaurantId={restaurant.id} />}
          {tab === 'menu' && (
            <>
              <div className={css.menuTools}>
                <ButtonLink variant="outline" size="small" to={`/partner/menu/${restaurant.id}`}>
                  <Pencil aria-hidden size={16} /> <Trans>Edit menu</Trans>
                </ButtonLink>
                <span className="muted small">
                  <Trans>Add and change dishes, prices and categories.</Trans>
                </span>
              </div>
              <MenuPanel restaurantId={restaurant.id} />
            </>
          )}
          {tab === 'ratings' && <RatingsPanel restaurantId={restaurant.id} />}
        </Tabs>
      </main>
    </>
  );
}

/** `/partner/:restaurantId`: the console of one restaurant (live orders, today's history, the menu, the ratings). */
export function PartnerConsolePage({ restaurantId }: { restaurantId: string }) {
  return (
    <RoleGate need="restaurant">
      {(me) => {
        const restaurant = me.restaurants.find((r) => String(r.id) === restaurantId);
        if (!restaurant) {
          return (
            <main id="main" className="page narrow">
              <div className="card" role="alert">
                <h1 className="card__title">
                  <Trans>Restaurant not found</Trans>
                </h1>
                <p>
                  <Trans>You are not staff of this restaurant.</Trans>
                </p>
                <ButtonLink to="/partner">
                  <Trans>Your restaurants</Trans>
                </ButtonLink>
              </div>
            </main>
          );
        }
        return <Console restaurant={restaurant} several={me.restaurants.length > 1} />;
      }}
    </RoleGate>
  );
}
