/**
 * Port Royal: who acts, what is legal, and applying an action to the next state, which shares
 * with the previous one every part the action leaves alone (shared/core/copy-on-write.ts).
 * The rules themselves live in discover.ts, trade.ts, expedition.ts and ending.ts.
 */
import type { Seat } from '../../core/engine';
import { changeState } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { err, ok, type Result, type RuleError } from '../../core/result';
import { cardName } from './data';
import { canRepel, letShipStay, repelShip, revealCard, stopDiscovering } from './discover';
import { canDiscover, canStop, checkEndTrigger } from './ending';
import { completeExpedition, expeditionError, expeditionWays } from './expedition';
import { canPass, passTaker, settleTrade, takeableCards, takeCard, takeError } from './trade';
import type { PortRoyalAction, PortRoyalState } from './types';

export function toAct(s: PortRoyalState): Seat[] {
  switch (s.phase.kind) {
    case 'over':
      return [];
    case 'trade':
      return [s.phase.taker];
    default:
      return [s.active];
  }
}

/** The active player may complete expeditions while discovering or while he is the taker. */
function mayCompleteExpedition(s: PortRoyalState, seat: Seat): boolean {
  if (seat !== s.active) return false;
  return s.phase.kind === 'discover' || (s.phase.kind === 'trade' && s.phase.taker === seat);
}

export function legalActions(s: PortRoyalState, seat: Seat): PortRoyalAction[] {
  if (!toAct(s).includes(seat)) return [];
  const actions: PortRoyalAction[] = [];
  switch (s.phase.kind) {
    case 'discover':
      if (canDiscover(s)) actions.push({ type: 'discover' });
      if (canStop(s)) actions.push({ type: 'stop' });
      break;
    case 'repel':
      actions.push({ type: 'repel' }, { type: 'keep' });
      break;
    case 'trade':
      for (const card of takeableCards(s, seat)) actions.push({ type: 'take', card });
      if (canPass(s, seat)) actions.push({ type: 'pass' });
      break;
    case 'over':
      break;
  }
  if (mayCompleteExpedition(s, seat)) actions.push(...expeditionWays(s));
  return actions;
}

// At module level, not a closure made on every check: `refusal` runs for every action a table receives.
const no = (code: string, message: string): RuleError => ({ code, message });

/** Null when `a` is legal for `seat` now, else why not (in words a player understands). */
function refusal(s: PortRoyalState, seat: Seat, a: PortRoyalAction): RuleError | null {
  const phase = s.phase;
  // Actions are checked by actionSchema at the door; a malformed one must still not throw.
  const shape: unknown = a;
  if (typeof shape !== 'object' || shape === null) return { code: 'bad-action', message: 'That is not an action.' };
  if (phase.kind === 'over') return { code: 'game-over', message: 'The game is over.' };
  if (!toAct(s).includes(seat)) return { code: 'not-your-turn', message: 'It is not your turn.' };
  switch (a.type) {
    case 'discover':
      if (phase.kind === 'repel') return no('decide-ship', `First repel the ${cardName(phase.ship)} or let it stay.`);
      if (phase.kind !== 'discover') return no('wrong-phase', 'Discovering is over for this turn.');
      if (!canDiscover(s)) return no('no-cards', 'The deck and the discard pile are empty: stop now.');
      return null;
    case 'stop':
      if (phase.kind === 'repel') return no('decide-ship', `First repel the ${cardName(phase.ship)} or let it stay.`);
      if (phase.kind !== 'discover') return no('wrong-phase', 'You are not discovering now.');
      if (!canStop(s)) return no('reveal-first', 'Reveal at least one card before you stop.');
      return null;
    case 'repel':
      if (phase.kind !== 'repel') return no('no-ship', 'There is no ship to repel now.');
      if (!canRepel(s, phase.ship)) return no('too-weak', `Your sabers cannot repel the ${cardName(phase.ship)}.`);
      return null;
    case 'keep':
      if (phase.kind !== 'repel') return no('no-ship', 'There is no ship waiting for your decision.');
      return null;
    case 'take': {
      if (phase.kind !== 'trade') return no('wrong-phase', 'Cards are taken only in Loot and Hire.');
      const why = takeError(s, seat, a.card);
      return why ? no('cannot-take', why) : null;
    }
    case 'pass':
      if (phase.kind !== 'trade') return no('wrong-phase', 'There is nothing to pass now.');
      if (!canPass(s, seat)) return no('must-take', 'You must take at least one card from the harbor.');
      return null;
    case 'expedition': {
      if (!mayCompleteExpedition(s, seat)) return no('wrong-phase', 'Only the active player completes expeditions, while discovering or taking cards.');
      const persons: unknown = a.persons;
      if (!Array.isArray(persons) || !persons.every((p) => Number.isInteger(p))) return no('bad-action', 'List the persons to discard.');
      const why = expeditionError(s, seat, a.card, a.persons);
      return why ? no('cannot-complete', why) : null;
    }
    default:
      return no('unknown-action', 'Port Royal has no such action.');
  }
}

export function apply(s: PortRoyalState, seat: Seat, a: PortRoyalAction): Result<{ state: PortRoyalState; log: LogEntry[] }, RuleError> {
  const refused = refusal(s, seat, a);
  if (refused) return err(refused.code, refused.message);
  const log: LogEntry[] = [];
  const state = changeState(s, (next) => {
    switch (a.type) {
      case 'discover':
        revealCard(next, log);
        break;
      case 'stop':
        stopDiscovering(next, log);
        break;
      case 'repel':
        repelShip(next, log);
        break;
      case 'keep':
        letShipStay(next, log);
        break;
      case 'take':
        takeCard(next, log, seat, a.card);
        break;
      case 'pass':
        passTaker(next, log, seat);
        break;
      case 'expedition':
        completeExpedition(next, log, seat, a.card, a.persons);
        checkEndTrigger(next, log, seat);
        if (next.phase.kind === 'trade') settleTrade(next, log);
        break;
    }
  });
  return ok({ state, log });
}
