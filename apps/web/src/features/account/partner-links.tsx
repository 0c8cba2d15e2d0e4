import { Trans } from '@lingui/react/macro';
import { Bike, ChevronRight, Store } from 'lucide-react';
import { Link } from '../../lib/router/router.tsx';
import { usePartnerMe } from '../../lib/use-partner-me.ts';

/**
 * Rows of the account menu for people who also work here: restaurant staff get the console, captains
 * the captain app. A plain customer sees nothing (not even while it loads).
 */
export function PartnerLinks() {
  const me = usePartnerMe().data;
  if (!me) return null;
  return (
    <>
      {me.restaurants.length > 0 && (
        <li>
          <Link to="/partner">
            <Store aria-hidden size={20} />
            <span>
              <Trans>Restaurant console</Trans>
            </span>
            <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
      )}
      {me.captain && (
        <li>
          <Link to="/captain">
            <Bike aria-hidden size={20} />
            <span>
              <Trans>Captain app</Trans>
            </span>
            <ChevronRight aria-hidden size={18} />
          </Link>
        </li>
      )}
    </>
  );
}
