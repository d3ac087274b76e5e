/**
 * What winning a ship is worth, judged quickly for the heuristic bot's bids: where the ship can
 * get to with so many moves (around the other ships), and what it can do there: capture a city,
 * steal a chest, carry a chest home or at least nearer. A rough and cheap cousin of plan.ts,
 * which searches the real move once the ship is won.
 */
import type { Seat } from '../../core/engine';
import { SPACE_COUNT, cityAt, havenOwner, neighbours } from './board';
import { CAPTURE_REWARD, chestValue } from './data';
import { OPPONENT_WEIGHT, havenDistance, pull } from './plan';
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

/** How much nearer `seat` than its rivals a chest at `space` is (1 = in its haven). */
function lean(s: CaribbeanState, seat: Seat, space: SpaceId): number {
  let threat = 0;
  for (let other = 0; other < s.players; other++) if (other !== seat) threat = Math.max(threat, pull(other, space, s.players));
  return pull(seat, space, s.players) - OPPONENT_WEIGHT * threat;
}

/** A chest loaded at `space` with `movesLeft` moves to go: home if a haven is in reach, else nearer. */
function carry(s: CaribbeanState, seat: Seat, chest: number, space: SpaceId, movesLeft: number): number {
  const value = chestValue(chest);
  const home = havenDistance(seat, space);
  if (home <= movesLeft) return value;
  return value * Math.max(lean(s, seat, space), 0.55 ** (home - movesLeft));
}

/** What `seat` gains, roughly, by sailing `ship` up to `moves` spaces now. */
export function shipPrize(s: CaribbeanState, ship: ShipIndex, seat: Seat, moves: number): number {
  if (moves < 0) return 0;
  const boat = s.ships[ship]!;
  const dist = reach(s, ship, moves);
  let best = 0;
  if (boat.chest >= 0) {
    const now = chestValue(boat.chest) * lean(s, seat, boat.space);
    dist.forEach((d, space) => {
      if (d < 0) return;
      const owner = havenOwner(space, s.players);
      if (owner >= 0 && owner !== seat) return;
      best = Math.max(best, carry(s, seat, boat.chest, space, moves - d) - now);
    });
    return best;
  }
  dist.forEach((d, space) => {
    if (d < 0) return;
    const city = cityAt(space);
    const top = city >= 0 ? s.cities[city]?.chests.at(-1) : undefined;
    if (top !== undefined) best = Math.max(best, CAPTURE_REWARD + carry(s, seat, top, space, moves - d));
    s.ships.forEach((other, i) => {
      if (i === ship || other.chest < 0 || !neighbours(space).includes(other.space)) return;
      const gain = carry(s, seat, other.chest, space, moves - d) - chestValue(other.chest) * lean(s, seat, other.space);
      best = Math.max(best, gain);
    });
  });
  return best;
}

/** The most an opponent of `me` could make of `ship` (what outbidding them denies). */
export function shipThreat(s: CaribbeanState, ship: ShipIndex, me: Seat): number {
  let worst = 0;
  for (let seat = 0; seat < s.players; seat++) if (seat !== me) worst = Math.max(worst, shipPrize(s, ship, seat, RIVAL_MOVES));
  return OPPONENT_WEIGHT * worst;
}
