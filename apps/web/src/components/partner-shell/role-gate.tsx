import type { PartnerMe } from '@khabar/domain/contracts/partner/get-partner-me';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bike, LogOut, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../../lib/router/router.tsx';
import { logout } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { usePartnerMe } from '../../lib/use-partner-me.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { SkeletonCard } from '../ui/skeleton-card.tsx';

const WHAT = {
  restaurant: { title: msg`Not restaurant staff`, Icon: Store },
  captain: { title: msg`Not a captain`, Icon: Bike },
} as const;

/**
 * The door of the restaurant console and the captain app: a guest logs in first (with the same mobile
 * and one-time code as customers) and comes back here; an account without the role is told so, in
 * words, with a way out. The server checks the role on every call anyway.
 */
export function RoleGate({
  need: role,
  children,
}: {
  need: 'restaurant' | 'captain';
  children: (me: PartnerMe) => ReactNode;
}) {
  const { t } = useLingui();
  const user = useUser();
  const { pathname, search } = useLocation();
  const me = usePartnerMe({ fresh: true });
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (me.isPending) {
    return (
      <main id="main" className="page narrow">
        <SkeletonCard label={t`Checking your account`} widths={['40%', '90%']} />
      </main>
    );
  }
  if (me.isError) {
    return (
      <main id="main" className="page narrow">
        <div className="card" role="alert">
          <h1 className="card__title">
            <Trans>We could not open your account</Trans>
          </h1>
          <p>{me.error.message}</p>
          <Button onClick={() => void me.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </main>
    );
  }
  const allowed = role === 'restaurant' ? me.data.restaurants.length > 0 : me.data.captain !== null;
  if (!allowed) {
    const { title, Icon } = WHAT[role];
    const phone = user.phone;
    return (
      <main id="main" className="page narrow">
        <section className="card">
          <h1 className="card__title">
            <Icon aria-hidden size={22} /> {t(title)}
          </h1>
          <p>
            {role === 'restaurant' ? (
              <Trans>
                The number {phone} is not registered as staff of a restaurant. Log in with the number your
                restaurant registered, or ask them to add this one.
              </Trans>
            ) : (
              <Trans>
                The number {phone} is not registered as a delivery captain. Log in with the number your fleet
                manager registered, or ask them to add this one.
              </Trans>
            )}
          </p>
          <div className="order-actions">
            <ButtonLink variant="ghost" to="/restaurants">
              <Trans>Order food instead</Trans>
            </ButtonLink>
            <Button variant="outline" onClick={() => void logout()}>
              <LogOut aria-hidden size={18} /> <Trans>Log out</Trans>
            </Button>
          </div>
        </section>
      </main>
    );
  }
  return <>{children(me.data)}</>;
}
