/**
 * What a seat (or a spectator) may know (docs/games/borneo.md, "Hidden information"): hands
 * are secret, others see their count; the deck, the discard pile and the harbor deck are counts; warehouses, harbors,
 * companies, missions and the cards played in a fight are public. Only `mine` differs between
 * viewers: it holds the viewer's own hand under its seat number, and is absent for spectators.
 */
import type { Seat } from '../../core/engine';
import { harborFlagCounts } from './cards';
import { attackerWins } from './fight';
import { outcome } from './scoring';
import type { BorneoState, BorneoView, CardId, DistributionView, Fight, FightView } from './types';

const NO_FIGHT: FightView = {
  company: -1,
  attacker: -1,
  defender: -1,
  attackerRank: -1,
  defenderRank: -1,
  attackCards: [],
  defendCards: [],
  attackFlags: 0,
  defendFlags: 0,
  bonus: 0,
  winner: '',
};

const NO_DISTRIBUTION: DistributionView = { harbor: -1, slot: -1, kind: '', companies: [], cards: [], queue: [] };

function fightView(fight: Fight, decided: boolean): FightView {
  return { ...fight, winner: decided ? (attackerWins(fight) ? 'attacker' : 'defender') : '' };
}

// The view's lists are the state's own, not copies: a state is never written once `apply` has
// returned it (shared/core/copy-on-write.ts), and a view is read-only for all its readers (the
// table's sync, the bots, determinize, which copies what it keeps), so copies only made garbage.
export function view(s: BorneoState, viewer: Seat | null): BorneoView {
  const p = s.phase;
  const placementOrder = p.kind === 'placement' ? p.order : [];
  const fight =
    p.kind === 'defend' ? fightView(p.fight, false) : p.kind === 'relocate' || p.kind === 'reward' ? fightView(p.fight, true) : { ...NO_FIGHT };
  const distribution: DistributionView = p.kind === 'pick' ? { ...p.distribution } : { ...NO_DISTRIBUTION };
  const own = viewer === null ? undefined : s.seats[viewer];
  const view: BorneoView = {
    players: s.players,
    threePlayerVariant: s.options.threePlayerVariant,
    blackbeard: s.options.blackbeard,
    merchantsPerPlayer: s.merchantsPerPlayer,
    deckCount: s.deck.length,
    discardCount: s.discard.length,
    harborDeckCount: s.harborDeck.length,
    harborRow: s.harborRow.map((slot) => ({ harbor: slot.harbor, cards: slot.cards, flags: harborFlagCounts(slot.cards) })),
    missionsOnBoard: s.missionsOnBoard,
    companies: s.companies,
    seats: s.seats.map((seat, i) => ({
      handCount: seat.hand.length,
      cards: seat.cards,
      harbors: seat.harbors,
      missions: seat.missions,
      pirateShip: s.pirateShip === i,
      merchantsToPlace: placementOrder.filter((x) => x === i).length,
    })),
    pirateShip: s.pirateShip,
    startSeat: s.startSeat,
    active: s.active,
    turn: s.turn,
    phase: p.kind,
    placementOrder,
    fight,
    distribution,
    finalQueue: p.kind === 'final' ? p.queue : [],
    endReason: s.endReason,
    scores: outcome(s)?.scores ?? [],
  };
  if (own && viewer !== null) view.mine = { [String(viewer)]: { hand: own.hand } };
  return view;
}

/** The hand of `seat` as its own view shows it (empty in anyone else's view). */
export function handIn(v: BorneoView, seat: Seat): CardId[] {
  return v.mine?.[String(seat)]?.hand ?? [];
}
