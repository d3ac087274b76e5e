/**
 * Borneo's rules on the Game contract: who acts, what they may do, and applying an action. The
 * turn itself is spread over `actions.ts` (decisions) and `flow.ts` (what follows by itself);
 * the final score is in `scoring.ts`.
 */
import type { Seat } from '../../core/engine';
import { changeState } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { err, ok, type Result, type RuleError } from '../../core/result';
import * as act from './actions';
import { legalActions, toAct } from './legal';
import { outcome } from './scoring';
import type { BorneoAction, BorneoState } from './types';

export { legalActions, outcome, toAct };

export function apply(s: BorneoState, seat: Seat, a: BorneoAction): Result<{ state: BorneoState; log: LogEntry[] }, RuleError> {
  if (s.phase.kind === 'over') return err('game-over', 'The game is over.');
  if (!toAct(s).includes(seat)) return err('not-your-turn', 'It is not your turn to act.');
  const log: LogEntry[] = [];
  // The next state shares every part the action leaves alone (shared/core/copy-on-write.ts); a
  // refused action's partial next state is dropped, and `s` is never written either way.
  const refused: { why: act.Refusal } = { why: null };
  const state = changeState(s, (next) => {
    refused.why = dispatch(next, seat, a, log);
  });
  if (refused.why) return err(refused.why.code, refused.why.message);
  return ok({ state, log });
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
