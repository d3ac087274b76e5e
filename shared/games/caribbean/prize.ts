/**
 * What winning a ship is worth, judged quickly for the heuristic bot's bids: where the ship can
 * get to with so many moves (around the other ships), and what it can do there: capture a city,
 * steal a chest, carry a chest home or at least nearer. A rough and cheap cousin of plan.ts,
 * which searches the real move once the ship is won.
 */
import type { Seat } from '../../core/engine';
import { SPACE_COUNT, cityAt, havenOwner, neighbours } from './board';
import { CAPTURE_REWARD, chestValue } from './data';
import { NEARNESS, OPPONENT_WEIGHT, havenDistance, lean } from './plan';
import type { CaribbeanState, ShipIndex, SpaceId } from './types';

/** The usual allowance of a ship an opponent wins, for judging the danger it poses. */
const RIVAL_MOVES = 4;

/** Moves needed to reach each space from the ship's, around the other ships; -1 beyond `limit`. */
function reach(s: CaribbeanState, ship: ShipIndex, limit: number): number[] {
  const from = s.ships[ship]!.space;
  const blocked = new Set(s.ships.filter((_, i) => i !== ship).map((o) => o.space));
  const dist = Array.from({ length: SPACE_COUNT }, () => -1);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    if (dist[here]! >= limit) continue;
    for (const next of neighbours(here)) {
      if (dist[next] !== -1 || blocked.has(next)) continue;
      dist[next] = dist[here]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** A chest loaded at `space` with `movesLeft` moves to go: home if a haven is in reach, else nearer. */
function carry(s: CaribbeanState, seat: Seat, chest: number, space: SpaceId, movesLeft: number): number {
  const value = chestValue(chest);
  const home = havenDistance(seat, space);
  if (home <= movesLeft) return value;
  return value * Math.max(lean(s, seat, space), NEARNESS ** (home - movesLeft));
}

/** The most allowance a ship can have: 5 barrels. */
export const MAX_MOVES = 5;

/**
 * What `seat` gains, roughly, by sailing `ship` now, for each allowance from 0 to MAX_MOVES
 * (index = moves): the best of carrying its chest home or nearer, capturing a city in reach,
 * or stealing a chest from a ship next to a space in reach.
 */
export function shipPrizes(s: CaribbeanState, ship: ShipIndex, seat: Seat): number[] {
  const boat = s.ships[ship]!;
  const dist = reach(s, ship, MAX_MOVES);
  const best = Array.from({ length: MAX_MOVES + 1 }, () => 0);
  const offer = (d: number, gain: (movesLeft: number) => number): void => {
    for (let moves = d; moves <= MAX_MOVES; moves++) best[moves] = Math.max(best[moves]!, gain(moves - d));
  };
  const leanHere = (space: SpaceId): number => lean(s, seat, space);
  if (boat.chest >= 0) {
    const now = chestValue(boat.chest) * leanHere(boat.space);
    dist.forEach((d, space) => {
      const owner = havenOwner(space, s.players);
      if (d < 0 || (owner >= 0 && owner !== seat)) return;
      offer(d, (left) => carry(s, seat, boat.chest, space, left) - now);
    });
    return best;
  }
  const loaded = s.ships.flatMap((other, i) => (i !== ship && other.chest >= 0 ? [other] : []));
  dist.forEach((d, space) => {
    if (d < 0) return;
    const city = cityAt(space);
    const top = city >= 0 ? s.cities[city]?.chests.at(-1) : undefined;
    if (top !== undefined) {
      const stays = chestValue(top) * leanHere(space);
      offer(d, (left) => CAPTURE_REWARD + carry(s, seat, top, space, left) - stays);
    }
    for (const other of loaded) {
      if (!neighbours(space).includes(other.space)) continue;
      const stays = chestValue(other.chest) * leanHere(other.space);
      offer(d, (left) => carry(s, seat, other.chest, space, left) - stays);
    }
  });
  return best;
}

/** The most an opponent of `me` could make of `ship` (what outbidding them denies). */
export function shipThreat(s: CaribbeanState, ship: ShipIndex, me: Seat): number {
  let worst = 0;
  for (let seat = 0; seat < s.players; seat++) if (seat !== me) worst = Math.max(worst, shipPrizes(s, ship, seat)[RIVAL_MOVES]!);
  return OPPONENT_WEIGHT * worst;
}
