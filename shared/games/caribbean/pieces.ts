/**
 * Small helpers every part of the rules uses: naming things in the log, paying doubloons.
 * They change `s` in place: the rules call them only on their own copy.
 */
import type { Seat } from '../../core/engine';
import { cityName } from './board';
import { CHESTS, END_THRESHOLD, SHIP_NAMES, doubloons } from './data';
import type { CaribbeanState, ChestId, SeatState, ShipIndex } from './types';

export function seatOf(s: CaribbeanState, seat: Seat): SeatState {
  const st = s.seats[seat];
  if (!st) throw new RangeError(`No seat ${seat}`);
  return st;
}

export function shipName(ship: ShipIndex): string {
  return SHIP_NAMES[ship] ?? `ship ${ship}`;
}

/** "the Havana chest (7,000 doubloons)". */
export function chestLabel(chest: ChestId): string {
  const def = CHESTS[chest];
  return def ? `the ${cityName(def.city)} chest (${doubloons(def.value)})` : `chest ${chest}`;
}

export function thresholdFor(players: number): number {
  return END_THRESHOLD[players] ?? Number.POSITIVE_INFINITY;
}

/** Pays `seat`; reaching the threshold makes this round the last (rulebook "Game end"). */
export function earn(s: CaribbeanState, seat: Seat, amount: number): void {
  const st = seatOf(s, seat);
  st.money += amount;
  if (st.money >= thresholdFor(s.players)) s.endTriggered = true;
}

/** Every chest still to be won: in the supply, on a city or on a ship. */
export function chestsInPlay(s: CaribbeanState): ChestId[] {
  return [
    ...s.supply.flatMap((p) => p.chests),
    ...s.cities.flatMap((p) => p.chests),
    ...s.ships.flatMap((ship) => (ship.chest >= 0 ? [ship.chest] : [])),
  ];
}
