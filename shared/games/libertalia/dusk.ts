/**
 * Phase 3, dusk: in decreasing order of rank each character takes a booty token from the day's
 * space (rulebook "Phase 3: Dusk"); the Cabin Boy takes none, the Cook two. A saber or a Spanish
 * officer is resolved at once; then the character enters its owner's den (or, with an officer,
 * the discard pile). The character being served stays on the ship until it is done.
 */
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { BOOTY_KINDS, R } from './data';
import { bootyIndex, said, type LibertaliaLogData } from './log';
import { discardFromDen, insertSorted, leftOf, rightOf, seatOf, seatToChange } from './pieces';
import type { BootyKind, DaySpace, LibertaliaAction, LibertaliaState } from './types';

export function todaysSpace(s: LibertaliaState): DaySpace {
  const space = s.board[s.day - 1];
  if (!space) throw new RangeError(`No booty space for day ${s.day}`);
  return space;
}

/**
 * One step of dusk for the highest character still on the ship: ask for a token, or send it to
 * the den. Returns false when the ship is empty (dusk is over).
 */
export function duskStep(s: LibertaliaState, log: LogEntry[]): boolean {
  const slot = s.ship[s.ship.length - 1];
  if (!slot) return false;
  const space = todaysSpace(s);
  const wanted = slot.rank === R.cabinBoy ? 0 : slot.rank === R.cook ? 2 : 1;
  if (slot.tokensTaken < wanted && space.tokens.length > 0) {
    s.question = { kind: 'booty', seat: slot.seat, rank: slot.rank, seats: [] };
    return true;
  }
  writable(s, 'ship').pop();
  const me = seatToChange(s, slot.seat);
  if (slot.captured) {
    writable(me, 'discard').push(slot.rank);
    log.push(said(['captured', slot.seat, slot.rank]));
    return true;
  }
  if (slot.rank === R.cabinBoy) log.push(said(['no-booty', slot.seat, slot.rank]));
  else if (slot.tokensTaken === 0) log.push(said(['booty-gone', slot.seat, slot.rank]));
  insertSorted(writable(me, 'den'), slot.rank);
  return true;
}

/** The characters a saber taken by `s.question.seat` may discard: the neighbours' dens. */
function saberVictims(s: LibertaliaState): LibertaliaAction[] {
  const seat = s.question.seat;
  const neighbours = [...new Set([leftOf(seat, s.players), rightOf(seat, s.players)])].sort((a, b) => a - b);
  return neighbours.flatMap((n) => seatOf(s, n).den.map((rank) => ({ type: 'saber' as const, seat: n, rank })));
}

export function duskOptions(s: LibertaliaState): LibertaliaAction[] {
  if (s.question.kind === 'saber') return saberVictims(s);
  const tokens = todaysSpace(s).tokens;
  return BOOTY_KINDS.filter((k) => tokens.includes(k)).map((booty) => ({ type: 'loot', booty }));
}

export function duskNothing(s: LibertaliaState): LibertaliaLogData {
  return ['no-victim', s.question.seat, s.question.rank];
}

function takeToken(s: LibertaliaState, kind: BootyKind, log: LogEntry[]): void {
  const { seat, rank } = s.question;
  const at = todaysSpace(s).tokens.indexOf(kind);
  if (s.ship.length === 0 || at < 0) return;
  writable(writable(writable(s, 'board'), s.day - 1), 'tokens').splice(at, 1);
  const slot = writable(writable(s, 'ship'), s.ship.length - 1);
  slot.tokensTaken++;
  writable(seatToChange(s, seat), 'booty')[kind]++;
  s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
  if (kind === 'saber') {
    log.push(said(['take-saber', seat, rank]));
    s.question = { kind: 'saber', seat, rank, seats: [] };
  } else if (kind === 'officer') {
    // Rule decision: a Cook whose first token is an officer still takes its second token; it
    // is discarded once it has finished taking booty.
    slot.captured = true;
    log.push(said(['take-officer', seat, rank]));
  } else {
    log.push(said(['take', seat, rank, bootyIndex(kind)]));
  }
}

export function answerDusk(s: LibertaliaState, a: LibertaliaAction, log: LogEntry[]): void {
  if (a.type === 'loot') {
    takeToken(s, a.booty, log);
    return;
  }
  if (a.type === 'saber') {
    const { seat, rank } = s.question;
    s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
    discardFromDen(s, a.seat, a.rank);
    log.push(said(['saber', seat, rank, a.seat, a.rank]));
  }
}
