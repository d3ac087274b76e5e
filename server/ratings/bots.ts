/**
 * The bots' public ratings, one per level and the same in every game. Bots are opponents with
 * a known strength, never rated themselves: a game against one moves only the person's rating.
 * The gaps follow what bench:bots measured: the heuristic bot wins most games against random
 * play (about 90% when two play: 400 points), and the strong bot a little more than its share
 * against heuristic bots (two-player win rates near 65%: 150 points). A small deviation says
 * these are fixed, well-known strengths.
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
