import type { CaptainMe } from '@khabar/domain/contracts/captain/get-captain-me';

/**
 * What the thumbs line shows: the server's whole percent with what it is made of, or null before any
 * customer gave a thumb for this captain's deliveries (the words are the component's, translated).
 */
export function thumbsCount({
  up,
  down,
  share,
}: CaptainMe['thumbs']): { share: number; up: number; total: number } | null {
  if (share === null || up + down === 0) return null;
  return { share, up, total: up + down };
}
