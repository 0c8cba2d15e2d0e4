import type { PartnerMe } from '@khabar/domain/contracts/partner/get-partner-me';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { useUser } from './session-store.ts';

// POST /api/partner/me: which restaurants the account works for and whether it is a captain. Shared by
// the account screen (links to the consoles), the restaurant console and the captain app.
const partnerMeKey = (userId: number | undefined) => ['partner-me', userId] as const;

/** `fresh`: read it again now (the consoles show the restaurant's open switch from it). */
export function usePartnerMe({ fresh = false } = {}) {
  const user = useUser();
  return useQuery({
    queryKey: partnerMeKey(user?.id),
    enabled: user !== null,
    // Roles change rarely (a manager adds staff): the account screen may show a five-minute-old answer.
    staleTime: fresh ? 0 : 5 * 60_000,
    queryFn: ({ signal }) => apiRequest<{ data: PartnerMe }>('partner/me', { signal }).then((r) => r.data),
  });
}
