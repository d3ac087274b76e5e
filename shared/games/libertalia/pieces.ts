/**
 * Small moves of the pieces that every phase uses: characters between hand, ship, den and
 * discard pile; doubloons; booty between bag, board and dens. They change the next state that
 * `apply` builds (shared/core/copy-on-write.ts): each part they write in is first taken with
 * `writable` (a seat's record with `seatToChange`), so the previous state is never touched.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import { randomInt } from '../../core/rng';
import { BOOTY, BOOTY_KINDS, characterName } from './data';
import type { BootyCounts, BootyKind, LibertaliaState, Rank, SeatState, ShipSlot } from './types';

export function seatOf(s: LibertaliaState, seat: Seat): SeatState {
  const st = s.seats[seat];
  if (!st) throw new RangeError(`No seat ${seat}`);
  return st;
}

/** The seat's record, writable in place (its lists and booty still shared until taken with `writable`). */
export function seatToChange(s: LibertaliaState, seat: Seat): SeatState {
  seatOf(s, seat);
  return writable(writable(s, 'seats'), seat);
}

/** "{s1}'s Cook (18)": how logs name a character. */
export function label(seat: Seat, rank: Rank): string {
  return `{s${seat}}'s ${characterName(rank)} (${rank})`;
}

export function bootyName(kind: BootyKind): string {
  return BOOTY[kind].name;
}

export function insertSorted(list: Rank[], rank: Rank): void {
  let i = 0;
  while (i < list.length && (list[i] as Rank) < rank) i++;
  list.splice(i, 0, rank);
}

/** Removes one `rank` from `list`; false when it was not there. */
export function removeRank(list: Rank[], rank: Rank): boolean {
  const i = list.indexOf(rank);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** The player on your left is the next seat clockwise (the Monkey and the saber use it). */
export function leftOf(seat: Seat, players: number): Seat {
  return (seat + 1) % players;
}

export function rightOf(seat: Seat, players: number): Seat {
  return (seat + players - 1) % players;
}

/** Ship order: rank, then influence (rulebook, "Phase 1: Sunrise"). */
export function shipBefore(a: ShipSlot, b: ShipSlot): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.influence < b.influence);
}

export function placeOnShip(s: LibertaliaState, slot: ShipSlot): void {
  let i = 0;
  while (i < s.ship.length && shipBefore(s.ship[i] as ShipSlot, slot)) i++;
  writable(s, 'ship').splice(i, 0, slot);
}

export function discardFromDen(s: LibertaliaState, seat: Seat, rank: Rank): void {
  if (!seatOf(s, seat).den.includes(rank)) return;
  const st = seatToChange(s, seat);
  removeRank(writable(st, 'den'), rank);
  writable(st, 'discard').push(rank);
}

export function discardFromShip(s: LibertaliaState, index: number): ShipSlot {
  if (!s.ship[index]) throw new RangeError(`No ship slot ${index}`);
  const [slot] = writable(s, 'ship').splice(index, 1) as [ShipSlot];
  writable(seatToChange(s, slot.seat), 'discard').push(slot.rank);
  return slot;
}

export function gain(s: LibertaliaState, seat: Seat, amount: number): void {
  seatToChange(s, seat).doubloons += amount;
}

/** A payment a player cannot make in full takes what there is (docs/games/libertalia.md, reading 1). Returns what was paid. */
export function pay(s: LibertaliaState, seat: Seat, amount: number): number {
  const st = seatToChange(s, seat);
  const paid = Math.min(st.doubloons, amount);
  st.doubloons -= paid;
  return paid;
}

export function countTotal(counts: BootyCounts): number {
  let n = 0;
  for (const kind of BOOTY_KINDS) n += counts[kind];
  return n;
}

/** One token drawn from the bag at random, or null when the bag is empty. */
export function drawFromBag(s: LibertaliaState): BootyKind | null {
  const total = countTotal(s.bag);
  if (total === 0) return null;
  let n = randomInt(writable(s, 'rng'), total);
  for (const kind of BOOTY_KINDS) {
    if (n < s.bag[kind]) {
      writable(s, 'bag')[kind]--;
      return kind;
    }
    n -= s.bag[kind];
  }
  return null;
}

/** "3 treasure maps", "a saber". */
export function bootyCount(n: number, kind: BootyKind): string {
  return n === 1 ? BOOTY[kind].name : `${n} ${BOOTY[kind].plural}`;
}

/** "2 treasure maps, a saber": a den's booty in words. */
export function describeBooty(counts: BootyCounts): string {
  const parts: string[] = [];
  for (const kind of BOOTY_KINDS) if (counts[kind] > 0) parts.push(bootyCount(counts[kind], kind));
  return parts.length ? parts.join(', ') : 'no booty';
}

export function plural(n: number, one: string, many: string = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

