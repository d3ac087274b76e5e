/**
 * The bots' public ratings, one per level and the same in every game. Bots are opponents with
 * a known strength, never rated themselves: a game against one moves only the person's rating.
 * The gaps follow what the benchmarks measured (docs/ratings.md): two players, the heuristic
 * bot beats random play in 87% of Port Royal games and 99% of Libertalia's (400 points expect
 * 91%), and the strong bot beats the heuristic one in about 65% (150 points expect 70%). A
 * small deviation says these are fixed, known strengths.
 */
import type { BotKind } from '../../shared/protocol';
import type { Rating } from './types';

export const BOT_RATINGS: Readonly<Record<BotKind, Readonly<Rating>>> = {
  random: { rating: 1000, rd: 50, volatility: 0.06 },
  heuristic: { rating: 1400, rd: 50, volatility: 0.06 },
  strong: { rating: 1550, rd: 50, volatility: 0.06 },
};

/** A bot's rating by its level; a level this server does not know counts as the heuristic bot. */
export function botRating(kind: string | undefined): Readonly<Rating> {
  return BOT_RATINGS[kind as BotKind] ?? BOT_RATINGS.heuristic;
}
