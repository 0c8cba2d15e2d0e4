import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Store } from 'lucide-react';
import { LanguageSwitch } from '../../components/language-switch/language-switch.tsx';
import { PartnerTopBar } from '../../components/partner-shell/partner-top-bar.tsx';
import { RoleGate } from '../../components/partner-shell/role-gate.tsx';
import { Link, Navigate } from '../../lib/router/router.tsx';
import css from './partner.module.css';

/** `/partner`: straight to the console of the one restaurant, or a choice for staff of several. */
export function PartnerHomePage() {
  const { t } = useLingui();
  return (
    <RoleGate need="restaurant">
      {(me) =>
        me.restaurants.length === 1 ? (
          <Navigate to={`/partner/${me.restaurants[0]!.id}`} replace />
        ) : (
          <>
            <PartnerTopBar title={t`Restaurant console`}>
              <LanguageSwitch />
            </PartnerTopBar>
            <main id="main" className="page narrow">
              <h1 className="page-title">
                <Trans>Choose a restaurant</Trans>
              </h1>
              <ul className={css.picker}>
                {me.restaurants.map((r) => (
                  <li key={r.id}>
                    <Link to={`/partner/${r.id}`} className="card">
                      <Store aria-hidden size={22} />
                      <span>
                        <strong translate="no">{r.name}</strong>
                        <span className="muted small">
                          {' '}
                          · {r.is_accepting_orders ? t`Open for orders` : t`Closed for orders`}
                        </span>
                      </span>
                      <ChevronRight aria-hidden size={18} />
                    </Link>
                  </li>
                ))}
              </ul>
            </main>
          </>
        )
      }
    </RoleGate>
  );
}
