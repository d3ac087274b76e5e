/**
 * Phase 2, the day: each character on the ship, in increasing order of rank, resolves its day
 * action (rulebook "Phase 2: Day", the effects of data.ts's character table). Actions that
 * need a choice set `s.question`; the answer comes back through `answerDay`.
 */
import type { Seat } from '../../core/engine';
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { BOOTY_KINDS, R } from './data';
import { bootyIndex, said, type LibertaliaLogData } from './log';
import {
  countTotal,
  discardFromDen,
  discardFromShip,
  drawFromBag,
  gain,
  insertSorted,
  leftOf,
  pay,
  placeOnShip,
  removeRank,
  seatOf,
  seatToChange,
} from './pieces';
import { colourSlot, influence } from './data';
import type { LibertaliaAction, LibertaliaState, Rank } from './types';

function ask(s: LibertaliaState, kind: LibertaliaState['question']['kind'], seat: Seat, rank: Rank): void {
  s.question = { kind, seat, rank, seats: [] };
}

/** Resolves the day action of the character at `index` on the ship (already marked done). */
export function resolveDay(s: LibertaliaState, index: number, log: LogEntry[]): void {
  const slot = s.ship[index];
  if (!slot) return;
  const { seat, rank } = slot;
  const me = seatToChange(s, seat);
  switch (rank) {
    case R.parrot:
    case R.recruiter:
    case R.surgeon:
    case R.gunner:
    case R.merchant:
    case R.preacher:
      ask(s, questionKindOf(rank), seat, rank);
      return;
    case R.monkey: {
      const left = leftOf(seat, s.players);
      const relics = me.booty.relic;
      writable(me, 'booty').relic = 0;
      writable(seatToChange(s, left), 'booty').relic += relics;
      log.push(said(['relics', seat, rank, relics, left]));
      return;
    }
    case R.beggar: {
      const top = s.ship[s.ship.length - 1];
      if (!top || top.seat === seat) {
        log.push(said(['beg-own', seat, rank]));
        return;
      }
      const paid = pay(s, top.seat, 3);
      gain(s, seat, paid);
      log.push(said(['beg', seat, rank, paid, top.seat, top.rank]));
      return;
    }
    case R.carpenter: {
      // "Lose half your doubloons (the odd one is kept)": 7 doubloons become 4.
      const lost = Math.floor(me.doubloons / 2);
      me.doubloons -= lost;
      log.push(said(['loses', seat, rank, lost]));
      return;
    }
    case R.frenchOfficer: {
      const earns = me.doubloons < 9;
      if (earns) me.doubloons += 5;
      log.push(said(earns ? ['gains', seat, rank, 5] : ['rich', seat, rank]));
      return;
    }
    case R.voodooWitch: {
      const amount = 2 * me.discard.length;
      me.doubloons += amount;
      log.push(said(['witch', seat, rank, amount, me.discard.length]));
      return;
    }
    case R.brute: {
      const top = discardFromShip(s, s.ship.length - 1);
      log.push(said(['brute', seat, rank, top.seat, top.rank]));
      return;
    }
    case R.spanishSpy: {
      const officers = me.booty.officer;
      const booty = writable(me, 'booty');
      booty.officer = 0;
      writable(s, 'bootyDiscard').officer += officers;
      const drawn: number[] = [];
      // The drawn tokens go straight to the den: a saber or officer drawn this way does nothing.
      // The discarded officers stay out of the bag until the campaign ends, so they cannot be
      // drawn back; an empty bag gives fewer tokens.
      for (let i = 0; i < officers; i++) {
        const token = drawFromBag(s);
        if (!token) break;
        booty[token]++;
        drawn.push(bootyIndex(token));
      }
      log.push(said(['spy', seat, rank, officers, drawn]));
      return;
    }
    case R.bosun: {
      const below = me.den.filter((r) => r < R.bosun).length;
      me.doubloons += 2 * below;
      log.push(said(['gains', seat, rank, 2 * below]));
      return;
    }
    case R.gambler: {
      const paid = pay(s, seat, countTotal(me.booty));
      log.push(said(['pays', seat, rank, paid]));
      return;
    }
    case R.quartermaster: {
      const amount = countTotal(me.booty);
      me.doubloons += amount;
      log.push(said(['gains', seat, rank, amount]));
      return;
    }
    case R.captain:
      me.doubloons += 3;
      log.push(said(['gains', seat, rank, 3]));
      return;
    case R.spanishGovernor: {
      const gone = me.den.length;
      while (me.den.length > 0) discardFromDen(s, seat, me.den[0] as Rank);
      log.push(said(['governor', seat, rank, gone]));
      return;
    }
    default:
      // No day action (night, dusk and end-of-campaign characters).
      return;
  }
}

function questionKindOf(rank: Rank): LibertaliaState['question']['kind'] {
  switch (rank) {
    case R.parrot: return 'parrot';
    case R.recruiter: return 'recruiter';
    case R.surgeon: return 'surgeon';
    case R.gunner: return 'gunner';
    case R.merchant: return 'merchant';
    default: return 'preacher';
  }
}

/** The choices of a day question for its seat. */
export function dayOptions(s: LibertaliaState): LibertaliaAction[] {
  const q = s.question;
  const me = seatOf(s, q.seat);
  switch (q.kind) {
    case 'parrot':
      return me.hand.map((rank) => ({ type: 'parrot', rank }));
    case 'recruiter':
      return me.den.map((rank) => ({ type: 'recruiter', rank }));
    case 'surgeon':
      return [...new Set(me.discard)].sort((a, b) => a - b).map((rank) => ({ type: 'surgeon', rank }));
    case 'gunner':
      // "Any den" includes the Gunner's own. With every den empty the action is impossible, so
      // it is ignored as a whole: nothing is paid.
      return s.seats.flatMap((st, seat) => st.den.map((rank) => ({ type: 'gunner' as const, seat, rank })));
    case 'merchant':
      // Rule decision: "identical" means any kind, relics, sabers and officers included, and
      // a player holding 3 may still choose to trade only 2. Trading is mandatory when possible.
      return BOOTY_KINDS.flatMap((booty) => {
        const n = me.booty[booty];
        const options: LibertaliaAction[] = [];
        if (n >= 2) options.push({ type: 'merchant', booty, count: 2 });
        if (n >= 3) options.push({ type: 'merchant', booty, count: 3 });
        return options;
      });
    case 'preacher':
      // Nothing to give up with a single token (or none): the action is then impossible.
      if (countTotal(me.booty) <= 1) return [];
      return BOOTY_KINDS.filter((k) => me.booty[k] > 0).map((booty) => ({ type: 'preacher', booty }));
    default:
      return [];
  }
}

/** What the log says when a day question has no possible answer (the action is ignored). */
export function dayNothing(s: LibertaliaState): LibertaliaLogData {
  return ['no-choice', s.question.seat, s.question.rank];
}

/** Applies the answer to a day question (already checked against `dayOptions`). */
export function answerDay(s: LibertaliaState, a: LibertaliaAction, log: LogEntry[]): void {
  const { seat, rank } = s.question;
  const me = seatToChange(s, seat);
  s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
  switch (a.type) {
    case 'parrot': {
      const index = s.ship.findIndex((x) => x.seat === seat && x.rank === R.parrot);
      if (index >= 0) discardFromShip(s, index);
      removeRank(writable(me, 'hand'), a.rank);
      // The replacement takes its place in rank order; its own day action comes in its turn.
      placeOnShip(s, { seat, rank: a.rank, influence: influence(a.rank, colourSlot(seat, s.players)), dayDone: false, tokensTaken: 0, captured: false });
      log.push(said(['parrot', seat, rank, a.rank]));
      return;
    }
    case 'recruiter':
      removeRank(writable(me, 'den'), a.rank);
      insertSorted(writable(me, 'hand'), a.rank);
      log.push(said(['recruiter', seat, rank, a.rank]));
      return;
    case 'surgeon':
      removeRank(writable(me, 'discard'), a.rank);
      insertSorted(writable(me, 'hand'), a.rank);
      log.push(said(['surgeon', seat, rank, a.rank]));
      return;
    case 'gunner': {
      const paid = pay(s, seat, 3);
      discardFromDen(s, a.seat, a.rank);
      log.push(said(['gunner', seat, rank, paid, a.seat, a.rank]));
      return;
    }
    case 'merchant': {
      writable(me, 'booty')[a.booty] -= a.count;
      writable(s, 'bootyDiscard')[a.booty] += a.count;
      const earned = a.count === 3 ? 5 : 3;
      me.doubloons += earned;
      log.push(said(['merchant', seat, rank, a.count, bootyIndex(a.booty), earned]));
      return;
    }
    case 'preacher': {
      const booty = writable(me, 'booty');
      const discarded = writable(s, 'bootyDiscard');
      for (const kind of BOOTY_KINDS) {
        const give = booty[kind] - (kind === a.booty ? 1 : 0);
        booty[kind] -= give;
        discarded[kind] += give;
      }
      log.push(said(['preacher', seat, rank, bootyIndex(a.booty)]));
      return;
    }
    default:
      return;
  }
}
