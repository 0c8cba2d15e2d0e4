import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Bell,
  BookOpen,
  ChevronRight,
  CircleHelp,
  Info,
  Languages,
  LogIn,
  LogOut,
  MapPin,
  Package,
  Pencil,
  Share2,
  Star,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { OrderList } from '../../components/order-list/order-list.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useSnackbar } from '../../components/ui/use-snackbar.tsx';
import { mediaUrl } from '../../lib/api-client.ts';
import { helpChatUrl } from '../../lib/help-chat.ts';
import { Link } from '../../lib/router/router.tsx';
import { logout, refreshUser } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import css from './account.module.css';
import { AddressesPanel } from './addresses-panel.tsx';
import { PartnerLinks } from './partner-links.tsx';
import { WalletPanel } from './wallet-panel.tsx';

const DESKTOP_TABS = [
  { id: 'orders', label: msg`Orders` },
  { id: 'address', label: msg`Address` },
  { id: 'wallet', label: msg`Wallet` },
  { id: 'share', label: msg`Share` },
] as const;

function Row({ to, href, icon: Icon, label, onClick }: RowProps) {
  const inner = (
    <>
      <Icon aria-hidden size={20} />
      <span>{label}</span>
      <ChevronRight aria-hidden size={18} />
    </>
  );
  if (to)
    return (
      <li>
        <Link to={to}>{inner}</Link>
      </li>
    );
  if (href)
    return (
      <li>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {inner}
        </a>
      </li>
    );
  return (
    <li>
      <button type="button" onClick={onClick}>
        {inner}
      </button>
    </li>
  );
}
interface RowProps {
  to?: string;
  href?: string;
  onClick?: () => void;
  icon: typeof Info;
  label: string;
}

/** `/account`: the profile and everything about the account; a guest sees Login and the public pages. */
export function AccountPage() {
  const { t } = useLingui();
  const tabs = DESKTOP_TABS.map((d) => ({ id: d.id, label: t(d.label) }));
  const user = useUser();
  const snackbar = useSnackbar();
  const config = useAppConfig().data;
  const brand = useBrandName();
  const wide = useMediaQuery('(min-width: 769px)');
  const [tab, setTab] = useState<(typeof DESKTOP_TABS)[number]['id']>('orders');
  // The stored user may be older than the last order or refund: ask the server each time /account opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per customer per visit to this screen
  useEffect(() => {
    if (user) refreshUser().catch(() => undefined);
  }, [user?.id]);
  // Help opens the support chat only when one is configured; otherwise the Help page (phone, e-mail).
  const helpChat = helpChatUrl(config?.supportChatUrl, t`Hi, I need help with my ${brand} order.`);

  const share = async () => {
    const data = {
      title: brand,
      text: t`Order food from Kolkata’s best restaurants`,
      url: window.location.origin,
    };
    try {
      if (navigator.share) await navigator.share(data);
      else {
        await navigator.clipboard.writeText(data.url);
        snackbar.show(t`Link copied. Share it with a friend!`);
      }
    } catch {}
  };
  const onLogout = async () => {
    await logout();
    snackbar.show(t`You have successfully logged out!`);
  };

  // The language of every screen, the alerts and the SMS: kept on the account once logged in.
  const languageRow = (
    <div className={`card ${css.language}`}>
      <Languages aria-hidden size={20} />
      <span aria-hidden>
        <Trans>Language</Trans>
      </span>
      <LanguageSwitch />
    </div>
  );

  const publicRows = (
    <>
      {helpChat ? (
        <Row href={helpChat} icon={CircleHelp} label={t`Help`} />
      ) : (
        <Row to="/help" icon={CircleHelp} label={t`Help`} />
      )}
      <Row to="/about" icon={Info} label={t`About`} />
      <Row to="/legal" icon={BookOpen} label={t`Legal`} />
      <Row onClick={share} icon={Share2} label={t`Share`} />
      <Row
        href={`mailto:${config?.supportEmail ?? ''}?subject=${encodeURIComponent(`Rating ${brand}`)}`}
        icon={Star}
        label={t`Rate Us`}
      />
    </>
  );

  return (
    <>
      <main id="main" className="page page--with-nav account">
        {!user ? (
          <>
            <section className={`card ${css.guest}`}>
              <UserRound aria-hidden size={40} />
              <h1>
                <Trans>Your account</Trans>
              </h1>
              <p className="muted">
                <Trans>Log in to see your orders, addresses, wallet and alerts.</Trans>
              </p>
              <ButtonLink to="/login">
                <LogIn aria-hidden size={18} /> <Trans>Login</Trans>
              </ButtonLink>
            </section>
            {languageRow}
            <ul className={css.menuList}>{publicRows}</ul>
          </>
        ) : (
          <>
            <section className={css.profile}>
              {user.photo ? (
                <img className={css.photo} src={mediaUrl(user.photo)} alt="" width={64} height={64} />
              ) : (
                <span className={`avatar ${css.photo}`} aria-hidden>
                  <UserRound size={30} />
                </span>
              )}
              <div>
                <h1 translate="no">{user.name}</h1>
                <p className="muted" translate="no">
                  {user.phone}
                  {user.email ? ` · ${user.email}` : ''}
                </p>
              </div>
              <ButtonLink variant="outline" size="small" to="/editAccount">
                <Pencil aria-hidden size={16} /> <Trans>Edit</Trans>
              </ButtonLink>
            </section>
            {languageRow}
            {wide ? (
              <div className={css.desktop}>
                <Tabs tabs={tabs} active={tab} onChange={setTab} label={t`Account`} vertical>
                  {tab === 'orders' ? (
                    <OrderList />
                  ) : tab === 'address' ? (
                    <AddressesPanel
                      onReplaced={() => snackbar.show(t`Deliveries will go to this address.`)}
                    />
                  ) : tab === 'wallet' ? (
                    <WalletPanel />
                  ) : (
                    <div className="card">
                      <h2>
                        <Trans>Share</Trans>
                      </h2>
                      <Button variant="outline" onClick={share}>
                        <Share2 aria-hidden size={18} /> <Trans>Share {brand}</Trans>
                      </Button>
                    </div>
                  )}
                </Tabs>
                <ul className={css.menuList}>
                  <Row to="/notifications" icon={Bell} label={t`Alerts`} />
                  <PartnerLinks />
                  {publicRows}
                  <Row onClick={onLogout} icon={LogOut} label={t`Logout`} />
                </ul>
              </div>
            ) : (
              <ul className={css.menuList}>
                <Row to="/manageAddress" icon={MapPin} label={t`Manage Address`} />
                <Row
                  to="/wallet"
                  icon={Wallet}
                  label={`${t`Wallet`} · ${formatInr(rupeesToPaise(user.wallet_balance))}`}
                />
                <Row to="/myOrders" icon={Package} label={t`Orders`} />
                <Row to="/notifications" icon={Bell} label={t`Alerts`} />
                <PartnerLinks />
                {publicRows}
                <Row onClick={onLogout} icon={LogOut} label={t`Logout`} />
              </ul>
            )}
          </>
        )}
      </main>
      {snackbar.element}
    </>
  );
}
