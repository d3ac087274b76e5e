/**
 * Borneo for the search bot: a full state consistent with what a seat sees. Hidden from it: the
 * other hands, the deck and discard pile (counts only) and the harbor deck. Every shipment card
 * out of sight is dealt at random to the other hands, the discard pile and the deck by their
 * counts; every harbor out of sight goes to the harbor deck (by its count) or out of play (the
 * view does not say which harbors paid for missions, so that split is sampled too).
 */
import type { Seat } from '../../core/engine';
import { nextUint32, shuffleInPlace, type RngState } from '../../core/rng';
import { marginRewards, type SearchHooks } from '../../core/search';
import { scoreLines } from './scoring';
import { harborFlagCounts } from './cards';
import { HARBORS, SHIPMENT_CARDS } from './data';
import { pickQueue } from './harbor';
import { harborInPlay } from './setup';
import type { BorneoState, BorneoView, CardId, Fight, FightView, HarborId, Phase } from './types';
import { handIn } from './view';

function fightOf(f: FightView): Fight {
  return {
    company: f.company,
    attacker: f.attacker,
    defender: f.defender,
    attackerRank: f.attackerRank,
    defenderRank: f.defenderRank,
    attackCards: [...f.attackCards],
    defendCards: [...f.defendCards],
    attackFlags: f.attackFlags,
    defendFlags: f.defendFlags,
    bonus: f.bonus,
  };
}

function phaseOf(v: BorneoView): Phase {
  switch (v.phase) {
    case 'placement':
      return { kind: 'placement', order: [...v.placementOrder] };
    case 'defend':
    case 'relocate':
    case 'reward':
      return { kind: v.phase, fight: fightOf(v.fight) };
    case 'pick': {
      const d = v.distribution;
      const kind = d.kind === 'monopoly' ? 'monopoly' : 'shared';
      return { kind: 'pick', distribution: { harbor: d.harbor, slot: d.slot, kind, companies: [...d.companies], cards: [...d.cards], queue: [...d.queue] } };
    }
    case 'final':
      return { kind: 'final', queue: [...v.finalQueue] };
    default:
      return { kind: v.phase };
  }
}

export function determinize(v: BorneoView, seat: Seat, rng: RngState): BorneoState {
  const mine = handIn(v, seat);
  const seenCards = new Set<CardId>([...mine, ...v.fight.attackCards, ...v.fight.defendCards, ...v.distribution.cards]);
  for (const slot of v.harborRow) for (const card of slot.cards) seenCards.add(card);
  for (const st of v.seats) for (const card of st.cards) seenCards.add(card);
  const cards = shuffleInPlace(rng, SHIPMENT_CARDS.map((_, id) => id).filter((id) => !seenCards.has(id)));
  const seats = v.seats.map((st, i) => ({
    hand: i === seat ? [...mine] : cards.splice(0, st.handCount),
    cards: [...st.cards],
    harbors: [...st.harbors],
    missions: [...st.missions],
  }));
  // A won attack's cards are already on the discard pile while the loser relocates.
  const fightDiscarded = v.phase === 'relocate' ? [...v.fight.attackCards, ...v.fight.defendCards] : [];
  const discard = [...fightDiscarded, ...cards.splice(0, v.discardCount - fightDiscarded.length)];

  const seenHarbors = new Set<HarborId>(v.harborRow.map((slot) => slot.harbor));
  for (const st of v.seats) for (const harbor of st.harbors) seenHarbors.add(harbor);
  const harbors = shuffleInPlace(
    rng,
    HARBORS.map((_, id) => id).filter((id) => harborInPlay(HARBORS[id]!, v.players) && !seenHarbors.has(id)),
  );
  const harborDeck = harbors.splice(0, v.harborDeckCount);

  return {
    options: { threePlayerVariant: v.threePlayerVariant, blackbeard: v.blackbeard },
    players: v.players,
    merchantsPerPlayer: v.merchantsPerPlayer,
    rng: [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng) | 1],
    deck: cards,
    discard,
    harborDeck,
    harborRow: v.harborRow.map((slot) => ({ harbor: slot.harbor, cards: [...slot.cards] })),
    harborsOut: harbors,
    missionsOnBoard: [...v.missionsOnBoard],
    companies: v.companies.map((c) => ({ merchants: [...c.merchants] })),
    seats,
    pirateShip: v.pirateShip,
    startSeat: v.startSeat,
    active: v.active,
    turn: v.turn,
    phase: phaseOf(v),
    endReason: v.endReason,
  };
}

/** The lead (in points) that makes a clear one: a good mission or a few goods. */
const MARGIN_SCALE = 3;
/**
 * What a spice a seat stands to pick at a harbor's payout is worth now, in points, when the
 * harbor is full: the cards still to come may turn its flags to other companies, and fights may
 * move the merchants first.
 */
const PAYOUT_WEIGHT = 0.7;

/**
 * The spices each seat stands to pick when the harbors in the row pay out: each harbor's cards
 * go to the merchants of the companies its flags favour now (most flags first, as a shared
 * distribution of a full harbor ranks them), weighed by how full the harbor is (an empty one
 * says nothing about who it will pay).
 */
export function pendingPayouts(s: BorneoState): number[] {
  const picks = s.seats.map(() => 0);
  for (const slot of s.harborRow) {
    const def = HARBORS[slot.harbor];
    if (!def || slot.cards.length === 0) continue;
    const counts = harborFlagCounts(slot.cards);
    const companies = counts.map((_, c) => c).filter((c) => (counts[c] ?? 0) > 0).sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
    const fullness = Math.min(1, slot.cards.length / def.limit);
    for (const seat of pickQueue(s.companies, companies, def.limit)) picks[seat]! += fullness;
  }
  return picks;
}

/**
 * Standing in an unfinished game: the points the warehouse and missions score now, plus a
 * share of the spices each seat stands to pick when the harbors in the row pay (a rollout cut
 * after a round of turns stops before most payouts, and the merchants' places, which decide
 * them, are what most moves change), by each seat's lead over the best other. By the lead
 * rather than by places: with four rivals most moves change no place before the cut, but they
 * do change the lead.
 */
function evaluate(state: unknown): number[] {
  const s = state as BorneoState;
  const pending = pendingPayouts(s);
  return marginRewards(
    scoreLines(s).map((line, seat) => line.total + PAYOUT_WEIGHT * pending[seat]!),
    MARGIN_SCALE,
  );
}

/**
 * Rollouts are cut after a couple of dozen actions, about a round of turns: the heuristic bot
 * takes milliseconds to weigh its attacks, so longer ones leave a second a few dozen worlds.
 */
export const searchHooks: SearchHooks<BorneoView> = {
  determinize: determinize as SearchHooks<BorneoView>['determinize'],
  rollout: 'heuristic',
  evaluate,
  rolloutSteps: 24,
};
