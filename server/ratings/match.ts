/**
 * Which finished matches are rated, and the new ratings they give (docs/ratings.md):
 * - a seat is a person's when the match record names its player (`playerId`), also when a bot
 *   finished the game for them: leaving a game does not avoid its result;
 * - a match is rated when its table was (`rated`), and at least two different players were
 *   at it; one player at two seats leaves it unrated (nobody is rated against themselves);
 * - bots are opponents at their level's fixed rating; a person without an identity (a record
 *   from before identities) is an opponent at a new player's rating; neither is rated;
 * - the whole match is one rating period for each player, its games the pairs of seats
 *   (pairwise.ts), every opponent counted as rated before the match.
 */
import type { MatchPlayer } from '../store/types';
import { botRating } from './bots';
import { NEW_PLAYER, rateOnePeriod } from './glicko';
import { resultsOf } from './pairwise';
import type { Rating } from './types';

/** What rating a match needs of its record. */
export interface RatableMatch {
  game: string;
  rated?: boolean;
  players: (Pick<MatchPlayer, 'isBot' | 'botKind' | 'playerId'> & Partial<MatchPlayer>)[];
  places: number[];
}

export type UnratedReason = 'unrated-table' | 'fewer-than-two-players' | 'same-player-twice' | 'no-places';

export interface RatingChange {
  playerId: string;
  seat: number;
  before: Rating;
  after: Rating;
}

export type MatchRating = { rated: false; reason: UnratedReason } | { rated: true; changes: RatingChange[] };

/** The players whose ratings a match moves, by seat; or why it is not rated. */
export function ratedPlayers(match: RatableMatch): { rated: false; reason: UnratedReason } | { rated: true; playerIds: string[] } {
  if (match.rated !== true) return { rated: false, reason: 'unrated-table' };
  if (match.places.length !== match.players.length || match.places.some((place) => !(place >= 1))) return { rated: false, reason: 'no-places' };
  const playerIds = match.players.flatMap((player) => (!player.isBot && player.playerId ? [player.playerId] : []));
  if (new Set(playerIds).size !== playerIds.length) return { rated: false, reason: 'same-player-twice' };
  if (playerIds.length < 2) return { rated: false, reason: 'fewer-than-two-players' };
  return { rated: true, playerIds };
}

/**
 * The match's rating changes, from the players' ratings before it (`current`: undefined for
 * a player's first rated match in this game).
 */
export function rateMatch(match: RatableMatch, current: (playerId: string) => Rating | undefined): MatchRating {
  const who = ratedPlayers(match);
  if (!who.rated) return who;
  const before = match.players.map((player): Rating => {
    if (player.isBot) return botRating(player.botKind);
    return (player.playerId && current(player.playerId)) || NEW_PLAYER;
  });
  const changes: RatingChange[] = [];
  match.players.forEach((player, seat) => {
    if (player.isBot || !player.playerId) return;
    const results = resultsOf(match.places, seat).map(({ opponent, score }) => ({ opponent: before[opponent]!, score }));
    changes.push({ playerId: player.playerId, seat, before: before[seat]!, after: rateOnePeriod(before[seat]!, results) });
  });
  return { rated: true, changes };
}
