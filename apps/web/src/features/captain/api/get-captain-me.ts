import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefetchOnEvents } from '../../../lib/event-stream.ts';
import { liveRefresh } from '../../../lib/live-refresh.ts';
import { type CaptainMe, captainMeKey } from './captain-trip.ts';

const captainMeQuery = (live: boolean) =>
  queryOptions({
    queryKey: captainMeKey,
    queryFn: ({ signal }) => apiRequest<{ data: CaptainMe }>('captain/me', { signal }).then((r) => r.data),
    // The captain's live view (a new offer, the trip's next step): the captain's event stream reloads
    // it; polling only while the stream is down.
    ...liveRefresh(!live),
  });

/** The captain, the current trip and an open offer (POST captain/me). */
export function useCaptainMe() {
  const live = useRefetchOnEvents('captain/events', [captainMeKey]);
  return useQuery(captainMeQuery(live));
}
