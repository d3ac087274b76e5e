/**
 * The search bot's model of a seat sailing a ship in a sampled world (determinize.ts). A world
 * where the seat that won a ship wanders at random undervalues every ship an opponent wins (it
 * rarely brings its chest home), so the search bid and sailed as if the others could not sail.
 * The heuristic bot's full plan (plan.ts) costs a search of the whole move per step, which left a
 * second some thirty worlds; this is its gist at the cost of a few lookups: deliver at one's own
 * haven, take a chest when one is at hand (the best one), then head for the nearest own haven
 * with a chest on board or for the nearest chest without one, and stop when no move brings it
 * nearer (never unloading at a rival's haven, never trading chests between ships).
 *
 * Sailing reads only public parts of the table (the ships, the cities, the move under way), so
 * the sampled state tells this policy nothing hidden.
 */
import type { Seat } from '../../core/engine';
import type { RngState } from '../../core/rng';
import { cityAt, distance, havenOwner, havensOf } from './board';
import { chestValue } from './data';
import { likelyBid } from './likely-bids';
import { CITIES } from './map';
import type { CaribbeanAction, CaribbeanState, SpaceId } from './types';

/** Moves to the nearest of `targets` (Infinity when there is none). */
function nearest(from: SpaceId, targets: readonly SpaceId[]): number {
  let best = Infinity;
  for (const target of targets) best = Math.min(best, distance(from, target));
  return best;
}

/** Where a chest waits to be taken: cities with chests, and the ships carrying one (a steal is made from beside them). */
function chestSpaces(s: CaribbeanState, sailing: number): SpaceId[] {
  const spaces: SpaceId[] = [];
  s.cities.forEach((pile, city) => {
    if (pile.chests.length > 0) spaces.push(CITIES[city]!.space);
  });
  s.ships.forEach((ship, index) => {
    if (index !== sailing && ship.chest >= 0) spaces.push(ship.space);
  });
  return spaces;
}

/** One sailing step for `seat` (the seat sailing), by the rules of thumb above. */
export function sailingStep(s: CaribbeanState, seat: Seat, legal: readonly CaribbeanAction[]): CaribbeanAction | undefined {
  const ship = s.ships[s.sailing.ship]!;
  const find = (type: CaribbeanAction['type']): CaribbeanAction | undefined => legal.find((a) => a.type === type);
  const deliver = find('deliver');
  if (deliver && havenOwner(ship.space, s.players) === seat) return deliver;
  if (ship.chest < 0) {
    const capture = find('capture');
    if (capture && cityAt(ship.space) >= 0) return capture;
    let steal: CaribbeanAction | undefined;
    let stolen = -1;
    for (const a of legal) {
      if (a.type !== 'steal') continue;
      const value = chestValue(s.ships[a.ship]!.chest);
      if (value > stolen) [steal, stolen] = [a, value];
    }
    if (steal) return steal;
  }
  const targets = ship.chest >= 0 ? havensOf(seat) : chestSpaces(s, s.sailing.ship);
  let best: CaribbeanAction | undefined = find('end');
  let bestDistance = nearest(ship.space, targets);
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const d = nearest(a.to, targets);
    if (d < bestDistance) [best, bestDistance] = [a, d];
  }
  return best;
}

/** The search's policy for a seat in a sampled world: likely bids while bidding, the rules of thumb while sailing; undefined otherwise (the rollout bot plays). */
export function likelyMove(state: unknown, seat: Seat, legal: readonly CaribbeanAction[], rng: RngState): CaribbeanAction | undefined {
  const s = state as CaribbeanState;
  if (s.phase === 'sailing' && s.sailing.seat === seat) return sailingStep(s, seat, legal);
  return likelyBid(state, seat, legal, rng);
}
