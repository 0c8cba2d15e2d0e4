// GET /api/places/autocomplete?q=
import { z } from 'zod';

export const autocompleteQuery = z
  .object({ q: z.string().trim().min(1).max(80) })
  .meta({ examples: [{ q: 'biryani' }] });
export const placeSuggestion = z.object({ description: z.string(), lat: z.number(), lng: z.number() });
export const autocompleteResponse = z.object({ success: z.literal(true), data: z.array(placeSuggestion) });
export type PlaceSuggestion = z.infer<typeof placeSuggestion>;
