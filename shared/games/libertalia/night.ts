/**
 * Phase 4, the night: every character in every den uses its night action (rulebook "Phase 4:
 * Night": all players resolve it simultaneously).
 *
 * Rule decision (the rulebook is silent on the order inside a night; docs/games/libertalia.md, reading 4): the night is
 * simultaneous for characters too. Every effect is measured on the dens as they stand at
 * nightfall, then all gains are paid and all discards made. So a Barkeep that the Mutineer
 * throws out still earns its doubloon that night, and the Freed Slave counts the dens before
 * any discard. The Waitress's "may" is asked first, to every seat that can use it at once; it
 * touches only its owner's maps and doubloons, so its answers change nothing for the others.
 */
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { R } from './data';
import { said } from './log';
import { discardFromDen, seatToChange } from './pieces';
import type { LibertaliaAction, LibertaliaState, Rank } from './types';

export function enterNight(s: LibertaliaState, log: LogEntry[]): void {
  s.phase = 'night';
  log.push(said(['night', s.day]));
  const seats = s.seats.flatMap((st, seat) => (st.den.includes(R.waitress) && st.booty.map > 0 ? [seat] : []));
  if (seats.length > 0) s.question = { kind: 'waitress', seat: -1, rank: R.waitress, seats };
}

export function waitressOptions(s: LibertaliaState, seat: number): LibertaliaAction[] {
  if (s.question.kind !== 'waitress' || !s.question.seats.includes(seat)) return [];
  return [{ type: 'waitress', use: true }, { type: 'waitress', use: false }];
}

export function answerWaitress(s: LibertaliaState, seat: number, use: boolean, log: LogEntry[]): void {
  const seats = s.question.seats.filter((x) => x !== seat);
  s.question = seats.length > 0 ? { kind: 'waitress', seat: -1, rank: R.waitress, seats } : { kind: 'none', seat: -1, rank: -1, seats: [] };
  if (!use) {
    log.push(said(['waitress', seat, 0]));
    return;
  }
  const me = seatToChange(s, seat);
  writable(me, 'booty').map--;
  writable(s, 'bootyDiscard').map++;
  me.doubloons += 3;
  log.push(said(['waitress', seat, 1]));
}

/** All automatic night actions, measured at nightfall and applied together. */
export function resolveNight(s: LibertaliaState, log: LogEntry[]): void {
  const grannySeats = s.seats.flatMap((st, seat) => (st.den.includes(R.grannyWata) ? [seat] : []));
  const gains: number[] = s.seats.map(() => 0);
  const discards: Rank[][] = s.seats.map(() => []);
  /** Per seat, `[rank, value, ...]` for the log (see log.ts's night notes). */
  const notes: number[][] = s.seats.map(() => []);
  s.seats.forEach((st, seat) => {
    const den = st.den;
    if (den.includes(R.barkeep)) {
      gains[seat] += 1;
      notes[seat].push(R.barkeep, 1);
    }
    if (den.includes(R.freedSlave)) {
      const above = den.filter((r) => r > R.freedSlave).length;
      gains[seat] += above;
      notes[seat].push(R.freedSlave, above);
    }
    if (den.includes(R.armorer)) {
      gains[seat] += st.booty.saber;
      notes[seat].push(R.armorer, st.booty.saber);
    }
    if (den.includes(R.mutineer)) {
      const victim = den.find((r) => r !== R.mutineer);
      if (victim !== undefined) {
        discards[seat].push(victim);
        gains[seat] += 2;
        notes[seat].push(R.mutineer, victim);
      } else {
        notes[seat].push(R.mutineer, 0);
      }
    }
    if (den.includes(R.grannyWata)) {
      if (grannySeats.length === 1) {
        gains[seat] += 2;
        notes[seat].push(R.grannyWata, 1);
      } else {
        discards[seat].push(R.grannyWata);
        notes[seat].push(R.grannyWata, 0);
      }
    }
  });
  s.seats.forEach((_, seat) => {
    seatToChange(s, seat).doubloons += gains[seat];
    for (const rank of new Set(discards[seat])) discardFromDen(s, seat, rank);
    if (notes[seat].length > 0) {
      log.push(said(['night-for', seat, notes[seat], gains[seat]]));
    }
  });
}
