import type { PlaceSuggestion } from '@khabar/domain/contracts/places/autocomplete';
import { apiRequest } from '../../lib/api-client.ts';
import { useResource } from '../../lib/resource.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

/** Place suggestions for what the customer is typing (the bundled Kolkata gazetteer by default). */
export function usePlaceSuggestions(text: string) {
  const q = useDebouncedValue(text.trim(), 180);
  return useResource<PlaceSuggestion[]>(
    q.length > 0 ? `places ${q.toLowerCase()}` : null,
    () =>
      apiRequest<{ data: PlaceSuggestion[] }>(`places/autocomplete?q=${encodeURIComponent(q)}`, {
        method: 'GET',
      }).then((r) => r.data),
    { staleMs: Number.POSITIVE_INFINITY, keepPrevious: true },
  );
}
