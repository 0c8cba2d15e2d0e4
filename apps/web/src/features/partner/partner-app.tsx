import { useParams } from '../../lib/router/router.tsx';
import { PartnerConsolePage } from './partner-console-page.tsx';
import { PartnerHomePage } from './partner-home-page.tsx';

/**
 * `/partner/*`: the restaurant console as one lazy route (every lazy route costs the customer's first
 * download its chunk names): `/partner` chooses a restaurant, `/partner/:restaurantId` is its console.
 */
export function PartnerApp() {
  const rest = useParams()['*'] ?? '';
  return rest ? <PartnerConsolePage restaurantId={rest} /> : <PartnerHomePage />;
}
