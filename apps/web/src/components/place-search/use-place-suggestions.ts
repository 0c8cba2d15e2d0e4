import type { PlaceSuggestion } from '@khabar/domain/contracts/places/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Place suggestions for what the customer is typing (the bundled Kolkata gazetteer by default). */
export function usePlaceSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), 180);
  return useQuery<PlaceSuggestion[]>({
    queryKey: ['places', q.toLowerCase()],
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlaceSuggestion[] }>(`places/autocomplete?q=${encodeURIComponent(q)}`, {
        method: 'GET',
        signal,
      }).then((r) => r.data),
  });
}
