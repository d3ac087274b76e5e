/**
 * Port Royal for the search bot: a full state consistent with what a seat sees. The view hides
 * only the deck order and the coins' faces, which nobody knows; every card not face up is one of
 * them, so the hidden cards are dealt at random to the coin piles (by their counts) and the deck.
 */
import type { Seat } from '../../core/engine';
import { nextUint32, shuffleInPlace, type RngState } from '../../core/rng';
import { marginRewards, type SearchHooks } from '../../core/search';
import { CARD_COUNT, FIVE_PLAYER_EXPEDITION } from './data';
import { countPersons, picksForShipTypes, seatInfluence, shipTypes } from './stats';
import type { CardId, Phase, PortRoyalState, PortRoyalView } from './types';

function phaseOf(v: PortRoyalView): Phase {
  const p = v.phase;
  switch (p.kind) {
    case 'discover':
      return { kind: 'discover', revealed: p.revealed };
    case 'repel':
      return { kind: 'repel', ship: p.ship, revealed: p.revealed };
    case 'trade':
      return { kind: 'trade', taker: p.taker, picksLeft: p.picksLeft, queue: [...p.queue] };
    case 'over':
      return { kind: 'over' };
  }
}

/**
 * Cards the active player took in this Loot and Hire, which the view does not carry (it only
 * decides whether he may pass yet): the picks the harbor still grants beyond those left. For the
 * searching seat itself 1, so that passing stays possible in the sampled state: whether it may
 * really pass is in its own legal list, which the search keeps to.
 */
function activeTook(v: PortRoyalView, seat: Seat): number {
  if (v.phase.kind !== 'trade' || v.phase.taker !== v.active) return 0;
  if (seat === v.active) return 1;
  const display = v.seats[v.active]!.display;
  const granted = picksForShipTypes(shipTypes(v.harbor).size) + countPersons(display, 'governor');
  return Math.max(0, granted - v.phase.picksLeft);
}

export function determinize(v: PortRoyalView, seat: Seat, rng: RngState): PortRoyalState {
  const seen = new Set<CardId>([...v.discard, ...v.harbor, ...v.expeditionRow]);
  for (const st of v.seats) for (const id of [...st.display, ...st.expeditions]) seen.add(id);
  if (v.phase.kind === 'repel') seen.add(v.phase.ship); // revealed, waiting to be repelled or kept
  const hidden: CardId[] = [];
  for (let id = 0; id < CARD_COUNT; id++) {
    if (id === FIVE_PLAYER_EXPEDITION && v.players !== 5) continue;
    if (!seen.has(id)) hidden.push(id);
  }
  shuffleInPlace(rng, hidden);
  const seats = v.seats.map((st) => ({
    display: [...st.display],
    coins: hidden.splice(0, st.coinCount),
    expeditions: [...st.expeditions],
  }));
  return {
    options: { rules: v.rules },
    players: v.players,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    deck: hidden,
    discard: [...v.discard],
    harbor: [...v.harbor],
    expeditionRow: [...v.expeditionRow],
    seats,
    startSeat: v.startSeat,
    active: v.active,
    phase: phaseOf(v),
    endTriggered: v.endTriggered,
    turn: v.turn,
    activeTook: activeTook(v, seat),
    endReason: v.endReason === '' ? null : v.endReason,
  };
}

/** Coins worth one point of influence in a standing (a person costs a few coins a point). */
const COINS_PER_POINT = 4;

/** A lead of this many points of influence is a clear one (the reward's scale: marginRewards). */
const MARGIN_SCALE = 2;

/**
 * Standing in an unfinished game: each seat's lead over the best other in influence, coins
 * counting for what they will buy (with the merchants' rules a seat without an expedition cannot
 * win: an expedition counts double). By the lead rather than by places: with five players most
 * moves change no place before the cut, but they do change the lead.
 */
function evaluate(state: unknown): number[] {
  const s = state as PortRoyalState;
  const standings = s.seats.map((st, seat) => {
    const expeditionBonus = s.options.rules !== 'port-royal-2014' && st.expeditions.length > 0 ? 2 : 0;
    return seatInfluence(s, seat) + expeditionBonus + st.coins.length / COINS_PER_POINT;
  });
  return marginRewards(standings, MARGIN_SCALE);
}

/** Rollouts are cut after about a round of turns and scored as they stand: many more worlds a second. */
export const searchHooks: SearchHooks<PortRoyalView> = {
  determinize: determinize as SearchHooks<PortRoyalView>['determinize'],
  rollout: 'heuristic',
  evaluate,
  rolloutSteps: 40,
};
