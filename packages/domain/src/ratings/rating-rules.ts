// Ratings after the meal (issue 26): who may rate when, which chips go with which stars, and the figure
// the list shows. The server checks these in the rating's transaction; the page uses them to offer the
// form only when it would be accepted.

/** A delivered order may be rated for 7 days after delivery. */
export const RATING_WINDOW_MS = 7 * 24 * 3_600_000;
/** A rating may be changed for 24 hours after it was first made. */
export const RATING_EDIT_MS = 24 * 3_600_000;
/** The comment and the restaurant's reply: plain text up to this many characters. */
export const RATING_TEXT_MAX = 500;
/** The weight of the city mean in a restaurant's rating: as if it had this many average ratings more. */
export const RATING_PRIOR_WEIGHT = 10;

/** The chips offered for 4 and 5 stars. */
export const HIGH_RATING_TAGS = [
  'Tasty',
  'Good packaging',
  'On time',
  'Value for money',
  'Fresh',
  'Generous portions',
  'Polite captain',
  'Hot food',
  'Authentic taste',
  'Less spicy',
] as const;
/** The chips offered for 1 and 2 stars. */
export const LOW_RATING_TAGS = [
  'Late delivery',
  'Cold food',
  'Small portions',
  'Too oily',
  'Missing item',
  'Poor packaging',
  'Too spicy',
] as const;

/** The chips a rating of `stars` may carry: high for 4-5, low for 1-2, either for 3. */
export function ratingTagsFor(stars: number): readonly string[] {
  if (stars >= 4) return HIGH_RATING_TAGS;
  if (stars <= 2) return LOW_RATING_TAGS;
  return [...HIGH_RATING_TAGS, ...LOW_RATING_TAGS];
}

/** Why an order cannot be rated now, or null when it can (first rating). */
export function ratingRefusal(input: {
  statusId: number;
  deliveredAt: Date | null;
  now: Date;
}): 'not_delivered' | 'too_late' | null {
  if (input.statusId !== 5 || !input.deliveredAt) return 'not_delivered';
  if (input.now.getTime() - input.deliveredAt.getTime() > RATING_WINDOW_MS) return 'too_late';
  return null;
}

/** Whether a rating made at `createdAt` may still be changed at `now` (exactly 24 hours still may). */
export function ratingEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= RATING_EDIT_MS;
}

/**
 * The figure a restaurant shows: the Bayesian average of its `count` ratings (summing to `total` stars)
 * toward the city's mean with weight 10, to one decimal, so three 5-star ratings do not outrank a
 * hundred 4.6s. 0 while it has none: the page says "No ratings yet".
 */
export function restaurantRating(input: { total: number; count: number; cityMean: number }): number {
  if (input.count <= 0) return 0;
  const mean = (RATING_PRIOR_WEIGHT * input.cityMean + input.total) / (RATING_PRIOR_WEIGHT + input.count);
  return Math.round(mean * 10) / 10;
}

/** The share of thumbs up among a captain's rated deliveries, whole percent (null: none rated yet). */
export function thumbsUpShare(up: number, down: number): number | null {
  const all = up + down;
  return all === 0 ? null : Math.round((100 * up) / all);
}
