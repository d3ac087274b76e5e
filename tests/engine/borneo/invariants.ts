/**
 * Invariants of every Borneo state and view, for the seeded playouts: components are conserved,
 * a view depends only on what its viewer may know, and a view is schema-friendly.
 */
import type { Seat } from '../../../shared/core/engine';
import { createRng, shuffleInPlace } from '../../../shared/core/rng';
import { borneo } from '../../../shared/games/borneo';
import { COMPANY_SLOTS, HARBORS, MISSIONS } from '../../../shared/games/borneo/data';
import { harborInPlay } from '../../../shared/games/borneo/setup';
import type { BorneoState } from '../../../shared/games/borneo/types';
import { shipmentCardsEverywhere } from './fixtures';

const sorted = (xs: number[]): number[] => [...xs].sort((a, b) => a - b);

/** Throws when a component is missing, doubled or out of place. */
export function checkConservation(s: BorneoState): void {
  const cards = sorted(shipmentCardsEverywhere(s));
  if (cards.length !== 60 || cards.some((c, i) => c !== i)) throw new Error(`shipment cards not conserved: ${cards.length}`);
  const harbors = sorted([...s.harborDeck, ...s.harborRow.map((h) => h.harbor).filter((h) => h >= 0), ...s.seats.flatMap((x) => x.harbors), ...s.harborsOut]);
  const inPlay = HARBORS.map((_, i) => i).filter((i) => harborInPlay(HARBORS[i]!, s.players));
  if (JSON.stringify(harbors) !== JSON.stringify(inPlay)) throw new Error(`harbors not conserved: ${harbors.join(',')}`);
  const missions = sorted([...s.missionsOnBoard, ...s.seats.flatMap((x) => x.missions)]);
  const allMissions = MISSIONS.map((_, i) => i).filter((i) => s.players === 5 || !MISSIONS[i]!.fivePlayersOnly);
  if (JSON.stringify(missions) !== JSON.stringify(allMissions)) throw new Error('missions not conserved');
  const toPlace = s.phase.kind === 'placement' ? s.phase.order : [];
  for (let seat = 0; seat < s.players; seat++) {
    const placed = s.companies.reduce((n, c) => n + c.merchants.filter((m) => m === seat).length, 0);
    if (placed + toPlace.filter((x) => x === seat).length !== s.merchantsPerPlayer) throw new Error(`merchants of seat ${seat} not conserved`);
  }
  if (s.companies.some((c) => c.merchants.length > COMPANY_SLOTS)) throw new Error('a company has more than 5 merchants');
  const hands = s.seats.map((x) => x.hand.length);
  if (s.phase.kind === 'final' || s.phase.kind === 'over') {
    if (hands.some((n) => n > 0)) throw new Error('hands not discarded at the end');
  } else if (s.phase.kind !== 'discard' && hands.some((n) => n > 6)) throw new Error('a hand above six cards');
}

/**
 * The same table with everything `viewer` may not know redrawn: the other hands, the deck and
 * the discard pile dealt anew from the same cards (sizes kept), the harbor deck reshuffled, the
 * RNG replaced. A view that changes under this leaks.
 */
export function redrawHidden(s: BorneoState, viewer: Seat | null, seed: string): BorneoState {
  const t: BorneoState = structuredClone(s);
  const rng = createRng(seed);
  const others = t.seats.filter((_, i) => i !== viewer);
  const pool = shuffleInPlace(rng, [...t.deck, ...t.discard, ...others.flatMap((x) => x.hand)]);
  t.deck = pool.splice(0, t.deck.length);
  t.discard = pool.splice(0, t.discard.length);
  for (const seat of others) seat.hand = pool.splice(0, seat.hand.length);
  shuffleInPlace(rng, t.harborDeck);
  t.rng = createRng(`${seed}-rng`);
  return t;
}

export function checkNoLeak(s: BorneoState, viewer: Seat | null, seed: string): void {
  const seen = JSON.stringify(borneo.view(s, viewer));
  const redrawn = JSON.stringify(borneo.view(redrawHidden(s, viewer, seed), viewer));
  if (seen !== redrawn) throw new Error(`view of ${viewer} depends on hidden information`);
}

/** A view a schema can mirror (shared by every game's tests). */
export { checkSchemaShape } from '../../helpers/view-shape';
