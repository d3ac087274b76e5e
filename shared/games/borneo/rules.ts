/**
 * Borneo's rules on the Game contract: who acts, what they may do, applying an action, and the
 * final score. The turn itself is spread over `actions.ts` (decisions) and `flow.ts` (what
 * follows by itself).
 */
import type { Outcome, Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import { err, ok, type Result, type RuleError } from '../../core/result';
import * as act from './actions';
import { MISSIONS, PIRATE_SHIP_PENALTY } from './data';
import { legalActions, toAct } from './legal';
import type { BorneoAction, BorneoState } from './types';

export { legalActions, toAct };

/** The state is plain JSON by contract, and a JSON round trip is the fastest deep copy of it. */
function clone(s: BorneoState): BorneoState {
  return JSON.parse(JSON.stringify(s)) as BorneoState;
}

export function apply(s: BorneoState, seat: Seat, a: BorneoAction): Result<{ state: BorneoState; log: LogEntry[] }, RuleError> {
  if (s.phase.kind === 'over') return err('game-over', 'The game is over.');
  if (!toAct(s).includes(seat)) return err('not-your-turn', 'It is not your turn to act.');
  const st = clone(s);
  const log: LogEntry[] = [];
  const refusal = dispatch(st, seat, a, log);
  if (refusal) return err(refusal.code, refusal.message);
  return ok({ state: st, log });
}

function dispatch(st: BorneoState, seat: Seat, a: BorneoAction, log: LogEntry[]): act.Refusal {
  switch (a.type) {
    case 'place':
      return act.place(st, seat, a, log);
    case 'mission':
      return act.mission(st, seat, a, log);
    case 'pass':
      return act.pass(st, seat, log);
    case 'transfer':
      return act.transfer(st, seat, a, log);
    case 'attack':
      return act.attack(st, seat, a, log);
    case 'defend':
      return act.defend(st, seat, a, log);
    case 'relocate':
      return act.relocate(st, seat, a, log);
    case 'keep':
      return act.keep(st, seat, a, log);
    case 'ship':
      return act.ship(st, seat, a, log);
    case 'pick':
      return act.pick(st, seat, a, log);
    case 'discard':
      return act.discard(st, seat, a, log);
    default:
      return { code: 'unknown-action', message: 'Borneo has no such action.' };
  }
}

export interface ScoreLine {
  shipmentCards: number;
  harborCards: number;
  missionPoints: number;
  missions: number;
  pirateShip: number;
  total: number;
}

/** Rulebook "End of the Game": 1 per card in the warehouse, mission values, -2 for the pirate ship. */
export function scoreLines(s: BorneoState): ScoreLine[] {
  return s.seats.map((seat, i) => {
    const missionPoints = seat.missions.reduce((sum, m) => sum + (MISSIONS[m]?.points ?? 0), 0);
    const pirateShip = s.pirateShip === i ? -PIRATE_SHIP_PENALTY : 0;
    return {
      shipmentCards: seat.cards.length,
      harborCards: seat.harbors.length,
      missionPoints,
      missions: seat.missions.length,
      pirateShip,
      total: seat.cards.length + seat.harbors.length + missionPoints + pirateShip,
    };
  });
}

/** Highest score wins; "in case of a tie, the tied player with the most Missions wins". */
export function outcome(s: BorneoState): Outcome | null {
  if (s.phase.kind !== 'over') return null;
  const lines = scoreLines(s);
  const order = lines.map((_, i) => i).sort((a, b) => compare(lines[a] as ScoreLine, lines[b] as ScoreLine) || a - b);
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const group = ranking[ranking.length - 1];
    const first = group?.[0];
    if (group && first !== undefined && compare(lines[first] as ScoreLine, lines[seat] as ScoreLine) === 0) group.push(seat);
    else ranking.push([seat]);
  }
  return { scores: lines.map((l) => l.total), ranking, detail: { lines, endReason: s.endReason } };
}

function compare(a: ScoreLine, b: ScoreLine): number {
  return b.total - a.total || b.missions - a.missions;
}
