import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { CaptainMe } from './api/captain-trip.ts';

type Trip = NonNullable<CaptainMe['trip']>;

/**
 * A trip that ends before the pickup was cancelled (by the customer within their 2 minutes, decision
 * 028, or by support) or taken off this captain by support (decision 033): say so, rather than let the
 * trip vanish. (A trip ends otherwise only by the captain's own delivery, from on the way.)
 */
export function TripCancelledNotice({ trip }: { trip: Trip | null }) {
  const last = useRef<Trip | null>(trip);
  const [cancelled, setCancelled] = useState<string | null>(null);
  useEffect(() => {
    const before = last.current;
    if (before && !trip && before.orderstatus_id === ORDER_STATUS.agentAssigned) {
      setCancelled(before.unique_order_id);
    }
    if (trip) setCancelled(null);
    last.current = trip;
  }, [trip]);
  if (!cancelled) return null;
  return (
    <p className="notice" role="alert">
      <Trans>
        Order <span translate="no">#{cancelled}</span> is no longer yours: it was cancelled, or support gave
        it to another captain, before the pickup. You are free for the next order.
      </Trans>
    </p>
  );
}
