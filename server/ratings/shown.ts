/** A rating as players see it: rounded, and marked while it is still uncertain. */
import type { Rating } from './types';

/**
 * Above this deviation a rating is provisional, shown with a "?" (the threshold lichess uses:
 * about a dozen rated games against established players bring a new player below it).
 */
export const PROVISIONAL_RD = 110;

export interface ShownRating {
  rating: number;
  provisional: boolean;
}

export function shown(rating: Rating): ShownRating {
  return { rating: Math.round(rating.rating), provisional: rating.rd > PROVISIONAL_RD };
}
