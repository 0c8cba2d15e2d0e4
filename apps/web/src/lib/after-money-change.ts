import type { QueryClient } from '@tanstack/react-query';
import { refreshUser } from './session.ts';

/**
 * Money moved (an order paid, a failed payment's wallet part given back): everything shown from it
 * asks the server again, and so does the stored user, whose wallet balance /account shows.
 */
export function afterMoneyChange(queryClient: QueryClient) {
  queryClient.invalidateQueries({ queryKey: ['orders'] });
  queryClient.invalidateQueries({ queryKey: ['wallet'] });
  void refreshUser().catch(() => undefined);
}
