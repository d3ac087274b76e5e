/**
 * Port Royal: what a seat's display and the harbor are worth (sabers, influence, picks, costs).
 * Pure functions of public cards, shared by the rules, the view and the bots.
 */
import type { Seat } from '../../core/engine';
import { cardDef } from './data';
import type { CardId, PersonKind, PortRoyalState, ShipType } from './types';

/** Persons of this kind in a display. */
export function countPersons(display: readonly CardId[], kind: PersonKind): number {
  let n = 0;
  for (const id of display) {
    const card = cardDef(id);
    if (card.kind === 'person' && card.person === kind) n++;
  }
  return n;
}

/** Combat strength of a display: Sailors and Pirates (rulebook "Sailor / Pirate"). */
export function displaySabers(display: readonly CardId[]): number {
  let n = 0;
  for (const id of display) {
    const card = cardDef(id);
    if (card.kind === 'person') n += card.sabers ?? 0;
  }
  return n;
}

/** Influence: persons' emblems plus completed expeditions (docs/games/port-royal.md, "Rule sets"). */
export function influenceOf(display: readonly CardId[], expeditions: readonly CardId[]): number {
  let n = 0;
  for (const list of [display, expeditions]) {
    for (const id of list) {
      const card = cardDef(id);
      if (card.kind === 'person' || card.kind === 'expedition') n += card.influence;
    }
  }
  return n;
}

export function seatInfluence(s: PortRoyalState, seat: Seat): number {
  const st = s.seats[seat];
  return st ? influenceOf(st.display, st.expeditions) : 0;
}

export function seatSabers(s: PortRoyalState, seat: Seat): number {
  const st = s.seats[seat];
  return st ? displaySabers(st.display) : 0;
}

/** Distinct ship types among these cards. */
export function shipTypes(cards: readonly CardId[]): Set<ShipType> {
  const types = new Set<ShipType>();
  for (const id of cards) {
    const card = cardDef(id);
    if (card.kind === 'ship') types.add(card.ship);
  }
  return types;
}

/** Cards the active player may take: 1 with 0 to 3 ship types, 2 with 4, 3 with 5 ("Loot and Hire"). */
export function picksForShipTypes(types: number): number {
  return types >= 5 ? 3 : types === 4 ? 2 : 1;
}

/** A person's price for this display: each Mademoiselle takes 1 coin off, never below 0. */
export function hireCost(display: readonly CardId[], card: CardId): number {
  const def = cardDef(card);
  if (def.kind !== 'person') return 0;
  return Math.max(0, def.cost - countPersons(display, 'mademoiselle'));
}

/** Coins from looting this ship: its coins plus 1 per Trader of its type in the display. */
export function lootValue(display: readonly CardId[], card: CardId): number {
  const def = cardDef(card);
  if (def.kind !== 'ship') return 0;
  let traders = 0;
  for (const id of display) {
    const p = cardDef(id);
    if (p.kind === 'person' && p.person === 'trader' && p.trades === def.ship) traders++;
  }
  return def.coins + traders;
}

export function nextSeat(s: PortRoyalState, seat: Seat): Seat {
  return (seat + 1) % s.players;
}
