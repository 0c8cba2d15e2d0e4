import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useMsLeft } from '../../lib/countdown.ts';
import { type CaptainOffer, captainMeKey } from './api/captain-trip.ts';

/**
 * The offer while it can still be taken: at its expiry (on the server's clock, decision 014) it leaves
 * the screen by itself, whether or not the server's word about it has arrived yet, and captain/me is
 * read again (the order may be offered anew, or another one may be waiting).
 */
export function useOpenOffer(offer: CaptainOffer | null): CaptainOffer | null {
  const client = useQueryClient();
  const left = useMsLeft(offer?.expires_at);
  const expired = offer !== null && left === 0;
  useEffect(() => {
    if (expired) void client.invalidateQueries({ queryKey: captainMeKey });
  }, [expired, client]);
  return expired ? null : offer;
}
