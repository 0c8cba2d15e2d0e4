// How a rating's parts read on every list of ratings (the public page, the restaurant's console, the
// back office).
import { plural, t } from '@lingui/core/macro';

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
export const reviewsText = (count: number) => plural(count, { one: '# review', other: '# reviews' });

/** "4.3 from 12 ratings", "No ratings yet": a restaurant's figure with what it is made of. */
export function ratingFigureText(rating: number, count: number): string {
  if (count === 0) return t`No ratings yet`;
  const figure = rating.toFixed(1);
  return t`${figure} from ${plural(count, { one: '# rating', other: '# ratings' })}`;
}
