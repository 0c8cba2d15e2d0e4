import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { ClipboardList, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { Navigate, NavLink, useParams } from '../../lib/router/router.tsx';
import css from './admin.module.css';
import { AdminGate } from './admin-gate.tsx';
import { AuditLogPanel } from './audit-log-panel.tsx';
import { OperatorsPanel } from './operators-panel.tsx';
import { RestaurantsPanel } from './restaurants-panel.tsx';

const LEVEL = { admin: 'Admin', support: 'Support' } as const;

/** The back office's frame: who is signed in and at what level, the sections, the section shown. */
function AdminShell({ me, children }: { me: AdminMe; children: ReactNode }) {
  const sections = [
    { to: '/admin/restaurants', label: 'Restaurants', Icon: Store },
    ...(me.level === 'admin' ? [{ to: '/admin/operators', label: 'Operators', Icon: Users }] : []),
    { to: '/admin/audit', label: 'Audit log', Icon: ClipboardList },
  ];
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

function NotFound() {
  return (
    <div className="card" role="alert">
      <h1 className="card__title">Page not found</h1>
      <p>The back office has no such page.</p>
      <div>
        <ButtonLink to="/admin/restaurants">Restaurants</ButtonLink>
      </div>
    </div>
  );
}

/**
 * `/admin/*`: the back office as one lazy route (every lazy route costs the customer's first download
 * its chunk name). A restaurant's menu editor is its own route (`/admin/restaurants/:id/menu`).
 */
export function AdminApp() {
  const section = (useParams()['*'] ?? '').replace(/\/$/, '');
  return (
    <AdminGate>
      {(me) => {
        if (section === '') return <Navigate to="/admin/restaurants" replace />;
        return (
          <AdminShell me={me}>
            {section === 'restaurants' ? (
              <RestaurantsPanel me={me} />
            ) : section === 'operators' ? (
              <OperatorsPanel me={me} />
            ) : section === 'audit' ? (
              <AuditLogPanel />
            ) : (
              <NotFound />
            )}
          </AdminShell>
        );
      }}
    </AdminGate>
  );
}
