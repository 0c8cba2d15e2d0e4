// How a rating's parts read on every list of ratings (the public page, the restaurant's console, the
// back office).

/** The chips of a rating: its comma-separated tags string, trimmed, blanks and repeats dropped. */
export function ratingTags(tags: string): string[] {
  return [
    ...new Set(
      tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

/** "1 review", "3 reviews": how many ratings the same person gave this restaurant. */
export const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "4.3 from 12 ratings", "No ratings yet": a restaurant's figure with what it is made of. */
export function ratingFigureText(rating: number, count: number): string {
  if (count === 0) return 'No ratings yet';
  return `${rating.toFixed(1)} from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}
