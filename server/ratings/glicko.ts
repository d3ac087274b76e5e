/**
 * Glicko-2 through the `glicko2` package: one rating period for one player, from results
 * against opponents as they were rated before it. See docs/ratings.md.
 */
import { Glicko2, type MatchResult } from 'glicko2';
import type { Rating } from './types';

/** Where every player starts: Glickman's suggested values. */
export const NEW_PLAYER: Readonly<Rating> = { rating: 1500, rd: 350, volatility: 0.06 };

/**
 * The system constant τ: how far one period may move the volatility. Glickman suggests 0.3
 * to 1.2; 0.5 (his worked example's) is the middle ground for a site without data to tune it.
 */
export const TAU = 0.5;

/** A game of the period: 1 = won, 0.5 = drawn, 0 = lost, against an opponent so rated. */
export interface GameResult {
  opponent: Rating;
  score: 0 | 0.5 | 1;
}

/**
 * The player's rating after one rating period made of `results` (all played at once: every
 * opponent counts as rated before the period). With no results only the deviation grows.
 */
export function rateOnePeriod(player: Rating, results: readonly GameResult[]): Rating {
  const system = new Glicko2({ tau: TAU, rating: NEW_PLAYER.rating, rd: NEW_PLAYER.rd, vol: NEW_PLAYER.volatility });
  const me = system.makePlayer(player.rating, player.rd, player.volatility);
  // Each opponent is a player of its own in this period (the package updates them too; only
  // `me` is read), so two results against equally rated opponents never merge.
  const matches: MatchResult[] = results.map(({ opponent, score }) => [me, system.makePlayer(opponent.rating, opponent.rd, opponent.volatility), score]);
  system.updateRatings(matches);
  return { rating: me.getRating(), rd: me.getRd(), volatility: me.getVol() };
}
