// The tracking screen's live state: the snapshot from get-order-tracking, kept current by the order's
// event stream (a status change shows at once and the snapshot reloads behind it; a rider position
// moves the marker and re-estimates the arrival). When streams do not work the snapshot reloads every
// 6 seconds instead (the product's tracking refresh, docs/product.md).
import { distanceMetres } from '@khabar/domain/geo/distance-metres';
import { isFinalStatus } from '@khabar/domain/orders/order-lifecycle';
import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { estimateArrival } from '@khabar/domain/orders/promised-time';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type StreamState, useEventStream } from '../../lib/event-stream.ts';
import { useUser } from '../../lib/session-store.ts';
import { orderTrackingQuery, type TrackingSnapshot, useOrderTracking } from './api/get-order-tracking.ts';

const FALLBACK_POLL_MS = 6_000;

export interface RiderFix {
  lat: number;
  lng: number;
  at: string;
}

const RIDING = new Set<number>([ORDER_STATUS.agentAssigned, ORDER_STATUS.onTheWay]);

/** The snapshot's time for each lifecycle event (order_events types). */
const STEP_TIME: Partial<Record<string, keyof TrackingSnapshot & `${string}_at`>> = {
  accepted: 'accepted_at',
  ready: 'ready_at',
  assigned: 'assigned_at',
  picked_up: 'picked_up_at',
  delivered: 'delivered_at',
  handed_over: 'delivered_at',
  cancelled: 'cancelled_at',
  rejected: 'cancelled_at',
  auto_cancelled: 'cancelled_at',
};

export function useLiveTracking(orderId: number) {
  const user = useUser();
  const queryClient = useQueryClient();
  const [streamState, setStreamState] = useState<StreamState>('connecting');
  const tracking = useOrderTracking(orderId, streamState === 'unavailable' ? FALLBACK_POLL_MS : false);
  const snapshot = tracking.data;
  const [live, setLive] = useState<RiderFix | null>(null);
  const key = orderTrackingQuery(user?.id, orderId, false).queryKey;

  const open = snapshot !== undefined && !isFinalStatus(snapshot.orderstatus_id);
  useEventStream(open ? `orders/${orderId}/events` : null, {
    lastEventId: snapshot?.last_event_id ?? null,
    onEvent: (e) => {
      if (e.type === 'position') {
        const lat = Number(e.payload.latitude);
        const lng = Number(e.payload.longitude);
        if (Number.isFinite(lat) && Number.isFinite(lng)) setLive({ lat, lng, at: e.at });
        return;
      }
      // The status and the step's time change on screen now; the full snapshot (rider, estimate)
      // follows.
      if (e.status_id !== null) {
        const stepTime = STEP_TIME[e.type];
        queryClient.setQueryData<TrackingSnapshot>(key, (old) =>
          old
            ? {
                ...old,
                orderstatus_id: e.status_id!,
                ...(stepTime && old[stepTime] === null ? { [stepTime]: e.at } : {}),
                last_event_id: e.id ?? old.last_event_id,
              }
            : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: key });
    },
    // (Re)connected: whatever happened while away is replayed, but reload the snapshot too.
    onOpen: () => void queryClient.invalidateQueries({ queryKey: key }),
    onState: setStreamState,
  });

  // The freshest rider position: a live one newer than the snapshot's, while a rider has the order.
  const rider = useMemo<RiderFix | null>(() => {
    if (snapshot?.delivery_type !== DELIVERY_TYPE.delivery || !RIDING.has(snapshot.orderstatus_id))
      return null;
    const stored = snapshot.rider_position;
    const fromSnapshot = stored ? { lat: stored.latitude, lng: stored.longitude, at: stored.at } : null;
    if (live && (!fromSnapshot || Date.parse(live.at) >= Date.parse(fromSnapshot.at))) return live;
    return fromSnapshot;
  }, [snapshot, live]);

  // A finished order needs no stream: nothing will change.
  return { tracking, snapshot, rider, streamState: open ? streamState : ('live' as StreamState) };
}

/** Road metres from the rider to the door (straight line times the road factor), while on the way. */
function riderToDoorMetres(snapshot: TrackingSnapshot, rider: RiderFix | null): number | null {
  if (!rider || snapshot.orderstatus_id !== ORDER_STATUS.onTheWay) return null;
  return (
    distanceMetres(rider.lat, rider.lng, snapshot.drop.latitude, snapshot.drop.longitude) *
    snapshot.road_factor
  );
}

/**
 * When the food should arrive: the server's estimate, redone here from the rider's newest position
 * (and when it was reported) while they ride to the door, between reloads of the snapshot.
 */
export function arrivalOf(snapshot: TrackingSnapshot, rider: RiderFix | null, now: Date) {
  const promisedAt = new Date(snapshot.promised_at);
  const toDoor = riderToDoorMetres(snapshot, rider);
  if (toDoor !== null) {
    const e = estimateArrival({
      statusId: ORDER_STATUS.onTheWay,
      deliveryType: DELIVERY_TYPE.delivery,
      now,
      promisedAt,
      readyBy: null,
      restaurantToHomeMetres: snapshot.route?.metres ?? null,
      riderToRestaurantMetres: null,
      riderToHomeMetres: toDoor,
      riderSeenAt: rider ? new Date(rider.at) : null,
      pickedUpAt: snapshot.picked_up_at ? new Date(snapshot.picked_up_at) : null,
    });
    if (e) return { at: e.at, lateByMin: e.lateByMin };
  }
  if (snapshot.estimate)
    return { at: new Date(snapshot.estimate.at), lateByMin: snapshot.estimate.late_by_min };
  return { at: promisedAt, lateByMin: 0 };
}
