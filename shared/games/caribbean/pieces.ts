/**
 * Small helpers every part of the rules uses: naming things in the log, paying doubloons, and
 * taking a seat's, a ship's or a ship's bidding record to change. The rules change the next
 * state that `apply` builds (shared/core/copy-on-write.ts): each part they write in is first
 * taken with `writable` (a record with the helpers here), so the previous state is never touched.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import { cityName } from './board';
import { CHESTS, END_THRESHOLD, SHIP_NAMES, doubloons } from './data';
import type { CaribbeanState, ChestId, Resolution, SeatState, ShipIndex, ShipState } from './types';

export function seatOf(s: CaribbeanState, seat: Seat): SeatState {
  const st = s.seats[seat];
  if (!st) throw new RangeError(`No seat ${seat}`);
  return st;
}

/** The seat's record, writable in place (its bids still shared until replaced). */
export function seatToChange(s: CaribbeanState, seat: Seat): SeatState {
  seatOf(s, seat);
  return writable(writable(s, 'seats'), seat);
}

/** The ship's space and chest, writable in place. */
export function shipToChange(s: CaribbeanState, ship: ShipIndex): ShipState {
  if (!s.ships[ship]) throw new RangeError(`No ship ${ship}`);
  return writable(writable(s, 'ships'), ship);
}

/** How the bidding on `ship` stands this round, writable in place (its tie lists still shared). */
export function resolutionToChange(s: CaribbeanState, ship: ShipIndex): Resolution {
  if (!s.resolutions[ship]) throw new RangeError(`No resolution for ship ${ship}`);
  return writable(writable(s, 'resolutions'), ship);
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
  const st = seatToChange(s, seat);
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
