import type { AdminMe } from '@khabar/domain/contracts/admin/get-admin-me';
import { LogOut, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { Navigate, useLocation } from '../../lib/router/router.tsx';
import { logout } from '../../lib/session.ts';
import { useUser } from '../../lib/session-store.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import { useAdminMe } from './api/get-admin-me.ts';

/**
 * The back office's door: a guest logs in first (the same mobile and code as everyone) and comes back
 * here; an account that is not an operator is told so, with a way home. Every call checks the level
 * on the server anyway.
 */
export function AdminGate({ children }: { children: (me: AdminMe) => ReactNode }) {
  const user = useUser();
  const { pathname, search } = useLocation();
  const me = useAdminMe();
  const brand = useBrandName();
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (me.isPending) {
    return (
      <main id="main" className="page narrow">
        <SkeletonCard label="Checking your account" widths={['40%', '90%']} />
      </main>
    );
  }
  if (me.isError) {
    if (hasErrorCode(me.error, 'FORBIDDEN')) {
      return (
        <main id="main" className="page narrow">
          <section className="card">
            <h1 className="card__title">
              <ShieldOff aria-hidden size={22} /> This is for {brand}'s operators.
            </h1>
            <p>
              The number {user.phone} is not one of {brand}'s operators. If you should be, ask an admin to
              invite this number.
            </p>
            <div className="order-actions">
              <ButtonLink variant="ghost" to="/">
                Go to the home page
              </ButtonLink>
              <Button variant="outline" onClick={() => void logout()}>
                <LogOut aria-hidden size={18} /> Log out
              </Button>
            </div>
          </section>
        </main>
      );
    }
    return (
      <main id="main" className="page narrow">
        <div className="card" role="alert">
          <h1 className="card__title">We could not open the back office</h1>
          <p>{me.error.message}</p>
          <div>
            <Button onClick={() => void me.refetch()}>Try again</Button>
          </div>
        </div>
      </main>
    );
  }
  return <>{children(me.data)}</>;
}
