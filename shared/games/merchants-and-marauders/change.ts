/**
 * The parts of the next state that the rules write in. `apply` builds the next state inside
 * `changeState` (shared/core/copy-on-write.ts): the previous state is kept by the server,
 * replays and the bots, so a part is copied before its first write and shared with the previous
 * state otherwise. The piles, the board's per-zone lists and the wars are taken with `writable`
 * where a rule writes them (`own(st, 'cargoDiscard').push(card)`, `own` below); a part the rules replace
 * whole (`st.rumorChoice = []`) needs nothing.
 */
import { changing, writable, writableWhole } from '../../core/copy-on-write';
import type { Seat } from '../../core/engine';
import type { MmState, NpcState, PlayerState } from './types';

/**
 * `parent[key]` to write in place: `writable` while `apply` builds the next state. The rulebook's
 * tests also run single rules on states they built themselves, outside a change: there the
 * state is the test's own and is written as it is.
 */
export function own<P extends object, K extends keyof P>(parent: P, key: K): P[K] {
  return changing() ? writable(parent, key) : parent[key];
}

/**
 * A seat's record to write in, with its lists and ship: copied whole on its first write in this
 * action (a seat holds a dozen small lists the rules write from everywhere; the other seats stay
 * shared). Outside a change, the test's own record.
 */
export function seatToChange(st: MmState, seat: Seat): PlayerState {
  if (!changing()) return st.seats[seat]!;
  const seats = writable(st, 'seats');
  if (!seats[seat]) throw new RangeError(`No seat ${seat}.`);
  return writableWhole(seats, seat);
}

/**
 * An NPC's record to write in, with its stack of captains: copied on its first write in this
 * action (the rules move, arrive and replace NPCs one at a time; the other NPCs stay shared).
 */
export function npcToChange(st: MmState, slot: number): NpcState {
  if (!changing()) return st.npcs[slot]!;
  const npcs = writable(st, 'npcs');
  if (!npcs[slot]) throw new RangeError(`No NPC ${slot}.`);
  return writableWhole(npcs, slot);
}

/** Every seat's record to write in (events and setup steps that touch every seat at once). */
export function everySeatToChange(st: MmState): PlayerState[] {
  for (const seat of st.seats.keys()) seatToChange(st, seat);
  return st.seats;
}

/**
 * Records the rules write deep inside from many places (fights and the modules' sessions),
 * copied whole with everything in them before the action runs: coarser than taking each nested
 * part, but these are small or absent in most states.
 */
const WHOLE: readonly (keyof MmState)[] = [
  'turn', 'buy', 'raid', 'combat', 'npcScouts', 'locationRaid', 'reef', 'cutthroat', 'galleon', 'favors',
  'npcUpgrades', 'contrabandStop', 'stow', 'npcFound',
];

/** Before an action's rules run: the dice (most actions roll) and the records above made writable. */
export function takeRecordsWhole(st: MmState): void {
  writable(st, 'rng');
  for (const key of WHOLE) if (typeof st[key] === 'object' && st[key] !== null) writableWhole(st, key);
}
