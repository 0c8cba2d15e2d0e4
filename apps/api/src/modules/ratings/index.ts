// What the ratings module offers other modules: the lists' rows and entries (the restaurant's console
// and the back office show the same ratings).
export { type RatingRow, ratingEntryOf, readRatingRows, readRestaurantScore } from './rating-entries.ts';
