import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import {
  Bike,
  ChartColumn,
  ClipboardList,
  FileSpreadsheet,
  GalleryHorizontal,
  HandCoins,
  ListOrdered,
  MessageSquareWarning,
  Settings,
  Star,
  Store,
  TicketPercent,
  UserSearch,
  Users,
  Webhook,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { Navigate, NavLink, useParams } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminGate } from './admin-gate.tsx';
import { type AdminPage, adminHomePath, adminPage, adminsOnlyReason } from './admin-paths.ts';
import { AuditLogPanel } from './audit-log-panel.tsx';
import { CaptainCashPage } from './captain-cash-page.tsx';
import { CaptainsPanel } from './captains-panel.tsx';
import { ComplaintsPanel } from './complaints-panel.tsx';
import { CouponFormPage } from './coupon-form-page.tsx';
import { CouponsPanel } from './coupons-panel.tsx';
import { CreditsPanel } from './credits-panel.tsx';
import { CustomerPage } from './customer-page.tsx';
import { CustomersPanel } from './customers-panel.tsx';
import { DashboardPanel } from './dashboard-panel.tsx';
import { NewRestaurantPage } from './new-restaurant-page.tsx';
import { OperatorsPanel } from './operators-panel.tsx';
import { OrderPage } from './order-page.tsx';
import { OrdersBoard } from './orders-board.tsx';
import { RatingsPanel } from './ratings-panel.tsx';
import { RestaurantPage } from './restaurant-page.tsx';
import { RestaurantsPanel } from './restaurants-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { SlideFormPage } from './slide-form-page.tsx';
import { SlidesPanel } from './slides-panel.tsx';
import { StatementsPanel } from './statements-panel.tsx';
import { WebhooksPanel } from './webhooks-panel.tsx';

const LEVEL = { admin: 'Admin', support: 'Support' } as const;

/** The back office's frame: who is signed in and at what level, the sections, the section shown. */
function AdminShell({ me, children }: { me: AdminMe; children: ReactNode }) {
  // The day's work first (orders, the people behind them), then the numbers, then the catalog. A
  // support agent is shown only the sections support works in (adminsOnlyReason).
  const sections = [
    { to: '/admin/orders', label: 'Orders', Icon: ListOrdered },
    { to: '/admin/customers', label: 'Customers', Icon: UserSearch },
    { to: '/admin/complaints', label: 'Complaints', Icon: MessageSquareWarning },
    { to: '/admin/credits', label: 'Goodwill', Icon: HandCoins },
    { to: '/admin/ratings', label: 'Ratings', Icon: Star },
    { to: '/admin/dashboard', label: 'Dashboard', Icon: ChartColumn },
    { to: '/admin/statements', label: 'Statements', Icon: FileSpreadsheet },
    { to: '/admin/restaurants', label: 'Restaurants', Icon: Store },
    { to: '/admin/coupons', label: 'Coupons', Icon: TicketPercent },
    { to: '/admin/slides', label: 'Promo slides', Icon: GalleryHorizontal },
    { to: '/admin/captains', label: 'Captains', Icon: Bike },
    { to: '/admin/operators', label: 'Operators', Icon: Users },
    { to: '/admin/settings', label: 'Settings', Icon: Settings },
    { to: '/admin/webhooks', label: 'Webhooks', Icon: Webhook },
    { to: '/admin/audit', label: 'Audit log', Icon: ClipboardList },
  ].filter(
    ({ to }) => me.level === 'admin' || adminsOnlyReason(adminPage(to.slice('/admin/'.length))) === null,
  );
  return (
    <>
      <PartnerTopBar title="Back office">
        <span className={css.who}>
          <span className={css.name}>{me.name}</span>
          <span className={`tag ${css.level}`}>
            <span className="visually-hidden">Level: </span>
            {LEVEL[me.level]}
          </span>
        </span>
      </PartnerTopBar>
      <div className={css.layout}>
        <nav className={css.nav} aria-label="Back office">
          <ul>
            {sections.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to}>
                  <Icon aria-hidden size={18} /> {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className={css.main}>
          <OfflineNotice>
            You are offline. The back office will update when the connection is back.
          </OfflineNotice>
          {children}
        </main>
      </div>
    </>
  );
}

/** The way back from a card that cannot show its screen: the level's first screen. */
function HomeButton({ me }: { me: AdminMe }) {
  return (
    <ButtonLink to={adminHomePath(me.level)}>{me.level === 'admin' ? 'Restaurants' : 'Orders'}</ButtonLink>
  );
}

function NotFound({ me }: { me: AdminMe }) {
  return (
    <div className="card" role="alert">
      <h1 className="card__title">Page not found</h1>
      <p>The back office has no such page.</p>
      <div>
        <HomeButton me={me} />
      </div>
    </div>
  );
}

/** What a support agent sees at an admin's address, instead of a screen whose calls would be refused. */
function AdminsOnly({ me, reason }: { me: AdminMe; reason: string }) {
  return (
    <div className="card" role="alert">
      <h1 className="card__title">For admins</h1>
      <p>{reason}</p>
      <div>
        <HomeButton me={me} />
      </div>
    </div>
  );
}

/** The screen an address shows, inside the frame. */
function Screen({ me, page }: { me: AdminMe; page: AdminPage }) {
  const adminsOnly = adminsOnlyReason(page);
  if (adminsOnly !== null && me.level !== 'admin') return <AdminsOnly me={me} reason={adminsOnly} />;
  switch (page.page) {
    case 'restaurants':
      return <RestaurantsPanel me={me} />;
    case 'new-restaurant':
      return <NewRestaurantPage me={me} />;
    case 'restaurant':
      return <RestaurantPage me={me} id={page.id} tab={page.tab} />;
    case 'coupons':
      return <CouponsPanel me={me} />;
    case 'new-coupon':
      return <CouponFormPage me={me} couponId={null} />;
    case 'coupon':
      return <CouponFormPage key={page.id} me={me} couponId={page.id} />;
    case 'orders':
      return <OrdersBoard />;
    case 'order':
      return <OrderPage key={page.id} id={page.id} />;
    case 'captains':
      return <CaptainsPanel me={me} />;
    case 'captain':
      // A captain's page is their cash: money, an admin's (decision 036; adminsOnlyReason).
      return <CaptainCashPage key={page.id} id={page.id} />;
    case 'customers':
      return <CustomersPanel />;
    case 'customer':
      return <CustomerPage key={page.id} me={me} id={page.id} />;
    case 'credits':
      return <CreditsPanel me={me} />;
    case 'complaints':
      return <ComplaintsPanel />;
    case 'operators':
      return <OperatorsPanel me={me} />;
    case 'audit':
      return <AuditLogPanel me={me} />;
    case 'dashboard':
      return <DashboardPanel me={me} />;
    case 'statements':
      return <StatementsPanel />;
    case 'ratings':
      return <RatingsPanel />;
    case 'webhooks':
      return <WebhooksPanel me={me} />;
    case 'settings':
      return <SettingsPanel me={me} />;
    case 'slides':
      return <SlidesPanel me={me} />;
    case 'new-slide':
      return <SlideFormPage me={me} slideId={null} />;
    case 'slide':
      return <SlideFormPage key={page.id} me={me} slideId={page.id} />;
    default:
      return <NotFound me={me} />;
  }
}

/**
 * `/admin/*`: the back office as one lazy route (every lazy route costs the customer's first download
 * its chunk name); its screens are chosen from the rest of the address (admin-paths.ts). A restaurant's
 * menu editor is its own route (`/admin/restaurants/:id/menu`).
 */
export function AdminApp() {
  const page = adminPage(useParams()['*'] ?? '');
  return (
    <AdminGate>
      {(me) => {
        if (page.page === 'home') return <Navigate to={adminHomePath(me.level)} replace />;
        return (
          <AdminShell me={me}>
            <Screen me={me} page={page} />
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}
