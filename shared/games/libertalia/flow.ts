/**
 * The order of a day (rulebook "Game overview"): sunrise, day, dusk, night; after the sixth
 * night, the day of rest. `advance` runs everything that needs nobody's decision and stops at
 * the next question.
 *
 * Rule decision: a question with a single possible answer (one token kind left on the space,
 * one possible saber victim) is answered by itself, and one with none is skipped, as the
 * rulebook says of impossible actions ("If the action is impossible, it is ignored"). Only
 * real choices are asked.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { DAYS_PER_CAMPAIGN, colourSlot, influence } from './data';
import { endCampaign } from './campaign';
import { answerDay, dayNothing, dayOptions, resolveDay } from './day';
import { answerDusk, duskNothing, duskOptions, duskStep } from './dusk';
import { answerWaitress, enterNight, resolveNight, waitressOptions } from './night';
import { said, type LibertaliaLogData } from './log';
import { placeOnShip, removeRank, seatToChange } from './pieces';
import type { LibertaliaAction, LibertaliaState } from './types';

/** Seats that still have to pick a character this sunrise. */
export function seatsToPick(s: LibertaliaState): Seat[] {
  if (s.phase !== 'sunrise') return [];
  return s.seats.flatMap((st, seat) => (st.pick < 0 && st.hand.length > 0 ? [seat] : []));
}

/** Every action `seat` may take now (empty when nothing is asked of it). */
export function optionsFor(s: LibertaliaState, seat: Seat): LibertaliaAction[] {
  if (seat < 0 || seat >= s.players) return [];
  if (s.phase === 'sunrise') {
    const st = s.seats[seat];
    return st && st.pick < 0 ? st.hand.map((rank) => ({ type: 'pick', rank })) : [];
  }
  const q = s.question;
  if (q.kind === 'waitress') return waitressOptions(s, seat);
  if (q.kind === 'none' || q.seat !== seat) return [];
  return q.kind === 'booty' || q.kind === 'saber' ? duskOptions(s) : dayOptions(s);
}

/** Applies an answer already checked against `optionsFor`. */
export function answer(s: LibertaliaState, seat: Seat, a: LibertaliaAction, log: LogEntry[]): void {
  switch (a.type) {
    case 'pick': {
      // No log entry: until the reveal, nothing may tell the others when this pick was made.
      if (s.seats[seat]) seatToChange(s, seat).pick = a.rank;
      return;
    }
    case 'waitress':
      answerWaitress(s, seat, a.use, log);
      return;
    case 'loot':
    case 'saber':
      answerDusk(s, a, log);
      return;
    default:
      answerDay(s, a, log);
  }
}

/** All picks go onto the ship at once, in rank order (rulebook "Phase 1: Sunrise"). */
function reveal(s: LibertaliaState, log: LogEntry[]): void {
  s.ship = [];
  s.seats.forEach((seen, seat) => {
    if (seen.pick < 0) return;
    const st = seatToChange(s, seat);
    removeRank(writable(st, 'hand'), st.pick);
    placeOnShip(s, { seat, rank: st.pick, influence: influence(st.pick, colourSlot(seat, s.players)), dayDone: false, tokensTaken: 0, captured: false });
    st.pick = -1;
  });
  log.push(said(['sunrise', s.day, s.campaign, s.ship.flatMap((slot) => [slot.seat, slot.rank])]));
  s.phase = 'day';
}

function nothingToDo(s: LibertaliaState): LibertaliaLogData {
  return s.question.kind === 'saber' ? duskNothing(s) : dayNothing(s);
}

/** Runs the game forward until someone must decide (or the game is over). */
export function advance(s: LibertaliaState, log: LogEntry[]): void {
  // Every pass either stops or moves a piece; the bound only guards against a rule bug.
  for (let guard = 0; guard < 10_000; guard++) {
    const q = s.question;
    if (q.kind === 'waitress') return;
    if (q.kind !== 'none') {
      const options = optionsFor(s, q.seat);
      if (options.length >= 2) return;
      const only = options[0];
      if (only) answer(s, q.seat, only, log);
      else {
        log.push(said(nothingToDo(s)));
        s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
      }
      continue;
    }
    switch (s.phase) {
      case 'sunrise':
        if (seatsToPick(s).length > 0) return;
        reveal(s, log);
        continue;
      case 'day': {
        const index = s.ship.findIndex((slot) => !slot.dayDone);
        if (index < 0) {
          s.phase = 'dusk';
          log.push(said(['dusk', s.day]));
          continue;
        }
        writable(writable(s, 'ship'), index).dayDone = true;
        resolveDay(s, index, log);
        continue;
      }
      case 'dusk':
        if (!duskStep(s, log)) enterNight(s, log);
        continue;
      case 'night':
        resolveNight(s, log);
        if (s.day < DAYS_PER_CAMPAIGN) {
          s.day++;
          s.phase = 'sunrise';
          s.ship = [];
          log.push(said(['day', s.day, s.campaign]));
        } else {
          endCampaign(s, log);
        }
        continue;
      case 'over':
        return;
    }
  }
  throw new Error('Libertalia: the game did not settle (rule bug)');
}
