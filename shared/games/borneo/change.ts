/**
 * The parts of the next state that the rules write in, taken writable first. `apply` builds the
 * next state inside `changeState` (shared/core/copy-on-write.ts): the previous state is kept by
 * the server, replays and the bots, so a seat's record, a company's column, a harbor slot or
 * the phase's record is copied before its first write and shared with the previous state
 * otherwise. A part the rules replace whole (`st.phase = { ... }`, `slot.cards = []`) needs
 * nothing; a list written in place (push, pop, shift, splice) is taken with `writable` too.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { BorneoState, CompanyIndex, HarborSlot, Phase, PhaseKind, SeatState } from './types';

export type PhaseOf<K extends PhaseKind> = Extract<Phase, { kind: K }>;

/** The seat's record, writable in place (its lists still shared until taken with `writable`); undefined for no seat. */
export function seatToChange(st: BorneoState, seat: Seat): SeatState | undefined {
  return st.seats[seat] ? writable(writable(st, 'seats'), seat) : undefined;
}

/** A company's merchants, first rank first, writable in place. */
export function merchantsToChange(st: BorneoState, company: CompanyIndex): Seat[] {
  return writable(writable(writable(st, 'companies'), company), 'merchants');
}

/** One of the three harbor slots, writable in place (its cards still shared until taken with `writable`). */
export function slotToChange(st: BorneoState, slot: number): HarborSlot {
  return writable(writable(st, 'harborRow'), slot);
}

/** The phase's record, writable in place; the caller has checked its kind. */
export function phaseToChange<K extends PhaseKind>(st: BorneoState, kind: K): PhaseOf<K> {
  if (st.phase.kind !== kind) throw new Error(`The phase is ${st.phase.kind}, not ${kind}.`);
  return writable(st, 'phase') as PhaseOf<K>;
}
