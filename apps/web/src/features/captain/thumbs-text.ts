import type { CaptainMe } from '@khabar/domain/contracts/captain/get-captain-me';

/**
 * "Thumbs up from customers: 83% (12 of 14)", or "No customer thumbs yet" before any customer gave a
 * thumb for this captain's deliveries (the share is the server's whole percent).
 */
export function thumbsText({ up, down, share }: CaptainMe['thumbs']): string {
  if (share === null || up + down === 0) return 'No customer thumbs yet';
  return `Thumbs up from customers: ${share}% (${up} of ${up + down})`;
}
