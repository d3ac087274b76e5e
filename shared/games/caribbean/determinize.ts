/**
 * Caribbean for the search bot: a full state consistent with what a seat sees. Hidden from it:
 * the other seats' cards on ships not yet revealed and their tie-breakers (each seat places its
 * seven cards, so the unseen ones are a random arrangement of the cards not yet shown), their
 * answers in a tie being decided, and the face-down chests of the supply (the chests out of
 * sight, dealt by the piles' counts).
 *
 * While the bids are placed, the other seats' bids (placed already, or still to come in the
 * search) are drawn from the bids the heuristic bot would place in their seats (likely-bids.ts).
 *
 * Rollouts are random (the heuristic bot weighs thousands of bid arrangements per decision, too
 * slow to play many games in a second), cut after a couple of dozen actions and scored by each
 * seat's lead over the best other: its doubloons plus a share of every chest still at sea or in
 * a city, by how near the chest lies to the seat's havens against the others'.
 */
import type { Seat } from '../../core/engine';
import { nextUint32, randomInt, shuffleInPlace, type RngState } from '../../core/rng';
import { marginRewards, type SearchHooks } from '../../core/search';
import { CARD_IDS, CHESTS, chestValue } from './data';
import { bidsNear, placeLikelyBids } from './likely-bids';
import { likelyMove } from './likely-sailing';
import { CITIES } from './map';
import { pull } from './plan';
import { mineOf } from './view';
import type { CardId, CaribbeanAction, CaribbeanState, CaribbeanView, ChestId, SeatState } from './types';

function seatOf(v: CaribbeanView, seat: Seat, i: number, rng: RngState): SeatState {
  const st = v.seats[i]!;
  const mine = i === seat ? mineOf(v, seat) : undefined;
  const base = { money: st.money, tieBreakerState: st.tieBreakerState };
  if (mine) return { ...base, bids: [...mine.bids], tieBreaker: mine.tieBreaker, tieChoice: mine.tieChoice };
  const tieChoice = st.hasChosenTie ? (st.tieBreakerState === 'up' || randomInt(rng, 2) === 0 ? 'down' : 'up') : '';
  if (!st.hasBid) return { ...base, bids: [], tieBreaker: -1, tieChoice };
  // Shown cards stay where they are; the rest are shuffled over the hidden places.
  const bids: CardId[] = v.resolutions.map((r) => (r.revealed ? (r.bids[i] ?? -1) : -1));
  const tieBreaker = st.tieBreakerState === 'up' ? st.tieBreaker : -1;
  const shown = new Set([...bids, tieBreaker]);
  const unseen = shuffleInPlace(rng, CARD_IDS.filter((card) => !shown.has(card)));
  const placed = bids.map((card) => (card >= 0 ? card : unseen.pop()!));
  return { ...base, bids: placed, tieBreaker: tieBreaker >= 0 ? tieBreaker : unseen.pop()!, tieChoice };
}

export function determinize(v: CaribbeanView, seat: Seat, rng: RngState): CaribbeanState {
  const seen = new Set<ChestId>([...v.delivered, ...v.cities.flatMap((pile) => pile.chests)]);
  for (const ship of v.ships) if (ship.chest >= 0) seen.add(ship.chest);
  const hidden = shuffleInPlace(rng, CHESTS.map((_, id) => id).filter((id) => !seen.has(id)));
  const world: CaribbeanState = {
    players: v.players,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    round: v.round,
    phase: v.phase,
    current: v.current,
    ships: v.ships.map((ship) => ({ ...ship })),
    cities: v.cities.map((pile) => ({ chests: [...pile.chests] })),
    supply: v.supply.map((count) => ({ chests: hidden.splice(0, count) })),
    delivered: [...v.delivered],
    seats: v.seats.map((_, i) => seatOf(v, seat, i, rng)),
    resolutions: v.resolutions.map((r) => ({
      revealed: r.revealed,
      winner: r.winner,
      moves: r.moves,
      outcome: r.outcome,
      tieSeats: [...r.tieSeats],
      tieCards: [...r.tieCards],
    })),
    sailing: { ...v.sailing, path: [...v.sailing.path], dealtWith: [...v.sailing.dealtWith] },
    endTriggered: v.endTriggered,
    endReason: v.endReason,
  };
  if (v.phase === 'bidding') placeLikelyBids(world, seat, rng);
  return world;
}

/** The lead (in doubloons) that makes a clear one: about a chest. */
const MARGIN_SCALE = 4000;

/**
 * Standing in an unfinished game: each seat's doubloons plus its share of every chest still in
 * play (on a ship or in a city), the chest split by how near it lies to each seat's havens;
 * scored by the lead over the best other seat (with three rivals, most moves change no place
 * before the cut, but they do change the lead).
 */
function evaluate(state: unknown): number[] {
  const s = state as CaribbeanState;
  const standings = s.seats.map((st) => st.money);
  const share = (chest: number, space: number): void => {
    const pulls = standings.map((_, seat) => pull(seat, space, s.players));
    const total = pulls.reduce((sum, p) => sum + p, 0);
    if (total > 0) pulls.forEach((p, seat) => (standings[seat]! += (chestValue(chest) * p) / total));
  };
  for (const ship of s.ships) if (ship.chest >= 0) share(ship.chest, ship.space);
  s.cities.forEach((pile, city) => {
    for (const chest of pile.chests) share(chest, CITIES[city]!.space);
  });
  return marginRewards(standings, MARGIN_SCALE);
}

/**
 * The search weighs the bids and the tie-breakers; a move at sea is the heuristic bot's, which
 * plans the whole move exactly on its standing, where rollouts cut after a couple of dozen
 * random actions judged the steps by noise (in seeded 4-player games at 0.3 s a decision, the
 * search's sailing ended below the heuristic bot's place, the bids alone above it).
 */
const searched = (_view: unknown, legal: CaribbeanAction[]): boolean => legal[0]?.type === 'bid' || legal[0]?.type === 'tie';

export const searchHooks: SearchHooks<CaribbeanView> = {
  determinize: determinize as SearchHooks<CaribbeanView>['determinize'],
  rollout: 'random',
  policy: likelyMove as SearchHooks<CaribbeanView>['policy'],
  candidates: bidsNear as SearchHooks<CaribbeanView>['candidates'],
  searched: searched as SearchHooks<CaribbeanView>['searched'],
  evaluate,
  rolloutSteps: 24,
  confidence: 2,
};
