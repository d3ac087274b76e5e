/**
 * How the heuristic bot weighs a position and plans a ship's move. It sees only its view: the
 * sailing plan replays the real sailing rules on a table rebuilt from the view (the hidden parts,
 * the supply and the bids, play no part in sailing).
 */
import type { Seat } from '../../core/engine';
import { distance, havenOwner, havensOf } from './board';
import { chestValue } from './data';
import { CITIES } from './map';
import { changeState } from '../../core/copy-on-write';
import { applySailing, finishSailing, sailingOptions } from './sailing';
import type { CaribbeanAction, CaribbeanState, CaribbeanView, SpaceId } from './types';

/** How much a doubloon an opponent earns hurts, against one earned by the bot. */
export const OPPONENT_WEIGHT = 0.6;
/** What share of a chest's value a haven promises per move still to go (pull = NEARNESS ** moves). */
export const NEARNESS = 0.55;
/** Doubloons an empty ship next to a city with chests is worth (less, further away). */
const ACTIVITY = 300;

/** The table as the view shows it, with the hidden parts left empty. */
export function imagine(v: CaribbeanView): CaribbeanState {
  return {
    players: v.players,
    rng: [0, 0, 0, 0],
    round: v.round,
    phase: v.phase,
    current: v.current,
    ships: v.ships.map((ship) => ({ ...ship })),
    cities: v.cities.map((pile) => ({ chests: [...pile.chests] })),
    supply: v.supply.map(() => ({ chests: [] })),
    delivered: [...v.delivered],
    seats: v.seats.map((st) => ({ money: st.money, bids: [], tieBreaker: -1, tieBreakerState: st.tieBreakerState, tieChoice: '' })),
    resolutions: [],
    sailing: { ...v.sailing, path: [...v.sailing.path], dealtWith: [...v.sailing.dealtWith] },
    endTriggered: v.endTriggered,
    endReason: v.endReason,
  };
}

/** Nearest haven of `seat` from `space`, on an empty sea. */
export function havenDistance(seat: Seat, space: SpaceId): number {
  return Math.min(...havensOf(seat).map((h) => distance(space, h)));
}

/** How likely a chest at `space` is to end in `seat`'s haven, roughly: nearer is likelier. */
export function pull(seat: Seat, space: SpaceId, players: number): number {
  if (havenOwner(space, players) === seat) return 1;
  return NEARNESS ** havenDistance(seat, space);
}

/** How much nearer `seat` than its nearest rival a chest at `space` lies (1 = in its own haven). */
export function lean(s: CaribbeanState, seat: Seat, space: SpaceId): number {
  let threat = 0;
  for (let other = 0; other < s.players; other++) if (other !== seat) threat = Math.max(threat, pull(other, space, s.players));
  return pull(seat, space, s.players) - OPPONENT_WEIGHT * threat;
}

/**
 * The chests still to be won, weighed by how near they lie to the bot's havens and to its
 * opponents'. Chests on cities count as much as chests on ships: anyone may capture them, so
 * leaving a city alone protects nothing (without this the bots stall, each afraid to capture).
 */
export function potential(s: CaribbeanState, me: Seat): number {
  let total = 0;
  const targets: SpaceId[] = [];
  for (const ship of s.ships) if (ship.chest >= 0) total += chestValue(ship.chest) * lean(s, me, ship.space);
  s.cities.forEach((pile, city) => {
    const space = CITIES[city]!.space;
    for (const chest of pile.chests) total += chestValue(chest) * lean(s, me, space);
    if (pile.chests.length > 0) targets.push(space);
  });
  // An empty ship near a city with chests is a chance for whoever wins it next: a small pull
  // that keeps ships from idling far out at sea.
  for (const ship of s.ships) {
    if (ship.chest >= 0 || targets.length === 0) continue;
    total += ACTIVITY * NEARNESS ** Math.min(...targets.map((t) => distance(ship.space, t)));
  }
  return total;
}

/** The bot's standing: its doubloons against its opponents', plus the chests' potential. */
export function standing(s: CaribbeanState, me: Seat): number {
  let others = 0;
  s.seats.forEach((st, seat) => {
    if (seat !== me) others += st.money;
  });
  return s.seats[me]!.money - OPPONENT_WEIGHT * others + potential(s, me);
}

/** Chest actions first, then finishing, then moves: equal plans then act now and do not dither. */
function preferred(options: CaribbeanAction[]): CaribbeanAction[] {
  const rank = (a: CaribbeanAction): number => (a.type === 'move' ? 2 : a.type === 'end' ? 1 : 0);
  return [...options].sort((a, b) => rank(a) - rank(b));
}

export interface Plan {
  value: number;
  first: CaribbeanAction;
}

/**
 * The best way to finish the current sailing for `me`, by depth-first search over the real
 * sailing rules (moves are few and every other action is bounded, so the tree is small;
 * positions reached twice are searched once).
 */
export function planSailing(s: CaribbeanState, me: Seat): Plan {
  const seen = new Map<string, number>();
  const search = (t: CaribbeanState): number => {
    const key = `${t.ships.map((ship) => `${ship.space}:${ship.chest}`).join()}|${t.cities.map((p) => p.chests.length).join()}|${t.sailing.movesLeft}|${t.sailing.dealtWith.join()}|${t.seats.map((st) => st.money).join()}`;
    const known = seen.get(key);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (const a of sailingOptions(t, me)) best = Math.max(best, valueAfter(t, a));
    seen.set(key, best);
    return best;
  };
  // Each step shares what it leaves alone with the table before it, as `apply` does.
  const valueAfter = (t: CaribbeanState, a: CaribbeanAction): number => {
    if (a.type === 'end') return standing(changeState(t, (next) => finishSailing(next, [])), me);
    return search(changeState(t, (next) => applySailing(next, a, [])));
  };
  let plan: Plan = { value: -Infinity, first: { type: 'end' } };
  for (const a of preferred(sailingOptions(s, me))) {
    const value = valueAfter(s, a);
    // Ties go to the earliest option, so a plan is followed the same way step after step.
    if (value > plan.value + 1e-6) plan = { value, first: a };
  }
  return plan;
}
